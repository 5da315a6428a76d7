import os from 'node:os';
import path from 'node:path';

/** One port per e2e run; E2E_PORT lets two runs share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * A data directory of this run's own, so every run starts with an empty store. Read by the config
 * in the runner process: `process.ppid` there is the command that started the run.
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `kestrel-e2e-${E2E_PORT}-${process.ppid}`);
/** Whether E2E_DATA_DIR is the run's own folder (removed when the run ends) rather than one given in the environment. */
export const E2E_DATA_DIR_IS_OWN = process.env.E2E_DATA_DIR === undefined;
/**
 * The folder where the workers of one run claim booking slots (booking-slots.ts), named after the
 * run's runner process: the workers' parent (their `process.ppid`), the teardown's `process.pid`.
 */
export function bookingClaimsDir(runnerPid: number): string {
  return path.join(os.tmpdir(), `kestrel-e2e-slots-${E2E_PORT}-${runnerPid}`);
}
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
/** The e2e site is built with this page-view script, served by a server of the suite's own on the next port (analytics-server.ts). */
export const E2E_ANALYTICS_PORT = E2E_PORT + 1;
export const E2E_ANALYTICS_SCRIPT_URL = `http://127.0.0.1:${E2E_ANALYTICS_PORT}/script.js`;
