/**
 * `.env`: read from the folder a command runs in, never over a variable the environment already
 * sets; ENV_FILE names another file, which must then exist. The server started from a folder with
 * a .env listens where the file says and keeps its data where the file says.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from '@/server/env-file';
import { freePort } from '@/server/testing/real-server';

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];
const touched = ['KESTREL_TEST_FROM_FILE', 'KESTREL_TEST_ALREADY_SET', 'ENV_FILE'];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-env-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const name of touched) delete process.env[name];
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadEnvFile', () => {
  it('reads .env from the folder, leaving what the environment already sets', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, '.env'), '# settings\nKESTREL_TEST_FROM_FILE="from the file"\nKESTREL_TEST_ALREADY_SET=from the file\n');
    process.env.KESTREL_TEST_ALREADY_SET = 'from the environment';
    expect(loadEnvFile(dir)).toBe(path.join(dir, '.env'));
    expect(process.env.KESTREL_TEST_FROM_FILE).toBe('from the file');
    expect(process.env.KESTREL_TEST_ALREADY_SET).toBe('from the environment');
  });

  it('does nothing without a .env', () => {
    expect(loadEnvFile(tempDir())).toBeUndefined();
    expect(process.env.KESTREL_TEST_FROM_FILE).toBeUndefined();
  });

  it('reads the file ENV_FILE names, and fails when it is missing', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'site.env'), 'KESTREL_TEST_FROM_FILE=named\n');
    process.env.ENV_FILE = 'site.env';
    expect(loadEnvFile(dir)).toBe(path.join(dir, 'site.env'));
    expect(process.env.KESTREL_TEST_FROM_FILE).toBe('named');
    process.env.ENV_FILE = 'missing.env';
    expect(() => loadEnvFile(dir)).toThrow(`Could not read the environment file ${path.join(dir, 'missing.env')}`);
  });
});

describe('the server with a .env', { timeout: 60_000 }, () => {
  it('listens on the port and keeps its data in the folder the file names', async () => {
    const dir = tempDir();
    const port = await freePort();
    writeFileSync(path.join(dir, '.env'), `PORT=${port}\nHOST=127.0.0.1\nDATA_DIR=./from-env-file\nSERVE_SITE=false\n`);
    const env = { ...process.env };
    for (const name of ['PORT', 'HOST', 'DATA_DIR', 'SERVE_SITE', 'DATABASE_URL', 'SMTP_URL', 'ADMIN_TOKEN']) delete env[name];
    // As npm start runs it: the loader reads the project's tsconfig (its `@/` paths) from any folder.
    const loader = pathToFileURL(path.join(PROJECT_DIR, 'scripts', 'lib', 'typescript-loader.mjs')).href;
    const child = spawn(process.execPath, ['--import', loader, path.join(PROJECT_DIR, 'src', 'server', 'main.ts')], {
      cwd: dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await expect.poll(() => output, { timeout: 30_000 }).toContain(`listening on http://127.0.0.1:${port}`);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(existsSync(path.join(dir, 'from-env-file', 'leads.sqlite'))).toBe(true);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
