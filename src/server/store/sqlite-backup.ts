/**
 * Backup and restore of the SQLite store, for `npm run leads -- --backup FILE` and `--restore FILE`.
 *
 * A backup is taken while the server runs, through SQLite's online backup API on a read-only
 * connection: it copies one consistent snapshot (WAL lets the server keep writing meanwhile), never
 * a half-written file as `cp` could. It is written beside FILE first and renamed into place once
 * it passes PRAGMA integrity_check, so a failed run never replaces a good backup.
 *
 * A restore runs with the server stopped: it checks the backup, moves the current database aside
 * (nothing is deleted) and puts a checked copy in its place.
 */
import { chmodSync, chownSync, existsSync, mkdirSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SqliteDatabase } from './better-sqlite3';
import BetterSqlite3 from './better-sqlite3';
import { StoreRefusal } from './existing-store';
import {
  SQLITE_SIDE_FILE_SUFFIXES,
  checkOpenElsewhere,
  closeReadOnly,
  countLeadRows,
  existingSideFiles,
  hasLeadsTable,
  integrityFindings,
  openReadOnly,
  syncToDisk,
} from './sqlite-file';

/**
 * Pages per backup step: all of them. SQLite restarts a backup copied in several steps whenever
 * another connection writes in between, which under a steady stream of leads could go on for
 * ever; one step copies one snapshot, and in WAL mode the server's writes go on beside it.
 */
const ALL_PAGES = 0x7fffffff;
/** Backups hold personal data (and the server's secrets): readable by their owner only. */
const BACKUP_FILE_MODE = 0o600;
/** Integrity findings quoted in a message; the rest are counted. */
const FINDINGS_SHOWN = 5;

export interface BackupResult {
  /** The backup written, as an absolute path. */
  file: string;
  leads: number;
}

export interface RestoreResult {
  /** The database replaced, as an absolute path. */
  database: string;
  leads: number;
  /** Where the database it replaced (and its side files) went; empty when there was none. */
  movedAside: string[];
}

function findingsText(findings: string[]): string {
  const more = findings.length > FINDINGS_SHOWN ? ` (and ${findings.length - FINDINGS_SHOWN} more)` : '';
  return `${findings.slice(0, FINDINGS_SHOWN).join('; ')}${more}`;
}

function sameFile(a: string, b: string): boolean {
  return existsSync(a) && existsSync(b) && realpathSync(a) === realpathSync(b);
}

/** A file and its side files gone, e.g. a copy that failed half-way. */
function removeWithSideFiles(file: string): void {
  for (const target of [file, ...SQLITE_SIDE_FILE_SUFFIXES.map((suffix) => `${file}${suffix}`)]) rmSync(target, { force: true });
}

/** Copies `source` (one snapshot) into the new file `destination`. */
async function copyDatabase(source: SqliteDatabase, destination: string): Promise<void> {
  removeWithSideFiles(destination);
  await source.backup(destination, { progress: () => ALL_PAGES });
}

/**
 * Copies the opened `source` into `destination` after `prepare` (which may refuse), always closing
 * the source; a copy that fails, or is refused, leaves no file behind.
 */
async function copyInto(source: SqliteDatabase, destination: string, prepare: (source: SqliteDatabase) => void): Promise<void> {
  try {
    prepare(source);
    await copyDatabase(source, destination);
  } catch (error) {
    removeWithSideFiles(destination);
    throw error;
  } finally {
    closeReadOnly(source);
  }
}

/**
 * Checks a copy just written and counts its leads. It is switched to rollback-journal mode first:
 * the copy keeps the WAL flag of its source, and a WAL file read later (even read-only) grows -wal
 * and -shm files beside it; a backup should be one self-contained file. The server sets WAL again
 * when it opens a restored one.
 */
function checkCopy(file: string): { leads: number; findings: string[] } {
  const db = new BetterSqlite3(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
    const findings = integrityFindings(db);
    return { findings, leads: findings.length === 0 ? countLeadRows(db) : 0 };
  } finally {
    db.close();
  }
}

/** Backs up the SQLite database `databaseFile` (which must exist) to `destination`. */
export async function backupSqliteStore(databaseFile: string, destination: string, options: { force: boolean }): Promise<BackupResult> {
  const file = path.resolve(destination);
  if (sameFile(file, databaseFile)) throw new StoreRefusal(`${file} is the database itself: name another file for the backup.`);
  const existing = [file, ...existingSideFiles(file)].filter((target) => existsSync(target));
  if (existing.length > 0 && !options.force) {
    throw new StoreRefusal(`${existing.join(' and ')} already exists: name a new file for the backup, or add --force to replace it.`);
  }
  if (!existsSync(path.dirname(file))) throw new StoreRefusal(`The folder ${path.dirname(file)} does not exist: create it first.`);

  const partial = `${file}.partial-${process.pid}`;
  await copyInto(openReadOnly(databaseFile), partial, (source) => {
    if (!hasLeadsTable(source)) throw new StoreRefusal(`${databaseFile} has no leads table: not the server's store.`);
  });
  try {
    const { leads, findings } = checkCopy(partial);
    if (findings.length > 0) throw new Error(`The backup failed PRAGMA integrity_check (${findingsText(findings)}); nothing was written to ${file}.`);
    chmodSync(partial, BACKUP_FILE_MODE);
    syncToDisk(partial);
    // The replaced file's -wal or -journal would be replayed into the new one when it is opened.
    for (const sideFile of existingSideFiles(file)) rmSync(sideFile, { force: true });
    renameSync(partial, file);
    syncToDisk(file);
    return { file, leads };
  } catch (error) {
    removeWithSideFiles(partial);
    throw error;
  }
}

