import { mkdirSync, statfsSync } from 'node:fs';
import path from 'node:path';
import type { SqliteDatabase } from './better-sqlite3';
import BetterSqlite3 from './better-sqlite3';
import type { LogEvent } from 'kysely';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { log } from '@/server/log';
import { describeError } from '@/server/safe-log';
import { migrateToLatest } from './migrations';
import type { Database } from './schema';
import { quickCheckInWorker } from './quick-check-worker';
import { SqliteDialectKeepingErrors } from './sqlite-driver';
import { StoreHealth, isCorruption } from './store-health';

export const SQLITE_FILE_NAME = 'leads.sqlite';
/** How long a SQLite write waits for another process's lock (e.g. `npm run leads`) before failing. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;
const POSTGRES_POOL_SIZE = 10;
const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;

export type StoreDialect = 'sqlite' | 'postgres';

/** The database the server writes leads to; passed into the app so tests can use a temporary one. */
export interface Store {
  readonly db: Kysely<Database>;
  readonly dialect: StoreDialect;
  /** Runs pending migrations; the server calls it before it listens. */
  migrate(): Promise<void>;
  /** A real round trip to the database, for the health check. */
  isHealthy(): Promise<boolean>;
  /**
   * What the store's own work found: whether it can write (a full disk still reads), and whether
   * it is damaged. Every query that fails, wherever it runs, is told to it.
   */
  readonly health: StoreHealth;
  /** Problems a quick integrity check finds in the database file (SQLite's PRAGMA quick_check); none when sound. */
  checkIntegrity(): Promise<string[]>;
  /** The same check on a connection of its own in a worker thread, so a large file does not hold up requests meanwhile. */
  checkIntegrityInBackground(): Promise<string[]>;
  /** Free and total bytes of the file system the embedded store lives on; undefined for PostgreSQL (its disk is its own). */
  diskSpace(): Promise<DiskSpace | undefined>;
  close(): Promise<void>;
}

export interface DiskSpace {
  /** Bytes an unprivileged process may still write. */
  free: number;
  total: number;
}

/** Kysely's log, keeping only failed queries: each is told to the store's health. */
function reportFailuresTo(health: () => StoreHealth): (event: LogEvent) => void {
  return (event) => {
    if (event.level === 'error') health().noticed(event.error);
  };
}

/**
 * The free space of the file system holding `dataDir`. statfs reads counters the kernel keeps (no
 * disk access), in microseconds: asked directly, the health check answers in the same turn of the
 * event loop instead of waiting behind whatever else runs (an export's next page).
 */
async function diskSpaceOf(dataDir: string): Promise<DiskSpace> {
  const stats = statfsSync(dataDir);
  return { free: stats.bavail * stats.bsize, total: stats.blocks * stats.bsize };
}

/** Beside the database: held (as an exclusive SQLite lock) while one process migrates. */
export const SQLITE_MIGRATION_LOCK_FILE = 'leads.sqlite-migration.lock';
/** How long a starting process waits for another one's migration before giving up. */
const MIGRATION_LOCK_TIMEOUT_MS = 30_000;
const MIGRATION_LOCK_POLL_MS = 25;

/**
 * Runs `work` while holding an exclusive lock on `lockPath`, a SQLite file used only as a lock:
 * SQLite's own file locking serialises processes, and the operating system releases the lock if
 * the holder dies. Polled, not waited for with busy_timeout, which would block this process's
 * event loop (and with it any other store of this process that holds the lock).
 */
