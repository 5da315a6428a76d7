import { rmSync } from 'node:fs';
import { bookingClaimsDir, E2E_DATA_DIR, E2E_DATA_DIR_IS_OWN } from './env';

/**
 * Playwright's global teardown, in the runner process once every worker has finished: removes the
 * folders this run made in the temp folder, by their exact names (the server's data folder, unless
 * E2E_DATA_DIR named one of the caller's, and the workers' booking-slot claims). The server still
 * runs here (Playwright stops its webServer after the teardown, at once and with SIGKILL): the files
 * it holds open stay readable to it until then, and nothing of the run reads the folder afterwards.
 */
export default function globalTeardown(): void {
  const folders = [bookingClaimsDir(process.pid), ...(E2E_DATA_DIR_IS_OWN ? [E2E_DATA_DIR] : [])];
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