/** The backup at `file`, opened read-only once it is known to be a sound SQLite leads database. */
function openCheckedBackup(file: string): SqliteDatabase {
  if (!existsSync(file)) throw new StoreRefusal(`No file at ${file}: nothing was restored.`);
  let source: SqliteDatabase | undefined;
  try {
    source = openReadOnly(file);
    if (!hasLeadsTable(source))
      throw new StoreRefusal(`${file} is a SQLite database without a leads table: not a backup of the leads store. Nothing was restored.`);
    const findings = integrityFindings(source);
    if (findings.length > 0) throw new StoreRefusal(`${file} fails PRAGMA integrity_check (${findingsText(findings)}): nothing was restored.`);
    return source;
  } catch (error) {
    if (source) closeReadOnly(source);
    if (error instanceof StoreRefusal) throw error;
    throw new StoreRefusal(`${file} is not a readable SQLite database (${error instanceof Error ? error.message : String(error)}): nothing was restored.`);
  }
}

/**
 * Refuses to replace `databaseFile` while a process may have it open. Two signs, checked in turn:
 * - its -wal/-shm (or -journal) files: SQLite deletes them when the last connection closes cleanly,
 *   so they mean a process has it open, or one stopped without closing it (a crash, a kill -9).
 *   --force skips this sign, for after a crash.
 * - SQLite's own lock (checkOpenElsewhere): held only by a live process, so --force never skips it.
 *   A database too damaged for that check is replaced only with --force.
 */
function assertNotOpen(databaseFile: string, force: boolean, command: string): void {
  const sideFiles = existingSideFiles(databaseFile);
  if (sideFiles.length > 0 && !force) {
    throw new StoreRefusal(
      [
        `${sideFiles.join(' and ')} exist${sideFiles.length === 1 ? 's' : ''}: the server (or another ${command}) has the database open,`,
        'or it stopped without closing it. Stop the server and run this again; if it crashed, add --force.',
        'Nothing was changed.',
      ].join('\n'),
    );
  }
  if (!existsSync(databaseFile)) return;
  const check = checkOpenElsewhere(databaseFile);
  if (check.open === true) {
    throw new StoreRefusal(`A running process (the server, or another ${command}) has ${databaseFile} open: stop it first. Nothing was changed.`);
  }
  if (check.open === 'unknown' && !force) {
    throw new StoreRefusal(
      `Could not tell whether a process has ${databaseFile} open (${check.reason}). Stop the server; if you are sure it is stopped, add --force. Nothing was changed.`,
    );
  }
}

/** The restored file should belong to whoever owned the one it replaces (the server's user, when restoring as root). */
function takeOverOwnership(file: string, previous: string): void {
  const { mode, uid, gid } = statSync(previous);
  chmodSync(file, mode & 0o777);
  if (process.getuid?.() === 0) chownSync(file, uid, gid);
}

/** A name for the replaced database: `leads.sqlite.before-restore-2030-03-01T10-00-00-000Z`. */
export function movedAsideName(databaseFile: string, now: Date): string {
  return `${databaseFile}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
}

/** Moves the database and its side files aside, side files keeping their suffix so SQLite pairs them again. */
function moveAside(databaseFile: string, aside: string): string[] {
  const moved: string[] = [];
  for (const suffix of ['', ...SQLITE_SIDE_FILE_SUFFIXES]) {
    if (!existsSync(`${databaseFile}${suffix}`)) continue;
    renameSync(`${databaseFile}${suffix}`, `${aside}${suffix}`);
    moved.push(`${aside}${suffix}`);
  }
  return moved;
}

/**
 * Replaces the SQLite database `databaseFile` with a checked copy of the backup `backupFile`. The
 * database need not exist (a new machine): its folder is created then.
 */
export async function restoreSqliteStore(
  databaseFile: string,
  backupFile: string,
  options: { force: boolean; now: Date; /** The command running this, named in its refusals (another one may hold the database). */ command: string },
): Promise<RestoreResult> {
  const file = path.resolve(backupFile);
  if (sameFile(file, databaseFile)) throw new StoreRefusal(`${file} is the database itself: nothing to restore.`);
  const partial = `${databaseFile}.restoring-${process.pid}`;
  await copyInto(openCheckedBackup(file), partial, () => {
    assertNotOpen(databaseFile, options.force, options.command);
    mkdirSync(path.dirname(databaseFile), { recursive: true });
  });
  try {
    const copy = checkCopy(partial);
    if (copy.findings.length > 0) throw new Error(`The copy of ${file} failed PRAGMA integrity_check (${findingsText(copy.findings)}); nothing was changed.`);
    if (existsSync(databaseFile)) takeOverOwnership(partial, databaseFile);
    syncToDisk(partial);
    // Again: the server may have been started while the copy was made.
    assertNotOpen(databaseFile, options.force, options.command);
    const aside = movedAsideName(databaseFile, options.now);
    if (existsSync(aside)) throw new StoreRefusal(`${aside} already exists: nothing was changed.`);
    const movedAside = moveAside(databaseFile, aside);
    renameSync(partial, databaseFile);
    syncToDisk(databaseFile);
    return { database: databaseFile, leads: copy.leads, movedAside };
  } catch (error) {
    removeWithSideFiles(partial);
    throw error;
  }
}
