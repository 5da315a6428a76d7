/**
 * The server as a process: what it says once it listens, the compiled server's refusal of a site
 * built for other settings (before anything is written), and --check. The compiled entry
 * (server/main.js) is productionSite over its release's dist/; these run the same code from the
 * TypeScript sources in a child process, over a dist/ of their own.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME, openSqliteStore } from './store/open-store';
import { NO_ENV_FILE, freePort } from './testing/real-server';
import { listeningLines, productionSite } from './run-server';

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUN_SERVER = pathToFileURL(path.join(PROJECT_DIR, 'src', 'server', 'run-server.ts')).href;
const ADVICE =
  'Build a new release for this configuration and switch to it: npm run release in the build checkout, with the settings this server runs with (SITE_URL, VITE_ANALYTICS_SCRIPT_URL, LEAD_RETENTION_DAYS).';
const ADMIN_TOKEN = 'run-9f8Qx2LmZr4Tn7Wc1Vb6Hk3Jd5Ys';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'kestrel-run-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const freshDir = (name: string) => path.join(scratch, `${name}-${(folders += 1)}`);

/** A release's dist/ as the build leaves it, for the settings given (the files the server reads at start). */
function builtSite(builtFor: { siteUrl: string; leadRetentionDays: number; analyticsScriptUrl?: string | null }): string {
  const dist = path.join(freshDir('release'), 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'studio'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, '404.html'), '<!doctype html><p>Not found</p>');
  writeFileSync(path.join(dist, 'studio', 'index.html'), '<!doctype html><p>Inbox</p>');
  writeFileSync(path.join(dist, '.vite', 'build-info.json'), JSON.stringify({ analyticsScriptUrl: null, ...builtFor }));
  return dist;
}

const BUILT_FOR = { siteUrl: 'https://built.example', leadRetentionDays: 730 };

/** The settings of a child server: none from the calling shell or a .env, the embedded store in `dataDir`. */
function serverEnv(dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'SMTP_URL',
    'NOTIFY_TO',
    'ADMIN_TOKEN',
    'TRUST_PROXY',
    'WEBHOOK_URL',
    'WEBHOOK_SECRET',
    'SERVE_SITE',
    'LOG_LEVEL',
    'PORT',
  ]) {
    delete childEnv[name];
  }
  return {
    ...childEnv,
    ENV_FILE: NO_ENV_FILE,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: BUILT_FOR.siteUrl,
    VITE_ANALYTICS_SCRIPT_URL: '',
    LEAD_RETENTION_DAYS: String(BUILT_FOR.leadRetentionDays),
    ...env,
  };
}

