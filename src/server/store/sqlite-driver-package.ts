/** The first Node major version that runs better-sqlite3 13 (and needs it, from 24). */
const NODE_API_RELEASE_FROM = 22;

/**
 * The package that holds the SQLite driver for a Node version (`process.versions.node`):
 * better-sqlite3 12.x, built for Node's own ABI, on Node 20; 13.x (Node-API, prebuilt, installed as
 * `better-sqlite3-napi`) on Node 22 and later. On Node 24, 12.x aborts the process when a
 * garbage-collected statement removes its environment cleanup hook; 13.x crashes on Node 20.
 */
export type SqliteDriverPackage = 'better-sqlite3' | 'better-sqlite3-napi';

export function sqliteDriverPackage(nodeVersion: string): SqliteDriverPackage {
  return Number(nodeVersion.split('.')[0]) >= NODE_API_RELEASE_FROM ? 'better-sqlite3-napi' : 'better-sqlite3';
}