async function withSqliteFileLock<T>(lockPath: string, work: () => Promise<T>): Promise<T> {
  const lock = new BetterSqlite3(lockPath);
  try {
    lock.pragma('busy_timeout = 0');
    const deadline = Date.now() + MIGRATION_LOCK_TIMEOUT_MS;
    for (;;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (error) {
        const busy = (error as { code?: unknown }).code === 'SQLITE_BUSY';
        if (!busy) throw error;
        if (Date.now() > deadline) {
          throw new Error(`Another process held the migration lock (${lockPath}) for over ${MIGRATION_LOCK_TIMEOUT_MS / 1000} s`, { cause: error });
        }
        await new Promise((resolve) => setTimeout(resolve, MIGRATION_LOCK_POLL_MS));
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}

/** Bigger than a page, so the probe needs new pages as a lead does. */
const PROBE_PAD = 'x'.repeat(8 * 1024);

/** A write like a lead's (new pages, a commit), leaving nothing behind. */
async function probeWrite(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const id = crypto.randomUUID();
    await trx.insertInto('store_probe').values({ id, pad: PROBE_PAD }).execute();
    await trx.deleteFrom('store_probe').where('id', '=', id).execute();
  });
}

/** PRAGMA quick_check's findings: the single row 'ok' when the file is sound. */
async function sqliteQuickCheck(db: Kysely<Database>): Promise<string[]> {
  let rows: { quick_check: string }[];
  try {
    ({ rows } = await sql<{ quick_check: string }>`pragma quick_check`.execute(db));
  } catch (error) {
    // A file damaged badly enough fails the check itself ("database disk image is malformed").
    if (isCorruption(error)) return [error instanceof Error ? error.message : String(error)];
    throw error;
  }
  const findings = rows.map((row) => String(row.quick_check));
  return findings.length === 1 && findings[0] === 'ok' ? [] : findings;
}

interface StoreParts {
  db: Kysely<Database>;
  health: StoreHealth;
  dialect: StoreDialect;
  migrate: () => Promise<void>;
  /** The embedded store's folder and file; none for PostgreSQL, which guards its own files (and has no cheap whole-database check). */
  sqlite?: { dataDir: string; file: string };
}

function storeOf({ db, health, dialect, migrate, sqlite }: StoreParts): Store {
  let closed: Promise<void> | undefined;
  return {
    db,
    dialect,
    migrate,
    checkIntegrity: async () => (sqlite ? sqliteQuickCheck(db) : []),
    checkIntegrityInBackground: async () => (sqlite ? quickCheckInWorker(sqlite.file) : []),
    diskSpace: async () => (sqlite ? diskSpaceOf(sqlite.dataDir) : undefined),
    health,
    async isHealthy() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close() {
      closed ??= db.destroy();
      return closed;
    },
  };
}

/**
 * The embedded store: one SQLite file in `dataDir`. WAL lets readers run beside the writer;
 * synchronous=FULL makes a commit survive a power cut, which is what a 200 promises.
 */
export function openSqliteStore(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true });
  const database = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  database.pragma('foreign_keys = ON');
  return sqliteStoreOn(database, dataDir);
}

/** The store over an open SQLite connection whose file lives in `dataDir` (tests set their own pragmas). */
export function sqliteStoreOn(database: SqliteDatabase, dataDir: string): Store {
  const db: Kysely<Database> = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(database), log: reportFailuresTo(() => health) });
  const health: StoreHealth = new StoreHealth(() => probeWrite(db));
  // Kysely's migrator locks nothing across SQLite processes: two starting at once both created the tables.
  const migrate = () => withSqliteFileLock(path.join(dataDir, SQLITE_MIGRATION_LOCK_FILE), () => migrateToLatest(db as unknown as Kysely<unknown>));
  return storeOf({ db, health, dialect: 'sqlite', migrate, sqlite: { dataDir, file: database.name } });
}

export function openPostgresStore(connectionString: string): Store {
  const pool = new pg.Pool({
    connectionString,
    max: POSTGRES_POOL_SIZE,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', (error) => log.error('PostgreSQL pool error', { error: describeError(error) }));
  const db: Kysely<Database> = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: reportFailuresTo(() => health) });
  const health: StoreHealth = new StoreHealth(() => probeWrite(db));
  // Kysely's migrator holds a PostgreSQL advisory lock while it migrates: processes take turns.
  return storeOf({ db, health, dialect: 'postgres', migrate: () => migrateToLatest(db as unknown as Kysely<unknown>) });
}

/** PostgreSQL when DATABASE_URL is set, otherwise SQLite in DATA_DIR. */
export function openStore(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }): Store {
  return config.DATABASE_URL ? openPostgresStore(config.DATABASE_URL) : openSqliteStore(path.resolve(config.DATA_DIR));
}
