/**
 * A nearly full disk is said before a lead fails: on a small tmpfs of its own (the real file
 * system, not a capped database), health answers 503 "disk: low" with the reason once free space
 * falls below the threshold (64 MiB, or 1 % of the file system when that is less), while leads are
 * still stored; on a full disk a lead fails and health says the store cannot write; with space
 * again it is healthy. Mounting needs root (or CAP_SYS_ADMIN): without it the test is skipped, and says why.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freeSpaceThreshold } from './disk-space';
import { openSqliteStore } from './open-store';
import { createTestApp, postJson, validBodies } from '@/server/testing/test-app';

const TMPFS_SIZE = '16m';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh tmpfs, or why none could be mounted. */
function mountTmpfs(): { dir: string } | { refused: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-tmpfs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE}`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const detail = (error as { stderr?: Buffer }).stderr?.toString().trim() || (error instanceof Error ? error.message : String(error));
    return { refused: detail };
  }
  cleanups.push(() => {
    execFileSync('umount', [dir]);
    rmSync(dir, { recursive: true, force: true });
  });
  return { dir };
}

function freeBytes(dir: string): { free: number; total: number } {
  const stats = statfsSync(dir);
  return { free: stats.bavail * stats.bsize, total: stats.blocks * stats.bsize };
}

/** Writes a file of about `bytes` (in 64 KiB pieces), or until the disk is full; returns its path. */
function fill(dir: string, name: string, bytes: number): string {
  const file = path.join(dir, name);
  const handle = openSync(file, 'w');
  const piece = Buffer.alloc(64 * 1024, 0x20);
  try {
    for (let written = 0; written < bytes;) {
      const size = Math.min(piece.length, bytes - written);
      try {
        written += writeSync(handle, piece, 0, size);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
        throw error;
      }
    }
  } finally {
    closeSync(handle);
  }
  return file;
}

describe('a nearly full disk', { timeout: 30_000 }, () => {
  it('turns health to 503 (disk: low) before a lead fails, and back once there is space', async (context) => {
    const mounted = mountTmpfs();
    if ('refused' in mounted) {
      console.warn(`Skipped: a tmpfs could not be mounted here (${mounted.refused}); run as root to check a nearly full disk.`);
      context.skip(`a tmpfs could not be mounted: ${mounted.refused}`);
      return;
    }
    const store = openSqliteStore(path.join(mounted.dir, 'data'));
    await store.migrate();
    cleanups.push(() => store.close());
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const app = createTestApp(store, { now: () => new Date(clock) });
    const health = async () => {
      const response = await app.request('/api/health');
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    expect(await health()).toEqual({ status: 200, body: { ok: true, db: 'up', write: 'ok', integrity: 'ok', disk: 'ok', message: 'OK' } });

    // Below the threshold (1 % of 16 MiB: 0.2 MiB), with room left for a few leads.
    const { free, total } = freeBytes(mounted.dir);
    const threshold = freeSpaceThreshold(total, { minFreeMb: 64, minFreePercent: 1 });
    expect(threshold).toBeCloseTo(total / 100, 0);
    const filler = fill(mounted.dir, 'filler', free - 100 * 1024);
    expect(await health()).toEqual({
      status: 503,
      body: {
        ok: false,
        db: 'up',
        write: 'ok',
        integrity: 'ok',
        disk: 'low',
        message: `Only 0.1 MiB free where the database is (below ${(threshold / 1024 / 1024).toFixed(1)} MiB): free some space before leads can no longer be stored`,
      },
    });
    // Said before writes fail: leads are still stored.
    expect((await postJson(app, '/api/contact.js', validBodies.contact)).status).toBe(200);

    // Full: a lead cannot be stored, and health says the store cannot write.
    const rest = fill(mounted.dir, 'rest', 1024 * 1024 * 1024);
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      statuses.push((await postJson(app, '/api/contact.js', { ...validBodies.contact, message: `${index} ${'x'.repeat(4_000)}` })).status);
    }
    expect(statuses).toContain(500);
    const full = await health();
    expect(full.status).toBe(503);
    expect(full.body).toMatchObject({ ok: false, write: 'failing', disk: 'low' });

    // Space again: the next health check (after its probe interval) is 200.
    rmSync(rest);
    rmSync(filler);
    clock += 10_000;
    expect(await health()).toEqual({ status: 200, body: { ok: true, db: 'up', write: 'ok', integrity: 'ok', disk: 'ok', message: 'OK' } });
  });
});
