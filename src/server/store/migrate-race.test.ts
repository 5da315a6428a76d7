/**
 * Several server processes starting at once on a fresh database must all come up on one schema:
 * migrations are serialised across processes (a lock file for SQLite, an advisory lock for
 * PostgreSQL). Separate stores stand for separate processes; the child-process case runs the real thing.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { countLeads } from '@/server/leads/lead-store';
import type { Store } from './open-store';
import { openPostgresStore, openSqliteStore } from './open-store';
import { scratchPostgresUrl } from '@/server/testing/test-app';

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const run = promisify(execFile);
const STORES = 6;

async function migrateTogether(open: () => Store): Promise<void> {
  const stores = Array.from({ length: STORES }, open);
  try {
    const results = await Promise.allSettled(stores.map((store) => store.migrate()));
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(Array(STORES).fill('ok'));
    for (const store of stores) expect(await countLeads(store.db)).toBe(0);
  } finally {
    await Promise.all(stores.map((store) => store.close()));
  }
}

describe('migrations started at once', { timeout: 60_000 }, () => {
  it('all succeed on one fresh SQLite folder', async () => {
    for (let round = 0; round < 5; round += 1) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-migrate-'));
      try {
        await migrateTogether(() => openSqliteStore(dir));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it('all succeed from separate processes on one fresh SQLite folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-migrate-'));
    const script =
      "const { openSqliteStore } = await import('./src/server/store/open-store.ts'); const s = openSqliteStore(process.env.DATA_DIR); await s.migrate(); await s.close();";
    try {
      const runs = await Promise.allSettled(
        Array.from({ length: 4 }, () =>
          run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: PROJECT_DIR, env: { ...process.env, DATA_DIR: dir } }),
        ),
      );
      expect(runs.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)('all succeed on one fresh PostgreSQL database', async () => {
    for (let round = 0; round < 3; round += 1) {
      const fresh = await scratchPostgresUrl(url ?? '', 'migrate_race');
      await migrateTogether(() => openPostgresStore(fresh));
    }
  });
});
