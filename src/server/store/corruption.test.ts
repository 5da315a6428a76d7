/**
 * A damaged database file is noticed: the server refuses to start on it with a clear message
 * (PRAGMA quick_check), and corruption met while running turns the health check to 503.
 */
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { countLeads, storeLead } from '@/server/leads/lead-store';
import { startServer } from '@/server/start-server';
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
  it.each(['root page', 'a leaf page'] as const)('with its %s overwritten stops the server from starting, with a message that says what to do', async (which) => {
    const dir = await corruptedDataDir(which);
    await expect(startServer({ ...testConfig({ DATA_DIR: dir }), PORT: 0, HOST: '127.0.0.1' })).rejects.toThrow(
      /The database .*leads\.sqlite failed its integrity check \(PRAGMA quick_check\): .+\. Restore it from a backup/,
    );
  });

  it('passes the check when intact, and health says so', async () => {
    const { store, cleanup } = await openTempSqliteStore();
    try {
      expect(await store.checkIntegrity()).toEqual([]);
      const response = await createTestApp(store).request('/api/health');
      expect(await response.json()).toEqual({ ok: true, db: 'up', write: 'ok', integrity: 'ok', message: 'OK' });
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
        message: 'The database file is damaged: restore it from a backup',
      });
      expect(await countLeads(store.db)).toBe(0);
    } finally {
      await cleanup();
    }
  });
});
