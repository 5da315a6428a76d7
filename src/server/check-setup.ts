/**
 * `node server/main.js --check` (and `npm start -- --check`): what a start would find, said without
 * starting. It reads the configuration as a start does (ENV_FILE or .env, then the environment),
 * says whether the built site fits it and where the database stands, and exits: 0 when a start
 * would get as far as listening, 1 otherwise. It listens on nothing and writes nothing: a SQLite
 * database is opened read-only (a missing one is not created, nor its folder), PostgreSQL is only
 * read.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import type { Config } from './config';
import { ConfigError, loadConfig } from './config';
import { loadEnvFile } from './env-file';
import { setLogLevel } from './log';
import { sqliteDriverProblem } from './store/better-sqlite3';
import { describePostgresTarget, sqliteDatabaseFile } from './store/existing-store';
import type { MigrationState } from './store/migrations';
import { migrationNames, migrationState } from './store/migrations';
import { openPostgresStore } from './store/open-store';
import { closeReadOnly, existingSideFiles, openReadOnly } from './store/sqlite-file';

/** A read-only connection to a SQLite file, as sqlite-file.ts opens one. */
type SqliteConnection = ReturnType<typeof openReadOnly>;

/** One thing checked: what was found, and whether a start would get past it. */
export interface Finding {
  ok: boolean;
  /** Whole lines, `topic: what was found`. */
  lines: string[];
}

/** Integrity findings quoted; the rest are counted. */
const FINDINGS_SHOWN = 3;

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function migrationLines(state: MigrationState): Finding {
  const lines = [`migrations pending: ${state.pending.length === 0 ? 'none' : state.pending.join(', ')}`];
  if (state.unknown.length === 0) return { ok: true, lines };
  lines.push(`migrations unknown to this release: ${state.unknown.join(', ')} (a newer release ran them on this database; this one would refuse to start)`);
  return { ok: false, lines };
}

/** The folder that would hold `file`, or its nearest existing parent when the folder does not exist yet (a start creates it). */
function nearestExistingFolder(file: string): string {
  let dir = path.dirname(file);
  while (!existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** Why this user could not write `target`, or undefined when it can. */
function notWritable(target: string): string | undefined {
  try {
    accessSync(target, constants.W_OK);
    return undefined;
  } catch {
    return `${target} is not writable by this user`;
  }
}

async function stateOf(database: SqliteConnection): Promise<MigrationState> {
  // No destroy(): it would close the connection, which its opener closes.
  return migrationState(new Kysely<unknown>({ dialect: new SqliteDialect({ database }) }));
}

function quickCheck(database: SqliteConnection): string[] {
  const findings = (database.pragma('quick_check') as { quick_check: string }[]).map((row) => String(row.quick_check));
  return findings.length === 1 && findings[0] === 'ok' ? [] : findings;
}

async function inspectSqlite(dataDir: string): Promise<Finding> {
  const file = sqliteDatabaseFile(dataDir);
  const driverProblem = sqliteDriverProblem();
  if (driverProblem !== undefined) return { ok: false, lines: [`database: ${file} cannot be opened: ${driverProblem}`] };
  if (!existsSync(file)) {
    const blocked = notWritable(nearestExistingFolder(file));
    if (blocked) return { ok: false, lines: [`database: ${file} (new) cannot be created: ${blocked}`] };
    return { ok: true, lines: [`database: ${file} (new; every migration will run)`, ...migrationLines({ pending: migrationNames(), unknown: [] }).lines] };
  }
  // The server writes the file and, beside it, its -wal and -shm (a read-only connection needs the -shm too).
  const blocked = notWritable(file) ?? notWritable(path.dirname(file));
  if (blocked) return { ok: false, lines: [`database: ${file} cannot be written: ${blocked}`] };
  // SQLite's side files, when some process has the database open (or crashed with it open): theirs to keep.
  const sideFilesBefore = existingSideFiles(file).length > 0;
  let database: SqliteConnection | undefined;
  try {
    database = openReadOnly(file);
    const findings = quickCheck(database);
    if (findings.length > 0) {
      const shown = findings.slice(0, FINDINGS_SHOWN).join('; ') + (findings.length > FINDINGS_SHOWN ? `; and ${findings.length - FINDINGS_SHOWN} more` : '');
      return { ok: false, lines: [`database: ${file} failed its integrity check (PRAGMA quick_check): ${shown}`] };
    }
    const migrations = migrationLines(await stateOf(database));
    return { ok: migrations.ok, lines: [`database: ${file} (quick_check ok)`, ...migrations.lines] };
  } catch (error) {
    return { ok: false, lines: [`database: ${file} could not be read: ${message(error)}`] };
  } finally {
    // A read-only connection leaves the -wal and -shm it made; closeReadOnly removes them (and only them).
    if (database && sideFilesBefore) database.close();
    else if (database) closeReadOnly(database);
  }
}

async function inspectPostgres(connectionString: string): Promise<Finding> {
  const target = describePostgresTarget(connectionString);
  const store = openPostgresStore(connectionString);
  try {
    const migrations = migrationLines(await migrationState(store.db as unknown as Kysely<unknown>));
    return { ok: migrations.ok, lines: [`database: ${target}`, ...migrations.lines] };
  } catch (error) {
    return { ok: false, lines: [`database: could not read the ${target}: ${message(error)}`] };
  } finally {
    await store.close();
  }
}

/** Where the configured store stands: reachable, and the migrations a start would run. Reads only. */
export function inspectStore(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Finding> {
  return config.DATABASE_URL ? inspectPostgres(config.DATABASE_URL) : inspectSqlite(config.DATA_DIR);
}

export interface CheckOptions {
  /** What the built site is like for this configuration (asked only when SERVE_SITE is on). */
  checkSite(config: Config): Finding;
  /** Where the lines go: stdout. */
  write?: (line: string) => void;
}

/**
 * Checks the configuration, the built site and the store, one line each (`topic: …`), the last
 * line `check: ok` or `check: failed`. Resolves with whether all is well.
 */
export async function checkSetup({ checkSite, write = (line) => process.stdout.write(`${line}\n`) }: CheckOptions): Promise<boolean> {
  const done = (ok: boolean) => {
    write(`check: ${ok ? 'ok' : 'failed'}`);
    return ok;
  };
  let config: Config;
  try {
    const envFile = loadEnvFile();
    config = loadConfig();
    write(`configuration: ok (${envFile ? `from ${envFile} and the environment` : `from the environment; no ${path.resolve('.env')}`})`);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    write('configuration: failed');
    write(error.message);
    return done(false);
  }
  // Nothing of the server's log: only these lines.
  setLogLevel('silent');
  const findings = [config.SERVE_SITE ? checkSite(config) : { ok: true, lines: ['site: not served (SERVE_SITE=false)'] }, await inspectStore(config)];
  for (const finding of findings) for (const line of finding.lines) write(line);
  return done(findings.every((finding) => finding.ok));
}
