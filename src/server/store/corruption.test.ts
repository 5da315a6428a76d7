/**
 * A damaged database file is noticed: the server refuses to start on it with a clear message
 * (PRAGMA quick_check), and corruption met while running turns the health check to 503.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from './better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { countLeads, storeLead } from '@/server/leads/lead-store';
import { startServer } from '@/server/start-server';
import type { RunningServer } from '@/server/start-server';
import { createTestApp, openTempSqliteStore, postJson, testConfig, validBodies } from '@/server/testing/test-app';
import type { Store } from './open-store';
import { SQLITE_FILE_NAME, openSqliteStore } from './open-store';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A store with enough leads to span many pages, closed (checkpointed), then one page of the leads table overwritten. */
async function corruptedDataDir(which: 'root page' | 'a leaf page'): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-corrupt-'));
  dirs.push(dir);
  const store = openSqliteStore(dir);
  await store.migrate();
  for (let index = 0; index < 200; index += 1) {
    await storeLead(store.db, {
      id: crypto.randomUUID(),
      kind: 'contact',
      idempotencyKey: crypto.randomUUID(),
      requestHash: 'h',
      data: { ...validBodies.contact, message: `${index} ${'x'.repeat(500)}` },
      response: { status: 200, body: { message: 'ok' } },
      mails: [],
      now: new Date(),
    });
  }
  await store.close();
  const file = path.join(dir, SQLITE_FILE_NAME);
  const database = new BetterSqlite3(file, { readonly: true });
  const pageSize = Number(database.pragma('page_size', { simple: true }));
  const rootPage = Number((database.prepare("select rootpage from sqlite_master where name = 'leads'").get() as { rootpage: number }).rootpage);
  const pageCount = Number(database.pragma('page_count', { simple: true }));
  database.close();
  const page = which === 'root page' ? rootPage : pageCount - 2;
  const handle = openSync(file, 'r+');
  writeSync(handle, Buffer.alloc(pageSize, 0x5a), 0, pageSize, (page - 1) * pageSize);
  closeSync(handle);
  return dir;
}

describe('a corrupted database', { timeout: 30_000 }, () => {
  it.each(['root page', 'a leaf page'] as const)(
    'with its %s overwritten stops the server from starting, with a message that says what to do',
    async (which) => {
      const dir = await corruptedDataDir(which);
      await expect(startServer({ ...testConfig({ DATA_DIR: dir }), PORT: 0, HOST: '127.0.0.1' })).rejects.toThrow(
        /The database .*leads\.sqlite failed its integrity check \(PRAGMA quick_check\): .+\. Restore it from a backup/,
      );
    },
  );

  it('passes the check when intact, and health says so', async () => {
    const { store, cleanup } = await openTempSqliteStore();
    try {
      expect(await store.checkIntegrity()).toEqual([]);
      const response = await createTestApp(store).request('/api/health');
      expect(await response.json()).toEqual({ ok: true, db: 'up', write: 'ok', integrity: 'ok', disk: 'ok', message: 'OK' });
    } finally {
      await cleanup();
    }
  });

  it('met while running (SQLITE_CORRUPT) turns health to 503 until the server is restarted on a sound file', async () => {
    const { store, cleanup } = await openTempSqliteStore();
    try {
      let failing = true;
      const damaged: Store = {
        ...store,
        db: store.db.withPlugin({
          transformQuery: (args) => {
            if (failing && args.node.kind === 'InsertQueryNode') {
              throw Object.assign(new Error('database disk image is malformed'), { code: 'SQLITE_CORRUPT' });
            }
            return args.node;
          },
          transformResult: async (args) => args.result,
        }),
      };
      const app = createTestApp(damaged);
      expect((await postJson(app, '/api/subscribe.js', validBodies.newsletter)).status).toBe(500);
      failing = false;
      const health = await app.request('/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({
        ok: false,
        db: 'up',
        write: 'ok',
        integrity: 'corrupt',
        disk: 'ok',
        message: 'The database file is damaged: restore it from a backup',
      });
      expect(await countLeads(store.db)).toBe(0);
    } finally {
      await cleanup();
    }
  });
});

const ADMIN_TOKEN = 'uhkD0udCdTxY/a0FqfDH5NHrdV0YLIu8';
const DAMAGE_BYTES = 256 * 1024;

/**
 * A running server on a store of 4,000 leads of about 4 KB (larger than SQLite's page cache, so
 * reads reach the file, as on a real store), whose file then has 256 KiB overwritten a third of
 * the way in, as a failing disk or a stray process would: nothing the server does notices it
 * until it reads those pages. `integrityCheckMs` is how often it checks the file itself.
 */
