/**
 * A SQLite leads database as a file: what the operator's commands (`npm run leads`, --backup,
 * --restore) check before they read, copy or replace one. They never create a database: the
 * server does, when it starts.
 */
import { closeSync, existsSync, fsyncSync, openSync } from 'node:fs';
import path from 'node:path';
import type { SqliteDatabase } from './better-sqlite3';
import BetterSqlite3 from './better-sqlite3';

/** How long a read waits for a writer's lock (a WAL checkpoint, a recovery) before failing. */
const READ_BUSY_TIMEOUT_MS = 5_000;

/**
 * The files SQLite keeps beside a database: the WAL and its index while a connection has it open
 * (removed when the last one closes cleanly), and a rollback journal only if a write was cut off.
 * Each belongs to its database: beside another one it would be replayed into it.
 */
export const SQLITE_SIDE_FILE_SUFFIXES = ['-wal', '-shm', '-journal'] as const;

/** The side files that exist beside `file`. */
export function existingSideFiles(file: string): string[] {
  return SQLITE_SIDE_FILE_SUFFIXES.map((suffix) => `${file}${suffix}`).filter((sideFile) => existsSync(sideFile));
}

/** A read-only connection to an existing file: it can never create or change a database. */
export function openReadOnly(file: string): SqliteDatabase {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  db.pragma(`busy_timeout = ${READ_BUSY_TIMEOUT_MS}`);
  return db;
}

/**
 * Closes a read-only connection, then lets SQLite tidy up after it. A read-only connection to a WAL
 * database nobody else has open creates the -wal and -shm files but cannot delete them; they would
 * then look like a running (or crashed) server. A normal connection that reads and closes deletes
 * them when it is the last one, and leaves them alone otherwise (while the server runs). It writes
 * nothing.
 */
export function closeReadOnly(db: SqliteDatabase): void {
  const file = db.name;
  db.close();
  if (!existsSync(`${file}-wal`) && !existsSync(`${file}-shm`)) return;
  const tidy = new BetterSqlite3(file, { fileMustExist: true });
  try {
    tidy.pragma(`busy_timeout = ${READ_BUSY_TIMEOUT_MS}`);
    tidy.prepare('select count(*) from sqlite_master').get();
  } finally {
    tidy.close();
  }
}

/** PRAGMA integrity_check's findings: none when the file is sound (the check answers the single row "ok"). */
export function integrityFindings(db: SqliteDatabase): string[] {
  const findings = (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => String(row.integrity_check));
  return findings.length === 1 && findings[0] === 'ok' ? [] : findings;
}

export function hasLeadsTable(db: SqliteDatabase): boolean {
  return db.prepare("select 1 from sqlite_master where type = 'table' and name = 'leads'").get() !== undefined;
}

export function countLeadRows(db: SqliteDatabase): number {
  return (db.prepare('select count(*) as count from leads').get() as { count: number }).count;
}

export type OpenCheck = { open: false } | { open: true } | { open: 'unknown'; reason: string };

/**
 * Whether another process has the database open, asked of SQLite's own locks. The file's -wal and
 * -shm tell the same while a process runs, but also stay after a crash; the locks do not (the
 * system releases a dead process's locks), and they are what SQLite itself trusts.
 *
 * In WAL mode every open connection that has read holds a shared lock on the database file until
 * it closes (that is how the last one knows to delete the WAL). A connection in exclusive locking
 * mode takes an exclusive lock on the file when it first reads, so with no waiting (busy_timeout 0)
 * it fails with SQLITE_BUSY at once while any other process has the database open; BEGIN EXCLUSIVE
 * asks for the same lock in rollback mode. If this probe gets the lock, no process had the file
 * open at that moment. Closing the probe checkpoints a WAL a crash left behind into the file, as
 * the next server start would.
 */
export function checkOpenElsewhere(file: string): OpenCheck {
  let probe: SqliteDatabase | undefined;
  try {
    probe = new BetterSqlite3(file, { fileMustExist: true });
    probe.pragma('busy_timeout = 0');
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.prepare('select count(*) from sqlite_master').get();
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return { open: false };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') return { open: true };
    return { open: 'unknown', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    probe?.close();
  }
}

/** Flushes a file, then its folder (so a rename into it survives a power cut too). */
export function syncToDisk(file: string): void {
  for (const target of [file, path.dirname(file)]) {
    const descriptor = openSync(target, 'r');
    try {
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
  }
}
