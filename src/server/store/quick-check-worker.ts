import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { sqliteDriverPackage } from './sqlite-driver-package';

/** How long the check waits for a writer's lock (a checkpoint) before failing. */
const BUSY_TIMEOUT_MS = 5_000;

/**
 * The worker: opens the file on a connection of its own, runs PRAGMA quick_check and posts its
 * findings, or the error that stopped it (a file damaged badly enough fails the check itself).
 * Plain CommonJS run with eval, so it needs no build step or loader, in the sources as in server/.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
(() => {
  let database;
  try {
    database = new Database(workerData.file, { fileMustExist: true });
    database.pragma('busy_timeout = ${BUSY_TIMEOUT_MS}');
    const findings = database.pragma('quick_check').map((row) => String(row.quick_check));
    parentPort.postMessage({ findings });
  } catch (error) {
    parentPort.postMessage({ error: { message: String((error && error.message) || error), code: error && error.code } });
  } finally {
    if (database) database.close();
  }
})();
`;

interface CheckAnswer {
  findings?: string[];
  error?: { message: string; code?: unknown };
}

/**
 * PRAGMA quick_check of the SQLite file `file`, in a worker thread: the check reads the whole
 * file (about a tenth of a second per 100 MB), which on the server's own connection would hold
 * every request up meanwhile. Resolves with its findings (none when sound; the error's message
 * when SQLite says the file is damaged); rejects when the check could not run at all.
 */
export function quickCheckInWorker(file: string): Promise<string[]> {
  const driver = createRequire(import.meta.url).resolve(sqliteDriverPackage(process.versions.node));
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } });
    worker.once('message', (answer: CheckAnswer) => {
      if (answer.findings) {
        resolve(answer.findings.length === 1 && answer.findings[0] === 'ok' ? [] : answer.findings);
        return;
      }
      const { message, code } = answer.error ?? { message: 'no answer' };
      if (typeof code === 'string' && (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB')) resolve([message]);
      else reject(Object.assign(new Error(`The integrity check could not run: ${message}`), { code }));
    });
    worker.once('error', reject);
    worker.once('exit', (exitCode) => reject(new Error(`The integrity check stopped (exit code ${exitCode})`)));
  });
}
