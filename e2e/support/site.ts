/** A built site of its own for the capture scripts (npm run screens, npm run design-shots). */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHealth } from './server';

/**
 * The site at `base`: `existing` when given (a site already running), else the build in dist/
 * served on a free port with an empty store of its own, until `stop()`.
 */
export async function startSite(existing: string | undefined): Promise<{ base: string; stop: () => Promise<void> }> {
  if (existing) return { base: existing, stop: async () => {} };
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run npm run build first');
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kestrel-capture-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ENV_FILE: '/dev/null', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  if (!(await waitForHealth(base, 60_000, () => server.exitCode !== null))) throw new Error('The site did not start');
  return {
    base,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