/** What server/main.js runs, over `dist`: productionSite in a node process of its own, with `args`. */
function productionArgs(dist: string, args: string[]): string[] {
  const code = `import { productionSite, runServer } from ${JSON.stringify(RUN_SERVER)}; runServer(productionSite(${JSON.stringify(dist)}), process.argv.slice(1));`;
  return ['--import', 'tsx', '--input-type=module', '-e', code, '--', ...args];
}

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the compiled server's code over `dist` to its end (a refusal, --check). */
function runProduction(dist: string, args: string[], dataDir: string, env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(process.execPath, productionArgs(dist, args), { cwd: PROJECT_DIR, env: serverEnv(dataDir, env) }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** Every file under `dir` with its size and modification time. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((entry) => `${entry} ${statSync(path.join(dir, entry)).size} ${statSync(path.join(dir, entry)).mtimeMs}`);
}

describe('listeningLines', () => {
  const direct = { TRUST_PROXY: { hops: 0 }, SITE_URL: 'https://www.kestrel.example' };
  it('says the address the server is bound to, and how to open it here when that is every interface', () => {
    expect(listeningLines({ ...direct, SERVE_SITE: true, ADMIN_TOKEN: undefined }, { address: '0.0.0.0', port: 3000 })).toEqual([
      'Site and API listening on http://0.0.0.0:3000 (open http://localhost:3000 on this machine)',
      'Inbox: off (set ADMIN_TOKEN)',
    ]);
    expect(listeningLines({ ...direct, SERVE_SITE: true, ADMIN_TOKEN }, { address: '::', port: 3000 })).toEqual([
      'Site and API listening on http://[::]:3000 (open http://localhost:3000 on this machine)',
      'Inbox: http://localhost:3000/studio',
    ]);
  });

  it('names one interface as it is, IPv6 in brackets, and the inbox there', () => {
    expect(listeningLines({ ...direct, SERVE_SITE: true, ADMIN_TOKEN }, { address: '127.0.0.1', port: 8080 })).toEqual([
      'Site and API listening on http://127.0.0.1:8080',
      'Inbox: http://127.0.0.1:8080/studio',
    ]);
    expect(listeningLines({ ...direct, SERVE_SITE: true, ADMIN_TOKEN: undefined }, { address: '::1', port: 8080 })).toEqual([
      'Site and API listening on http://[::1]:8080',
      'Inbox: off (set ADMIN_TOKEN)',
    ]);
  });

  it('gives the inbox at SITE_URL behind a proxy, where the studio takes its sign-in', () => {
    for (const TRUST_PROXY of [{ hops: 1 }, { addresses: ['loopback'] }]) {
      expect(listeningLines({ ...direct, TRUST_PROXY, SERVE_SITE: true, ADMIN_TOKEN }, { address: '127.0.0.1', port: 3000 })).toEqual([
        'Site and API listening on http://127.0.0.1:3000',
        'Inbox: https://www.kestrel.example/studio',
      ]);
    }
  });

  it('says there is no inbox page without the site, and where the admin API is', () => {
    expect(listeningLines({ ...direct, SERVE_SITE: false, ADMIN_TOKEN }, { address: '127.0.0.1', port: 8080 })).toEqual([
      'API (SERVE_SITE=false) listening on http://127.0.0.1:8080',
      'Inbox: off (SERVE_SITE=false); the admin API is at http://127.0.0.1:8080/api/admin/leads',
    ]);
  });
});

describe('productionSite', () => {
  const config = { SITE_URL: 'https://elsewhere.example', VITE_ANALYTICS_SCRIPT_URL: undefined, LEAD_RETENTION_DAYS: 730 };

  it('refuses a dist/ built for other settings, saying what to do in a release folder', async () => {
    const site = productionSite(builtSite(BUILT_FOR));
    const refusal = `the site was built for SITE_URL=https://built.example, not https://elsewhere.example. ${ADVICE}`;
    await expect(site.prepareSite(config as never, new AbortController().signal)).rejects.toThrow(refusal);
    expect(site.checkSite(config as never)).toEqual({ ok: false, lines: [`site: ${refusal}`] });
    const retention = { ...config, SITE_URL: 'https://built.example', LEAD_RETENTION_DAYS: 90 };
    expect(site.checkSite(retention as never)).toEqual({ ok: false, lines: [`site: the site was built for LEAD_RETENTION_DAYS=730, not 90. ${ADVICE}`] });
    const fits = { ...config, SITE_URL: 'https://built.example' };
    expect(site.checkSite(fits as never)).toEqual({ ok: true, lines: [`site: ${site.distDir} (built for this configuration)`] });
  });

  it('refuses a release without a built site', () => {
    const dist = path.join(freshDir('empty'), 'dist');
    expect(productionSite(dist).checkSite(config as never)).toEqual({ ok: false, lines: [`site: ${dist} holds no built site. ${ADVICE}`] });
  });
});

// Child processes on a busy machine: generous limits, no timing asserted.
describe('the compiled server as a process', { timeout: 60_000 }, () => {
  it('refuses a site built for another SITE_URL before it writes anything: no data folder, no database, no lock', async () => {
    const dist = builtSite(BUILT_FOR);
    const absent = freshDir('absent-data');
    const empty = freshDir('empty-data');
    mkdirSync(empty);
    for (const dataDir of [absent, empty]) {
      const refused = await runProduction(dist, [], dataDir, { SITE_URL: 'https://elsewhere.example', PORT: '4451' });
      expect(refused.code, refused.stdout + refused.stderr).toBe(1);
      expect(refused.stdout).toContain(
        `"msg":"The server could not start: the site was built for SITE_URL=https://built.example, not https://elsewhere.example. ${ADVICE}"`,
      );
    }
    expect(existsSync(absent)).toBe(false);
    expect(readdirSync(empty)).toEqual([]);
  });

  it('says where it listens and where the inbox is, once listening', async () => {
    const port = await freePort();
    const dataDir = freshDir('data');
    const child = spawn(process.execPath, productionArgs(builtSite(BUILT_FOR), []), {
      cwd: PROJECT_DIR,
      env: serverEnv(dataDir, { PORT: String(port), ADMIN_TOKEN }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await expect.poll(() => output, { timeout: 30_000 }).toContain('"msg":"Inbox: ');
      expect(output).toContain(`"msg":"Site and API listening on http://127.0.0.1:${port}"`);
      expect(output).toContain(`"msg":"Inbox: http://127.0.0.1:${port}/studio"`);
      const inbox = await fetch(`http://127.0.0.1:${port}/studio`);
      expect(inbox.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('--check reports a new database, the build and the configuration, and creates nothing', async () => {
    const dist = builtSite(BUILT_FOR);
    const dataDir = freshDir('check-new');
    const before = snapshot(path.dirname(dist));
    const run = await runProduction(dist, ['--check'], dataDir);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      `configuration: ok (from ${NO_ENV_FILE} and the environment)`,
      `site: ${dist} (built for this configuration)`,
      `database: ${path.join(dataDir, SQLITE_FILE_NAME)} (new; every migration will run)`,
    ]);
    expect(lines[3]).toMatch(/^migrations pending: 0001-leads-idempotency-mail-outbox, 0002-store-probe, /);
    expect(lines.slice(4)).toEqual(['check: ok', '']);
    expect(run.stderr).toBe('');
    expect(existsSync(dataDir)).toBe(false);
    expect(snapshot(path.dirname(dist))).toEqual(before);
  });

  it('--check fails on a site built for other settings, still reporting the store, and changes nothing in it', async () => {
    const dist = builtSite(BUILT_FOR);
    const dataDir = freshDir('check-current');
    const store = openSqliteStore(dataDir);
    await store.migrate();
    await store.close();
    const before = snapshot(dataDir);
    const run = await runProduction(dist, ['--check'], dataDir, { VITE_ANALYTICS_SCRIPT_URL: 'https://insights.example.net/script.js' });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        `configuration: ok (from ${NO_ENV_FILE} and the environment)`,
        `site: the site was built for VITE_ANALYTICS_SCRIPT_URL=(none), not https://insights.example.net/script.js. ${ADVICE}`,
        `database: ${path.join(dataDir, SQLITE_FILE_NAME)} (quick_check ok)`,
        'migrations pending: none',
        'check: failed',
        '',
      ].join('\n'),
    );
    expect(snapshot(dataDir)).toEqual(before);
  });

  it('--check fails on an invalid configuration with its message, and a mistyped option starts nothing', async () => {
    const dataDir = freshDir('check-invalid');
    const invalid = await runProduction(builtSite(BUILT_FOR), ['--check'], dataDir, { PORT: 'eighty' });
    expect(invalid.code).toBe(1);
    expect(invalid.stdout).toBe('configuration: failed\nInvalid configuration:\n  PORT: must be a number\ncheck: failed\n');
    const mistyped = await runProduction(builtSite(BUILT_FOR), ['--chek'], dataDir, { PORT: '4452' });
    expect(mistyped.code).toBe(1);
    expect(mistyped.stderr).toContain('Unknown argument: --chek\nUsage: node server/main.js');
    expect(mistyped.stderr).toContain('       node server/main.js --check   check the configuration, the built site and the database, then exit');
    expect(existsSync(dataDir)).toBe(false);
  });
});
