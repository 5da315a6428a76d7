/**
 * The store the server writes, opened by the operator's commands only when it is there. Opening
 * a missing SQLite file would create an empty one, and the command would answer "No leads yet."
 * about the wrong database: run without the server's settings, that is worse than an error.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { SQLITE_FILE_NAME, openPostgresStore, openSqliteStore } from './open-store';
import type { Store } from './open-store';
import { closeReadOnly, hasLeadsTable, openReadOnly } from './sqlite-file';

/** A command that will not do what was asked, with what to do instead: printed as it is, exit code 1. */
export class StoreRefusal extends Error {}

/** The SQLite database of a DATA_DIR, as an absolute path. */
export function sqliteDatabaseFile(dataDir: string): string {
  return path.join(path.resolve(dataDir), SQLITE_FILE_NAME);
}

/** How to point a command at the server's store, said whenever it looked in the wrong place. */
function whereSettingsComeFrom(cwd: string): string {
  return [
    'Point it at the store the server uses:',
    `  DATA_DIR=<the server's data folder, holding ${SQLITE_FILE_NAME}>`,
    '  DATABASE_URL=postgres://...  when the server uses PostgreSQL',
    `set in the environment or in a .env file in ${cwd} (the folder this runs from; ENV_FILE names another file).`,
  ].join('\n');
}

export function noSqliteDatabaseMessage(file: string, cwd: string = process.cwd()): string {
  return `No leads database at ${file}: nothing was read or created there.\n${whereSettingsComeFrom(cwd)}`;
}

/** Which PostgreSQL database a URL names, for messages: host, port, database and user, never the password. */
export function describePostgresTarget(connectionString: string): string {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    return 'the PostgreSQL database in DATABASE_URL (not a URL)';
  }
  const user = decodeURIComponent(url.username);
  // libpq's defaults: a socket host may come as ?host=, the database is named after the user.
  const host = url.searchParams.get('host') ?? (url.hostname || 'localhost');
  const database = decodeURIComponent(url.pathname.slice(1)) || user || 'postgres';
  return `PostgreSQL database "${database}" on ${host}:${url.port || '5432'}${user ? ` as user "${user}"` : ''}`;
}

export function noPostgresTablesMessage(connectionString: string, cwd: string = process.cwd()): string {
  return [
    `The ${describePostgresTarget(connectionString)} has no leads table: the server creates it when it first starts there.`,
    'Nothing was created.',
    whereSettingsComeFrom(cwd),
  ].join('\n');
}

/** A word for a shell command line, quoted when it needs to be. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

export function postgresBackupAdvice(file: string): string {
  return [
    'The leads store is PostgreSQL (DATABASE_URL is set): --backup copies the SQLite store only.',
    'Back PostgreSQL up with its own tool, which takes a consistent snapshot while the server runs:',
    `  pg_dump -Fc "$DATABASE_URL" -f ${shellWord(file)}`,
  ].join('\n');
}

export function postgresRestoreAdvice(file: string): string {
  return [
    'The leads store is PostgreSQL (DATABASE_URL is set): --restore replaces the SQLite store only.',
    "Restore a pg_dump -Fc file with PostgreSQL's own tool, with the server stopped:",
    `  pg_restore --clean --if-exists -d "$DATABASE_URL" ${shellWord(file)}`,
  ].join('\n');
}

async function openExistingPostgresStore(connectionString: string, cwd: string): Promise<Store> {
  const store = openPostgresStore(connectionString);
  let present: boolean;
  try {
    const { rows } = await sql<{ present: boolean }>`select to_regclass('leads') is not null as present`.execute(store.db);
    present = rows[0]?.present === true;
  } catch (error) {
    await store.close();
    throw new StoreRefusal(`Could not read the ${describePostgresTarget(connectionString)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!present) {
    await store.close();
    throw new StoreRefusal(noPostgresTablesMessage(connectionString, cwd));
  }
  return store;
}

/** The SQLite database at `file` if it is one with a leads table; checked read-only, so a refusal changes nothing. */
function assertSqliteLeadsDatabase(file: string, cwd: string): void {
  if (!existsSync(file)) throw new StoreRefusal(noSqliteDatabaseMessage(file, cwd));
  let db;
  try {
    db = openReadOnly(file);
    if (!hasLeadsTable(db))
      throw new StoreRefusal(`${file} is a SQLite database without a leads table: not the server's store.\n${whereSettingsComeFrom(cwd)}`);
  } catch (error) {
    if (error instanceof StoreRefusal) throw error;
    throw new StoreRefusal(`${file} could not be read as a SQLite database: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    if (db) closeReadOnly(db);
  }
}

/**
 * The configured store (PostgreSQL when DATABASE_URL is set, otherwise DATA_DIR's SQLite file), when
 * it exists and holds the leads table; otherwise a StoreRefusal naming where it looked.
 */
export async function openExistingStore(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }, cwd: string = process.cwd()): Promise<Store> {
  if (config.DATABASE_URL) return openExistingPostgresStore(config.DATABASE_URL, cwd);
  const file = sqliteDatabaseFile(config.DATA_DIR);
  assertSqliteLeadsDatabase(file, cwd);
  return openSqliteStore(path.dirname(file));
}