async function damagedUnderRunningServer(integrityCheckMs: number): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-damaged-live-'));
  dirs.push(dir);
  const seeding = openSqliteStore(dir);
  await seeding.migrate();
  const rows = Array.from({ length: 4_000 }, (_, index) => ({
    id: crypto.randomUUID(),
    kind: 'contact',
    created_at: new Date(Date.UTC(2030, 0, 1) + index * 1_000).toISOString(),
    data: JSON.stringify({ ...validBodies.contact, message: `${index} ${'x'.repeat(4_000)}` }),
    idempotency_key: crypto.randomUUID(),
  }));
  for (let start = 0; start < rows.length; start += 100)
    await seeding.db
      .insertInto('leads')
      .values(rows.slice(start, start + 100))
      .execute();
  await seeding.close();
  const server = await startServer({ ...testConfig({ DATA_DIR: dir, ADMIN_TOKEN }), PORT: 0, HOST: '127.0.0.1' }, { integrityCheckMs });
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  const file = path.join(dir, SQLITE_FILE_NAME);
  const handle = openSync(file, 'r+');
  writeSync(handle, Buffer.alloc(DAMAGE_BYTES, 0x5a), 0, DAMAGE_BYTES, Math.floor(statSync(file).size / 3));
  closeSync(handle);
  return server;
}

describe('a database damaged under a running server', { timeout: 30_000 }, () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });
  const health = async (server: RunningServer) => {
    const response = await fetch(`${server.url}/api/health`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const damagedHealth = {
    status: 503,
    body: { ok: false, db: 'up', write: 'ok', integrity: 'corrupt', disk: 'ok', message: 'The database file is damaged: restore it from a backup' },
  };

  it('cuts an export off and turns health to 503 once the export met the damage', async () => {
    const server = await damagedUnderRunningServer(0);
    servers.push(server);
    const exported = await fetch(`${server.url}/api/admin/leads?format=csv`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(exported.status).toBe(200);
    // Never a list that looks complete: the connection is broken off.
    await expect(exported.text()).rejects.toThrow();
    expect(await health(server)).toEqual(damagedHealth);
  });

  it('turns health to 503 once an inbox page met the damage', async () => {
    const server = await damagedUnderRunningServer(0);
    servers.push(server);
    const statuses: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page += 1) {
      const query: string = cursor === null ? '?limit=50' : `?limit=50&cursor=${cursor}`;
      const response = await fetch(`${server.url}/api/admin/leads${query}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
      statuses.push(response.status);
      if (response.status !== 200) break;
      cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
      if (cursor === null) break;
    }
    expect(statuses.at(-1)).toBe(500);
    expect(await health(server)).toEqual(damagedHealth);
  });

  it('turns health to 503 by its own periodic check, with no request meeting the damage', async () => {
    const server = await damagedUnderRunningServer(200);
    servers.push(server);
    const deadline = Date.now() + 10_000;
    let seen = await health(server);
    while (seen.status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await health(server);
    }
    expect(seen).toEqual(damagedHealth);
  });
});

describe('a stored row that cannot be read', { timeout: 30_000 }, () => {
  const damagedHealth = {
    ok: false,
    db: 'up',
    write: 'ok',
    integrity: 'corrupt',
    disk: 'ok',
    message: 'The database file is damaged: restore it from a backup',
  };

  it.each([
    ['the inbox', '/api/admin/leads?limit=50'],
    ['a lead', '/api/admin/leads/damaged-row'],
    ['an export', '/api/admin/leads?format=csv'],
  ])("(a lead's data that is not JSON) turns health to 503 once %s met it", async (_what, address) => {
    const { store, cleanup } = await openTempSqliteStore();
    try {
      await store.db
        .insertInto('leads')
        .values({ id: 'damaged-row', kind: 'contact', created_at: '2030-01-01T00:00:00.000Z', data: '{"from_name":"Ana", "mess', idempotency_key: 'k' })
        .execute();
      const app = createTestApp(store, { env: { ADMIN_TOKEN } });
      expect((await app.request('/api/health')).status).toBe(200);
      const response = await app.request(address, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
      // A list already under way cannot change its status: it is cut off instead.
      if (response.status === 200) await expect(response.text()).rejects.toThrow();
      else expect(response.status).toBe(500);
      const health = await app.request('/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual(damagedHealth);
    } finally {
      await cleanup();
    }
  });

  it("(a studio session's expiry that is not a time) turns health to 503", async () => {
    const { store, cleanup } = await openTempSqliteStore();
    try {
      const id = 'A'.repeat(43);
      const idHash = createHash('sha256').update(id, 'utf8').digest('hex');
      await store.db.insertInto('studio_sessions').values({ id_hash: idHash, token_fingerprint: 'f', created_at: 'x', expires_at: 'tomorrow' }).execute();
      const app = createTestApp(store, { env: { ADMIN_TOKEN } });
      expect((await app.request('/api/studio/session', { headers: { Cookie: `kestrel_studio=${id}` } })).status).toBe(500);
      const health = await app.request('/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual(damagedHealth);
    } finally {
      await cleanup();
    }
  });
});
