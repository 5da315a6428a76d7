import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectStore } from './check-setup';
import { migrateTo } from './store/migrations';
import { SQLITE_FILE_NAME, openPostgresStore, openSqliteStore } from './store/open-store';
import { publicTableCount, scratchPostgresUrl } from './testing/test-app';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'kestrel-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const freshDir = (name: string) => path.join(scratch, `${name}-${(folders += 1)}`);

/** Every file in `dir` with its bytes and modification time: anything written changes it. */
function snapshot(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .map((name) => `${name} ${statSync(path.join(dir, name)).mtimeMs} ${readFileSync(path.join(dir, name)).toString('base64')}`);
}

/** A SQLite store in `dir` migrated up to `last` (every migration without it), then closed. */
async function sqliteStoreAt(dir: string, last?: string): Promise<string> {
  const store = openSqliteStore(dir);
  if (last) await migrateTo(store.db as unknown as Kysely<unknown>, last);
  else await store.migrate();
  await store.close();
  return path.join(dir, SQLITE_FILE_NAME);
}

describe('inspectStore (--check): where the store stands, read without writing', { timeout: 30_000 }, () => {
  it('names a SQLite database that does not exist yet without creating it or its folder', async () => {
    const dir = path.join(freshDir('absent'), 'nested', 'data');
    const finding = await inspectStore({ DATA_DIR: dir });
    expect(finding.ok).toBe(true);
    expect(finding.lines[0]).toBe(`database: ${path.join(dir, SQLITE_FILE_NAME)} (new; every migration will run)`);
    expect(finding.lines[1]).toMatch(/^migrations pending: 0001-leads-idempotency-mail-outbox, 0002-store-probe, .*, 0015-lead-notes(, |$)/);
    expect(finding.lines).toHaveLength(2);
    expect(existsSync(path.dirname(path.dirname(dir)))).toBe(false);
  });

  it('says none are pending on a current database, and leaves its folder as it was', async () => {
    const dir = freshDir('current');
    const file = await sqliteStoreAt(dir);
    const before = snapshot(dir);
    const finding = await inspectStore({ DATA_DIR: dir });
    expect(finding).toEqual({ ok: true, lines: [`database: ${file} (quick_check ok)`, 'migrations pending: none'] });
    expect(snapshot(dir)).toEqual(before);
  });

  it('names the migrations a start would run, in order, without running them', async () => {
    const dir = freshDir('behind');
    const file = await sqliteStoreAt(dir, '0010-auth-failures');
    const before = snapshot(dir);
    const finding = await inspectStore({ DATA_DIR: dir });
    expect(finding).toEqual({
      ok: true,
      lines: [
        `database: ${file} (quick_check ok)`,
        'migrations pending: 0011-booking-policy, 0012-newsletter-mailbox, 0013-lead-source, 0014-push-subscriptions, 0015-lead-notes',
      ],
    });
    expect(snapshot(dir)).toEqual(before);
  });

  it('fails on a database a newer release migrated, which a start would refuse', async () => {
    const dir = freshDir('newer');
    const file = await sqliteStoreAt(dir);
    const store = openSqliteStore(dir);
    const db = store.db as unknown as Kysely<{ kysely_migration: { name: string; timestamp: string } }>;
    await db.insertInto('kysely_migration').values({ name: '0099-from-a-newer-release', timestamp: new Date().toISOString() }).execute();
    await store.close();
    expect(await inspectStore({ DATA_DIR: dir })).toEqual({
      ok: false,
      lines: [
        `database: ${file} (quick_check ok)`,
        'migrations pending: none',
        'migrations unknown to this release: 0099-from-a-newer-release (a newer release ran them on this database; this one would refuse to start)',
      ],
    });
  });

  it('fails on a file that is not a SQLite database, and leaves it as it was', async () => {
    const dir = freshDir('not-sqlite');
    mkdirSync(dir);
    const file = path.join(dir, SQLITE_FILE_NAME);
    writeFileSync(file, 'not a database at all, but long enough to have a header to read: '.repeat(10));
    const before = snapshot(dir);
    expect(await inspectStore({ DATA_DIR: dir })).toEqual({ ok: false, lines: [`database: ${file} could not be read: file is not a database`] });
    expect(snapshot(dir)).toEqual(before);
  });

  // Root may write anywhere: run as the service's user, as an operator would.
  it.skipIf(process.getuid?.() === 0)('fails when this user could not create or write the database', async () => {
    const locked = freshDir('locked');
    mkdirSync(locked, { mode: 0o555 });
    expect(await inspectStore({ DATA_DIR: path.join(locked, 'data') })).toEqual({
      ok: false,
      lines: [`database: ${path.join(locked, 'data', SQLITE_FILE_NAME)} (new) cannot be created: ${locked} is not writable by this user`],
    });
    const dir = freshDir('read-only');
    const file = await sqliteStoreAt(dir);
    chmodSync(file, 0o444);
    expect(await inspectStore({ DATA_DIR: dir })).toEqual({ ok: false, lines: [`database: ${file} cannot be written: ${file} is not writable by this user`] });
  });

  it('says which PostgreSQL database it could not reach, never the password', async () => {
    // Nothing listens on port 1.
    const finding = await inspectStore({ DATA_DIR: freshDir('unused'), DATABASE_URL: 'postgres://kestrel:s3cret-pw@127.0.0.1:1/leads_db' });
    expect(finding).toEqual({
      ok: false,
      lines: ['database: could not read the PostgreSQL database "leads_db" on 127.0.0.1:1 as user "kestrel": connect ECONNREFUSED 127.0.0.1:1'],
    });
  });

  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!testDatabaseUrl)(
    'lists every migration as pending on an empty PostgreSQL database (TEST_DATABASE_URL), creating no table there, and none once migrated',
    async () => {
      const url = await scratchPostgresUrl(testDatabaseUrl!, 'check_setup');
      const finding = await inspectStore({ DATA_DIR: freshDir('unused'), DATABASE_URL: url });
      expect(finding.ok).toBe(true);
      expect(finding.lines[1]).toMatch(/^migrations pending: 0001-leads-idempotency-mail-outbox, 0002-store-probe, /);
      expect(await publicTableCount(url)).toBe(0);
      const store = openPostgresStore(url);
      await store.migrate();
      await store.close();
      const target = new URL(url);
      expect(await inspectStore({ DATA_DIR: freshDir('unused'), DATABASE_URL: url })).toEqual({
        ok: true,
        lines: [
          `database: PostgreSQL database "${target.pathname.slice(1)}" on ${target.hostname}:${target.port || '5432'} as user "${target.username}"`,
          'migrations pending: none',
        ],
      });
    },
  );
});
