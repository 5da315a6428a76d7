/**
 * A store that cannot write (the disk is full): every lead post is a 500 that logs the real cause,
 * and the health check says the store cannot write until it can again. SQLITE_FULL is produced
 * the way a full disk produces it, by capping the database's size (PRAGMA max_page_count).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from './better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '@/server/log';
import { SQLITE_FILE_NAME, sqliteStoreOn } from './open-store';
import { tokenFingerprint } from '@/server/studio/studio-sessions';
import { createTestApp, postJson, validBodies } from '@/server/testing/test-app';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  vi.restoreAllMocks();
});

async function cappedStore() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-full-'));
  const database = new BetterSqlite3(path.join(dir, SQLITE_FILE_NAME));
  database.pragma('journal_mode = WAL');
  const store = sqliteStoreOn(database, dir);
  await store.migrate();
  const pages = Number(database.pragma('page_count', { simple: true }));
  database.pragma(`max_page_count = ${pages + 2}`);
  cleanups.push(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { store, database, pages };
}

describe('a full disk', { timeout: 30_000 }, () => {
  it('answers 500, logs the real cause, and health reports that the store cannot write until it can', async () => {
    const logged = captureLogs();
    const { store, database, pages } = await cappedStore();
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const app = createTestApp(store, { now: () => new Date(clock) });

    expect(await (await app.request('/api/health')).json()).toEqual({ ok: true, db: 'up', write: 'ok', integrity: 'ok', disk: 'ok', message: 'OK' });
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const response = await postJson(app, '/api/contact.js', { ...validBodies.contact, message: `${index} ${'x'.repeat(4_000)}` });
      statuses.push(response.status);
    }
    expect(statuses).toContain(500);
    expect(statuses.slice(statuses.indexOf(500))).toEqual(Array(statuses.length - statuses.indexOf(500)).fill(500));
    logged.restore();
    const logs = logged.text();
    expect(logs).toContain('database or disk is full');
    expect(logs).not.toContain('cannot rollback');

    const down = await app.request('/api/health');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ ok: false, db: 'up', write: 'failing', integrity: 'ok', disk: 'ok', message: 'The database cannot store new leads' });

    // Space again: the next health check (after its probe interval) sees that writes work.
    database.pragma(`max_page_count = ${pages + 1_000}`);
    clock += 10_000;
    const up = await app.request('/api/health');
    expect(await up.json()).toEqual({ ok: true, db: 'up', write: 'ok', integrity: 'ok', disk: 'ok', message: 'OK' });
    expect(up.status).toBe(200);
    expect((await postJson(app, '/api/contact.js', validBodies.contact)).status).toBe(200);
  });
});

describe('a full disk met outside a lead', { timeout: 30_000 }, () => {
  it('(a studio sign-in whose session cannot be written) turns health to 503 too', async () => {
    const { store, database } = await cappedStore();
    const ADMIN_TOKEN = 'uhkD0udCdTxY/a0FqfDH5NHrdV0YLIu8';
    // The file may not grow, and the sessions' pages are full (of live sessions, which a sign-in
    // keeps; written on a connection of their own, unseen by the server's health): the next
    // session needs a page it cannot have.
    database.pragma(`max_page_count = ${Number(database.pragma('page_count', { simple: true }))}`);
    const insert = database.prepare('insert into studio_sessions (id_hash, token_fingerprint, created_at, expires_at) values (?, ?, ?, ?)');
    for (let index = 0; ; index += 1) {
      try {
        insert.run(`${index}`.padStart(64, '0'), tokenFingerprint(ADMIN_TOKEN), '2099-01-01T00:00:00.000Z', '2099-01-02T00:00:00.000Z');
      } catch (error) {
        expect((error as { code?: string }).code).toBe('SQLITE_FULL');
        break;
      }
    }
    const app = createTestApp(store, { env: { ADMIN_TOKEN } });
    expect((await app.request('/api/health')).status).toBe(200);
    const signIn = await app.request('/api/studio/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: JSON.stringify({ passphrase: ADMIN_TOKEN }),
    });
    expect(signIn.status).toBe(500);
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false, db: 'up', write: 'failing', integrity: 'ok', disk: 'ok', message: 'The database cannot store new leads' });
  });
});
