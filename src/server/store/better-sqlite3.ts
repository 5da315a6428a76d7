/**
 * better-sqlite3, in the release that works on the Node running (see sqlite-driver-package.ts).
 * Every opener of a SQLite file takes it from here.
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { sqliteDriverPackage } from './sqlite-driver-package';

const DRIVER_PACKAGE = sqliteDriverPackage(process.versions.node);

/**
 * The driver, loaded by name at run time: the compiled server leaves it out of the bundle, and its
 * own package.json lists only the one the Node it was built with needs. When it is not installed
 * (a release installed by another Node), opening a database fails with what to do, rather than the
 * whole server failing to load: `--check` can say so.
 */
function loadDriver(): typeof BetterSqlite3 {
  try {
    return createRequire(import.meta.url)(DRIVER_PACKAGE) as typeof BetterSqlite3;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    const missing = class {
      constructor() {
        throw new Error(
          `The SQLite driver ${DRIVER_PACKAGE} (for Node ${process.versions.node}) could not be loaded: ${reason}. Install the dependencies with the Node that runs the server (npm ci --omit=dev in server/).`,
        );
      }
    };
    return missing as unknown as typeof BetterSqlite3;
  }
}

const Database: typeof BetterSqlite3 = loadDriver();

export default Database;

/** An open SQLite database, whichever driver release opened it. */
export type SqliteDatabase = BetterSqlite3.Database;

/** Whether the driver loads and opens a database (its native binary fits this Node): undefined when it does, else why not. */
export function sqliteDriverProblem(): string | undefined {
  try {
    new Database(':memory:').close();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
