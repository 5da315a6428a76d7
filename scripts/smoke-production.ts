/**
 * Checks the README's production path exactly as it is written there: the built site (dist/) and
 * the compiled server (server/) with package.json and package-lock.json copied to a fresh folder,
 * `npm ci --omit=dev` (production dependencies only), then `npm run start:prod` with the data
 * outside the app folder. It serves the site and takes a lead without any devDependency, without
 * writing to the app folder, refuses a site built for another configuration, and stops on SIGTERM.
 * Run after `npm run build`.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validBodies } from '@/server/testing/test-app';
import { smokeChecks, stopWithRequestInFlight, waitForHealth } from './lib/smoke';

const PORT = Number(process.env.SMOKE_PROD_PORT ?? 4392);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_TOKEN = 'smoke-9f8Qx2LmZr4Tn7Wc1Vb6Hk3Jd5Ys';
const START_TIMEOUT_MS = 30_000;
/** What the README tells an operator to copy from the build. */
const ARTIFACTS = ['package.json', 'package-lock.json', 'dist', 'server'];

const projectDir = process.cwd();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-prod-'));
const appDir = path.join(workDir, 'app');
const dataDir = path.join(workDir, 'data');
const { check, finish } = smokeChecks();

/** Every file under `dir` with its size and modification time: a change anywhere changes this. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((entry) => {
      const stats = statSync(path.join(dir, entry));
      return `${entry} ${stats.isDirectory() ? 'dir' : `${stats.size} ${stats.mtimeMs}`}`;
    });
}

for (const artifact of ARTIFACTS) {
  if (!existsSync(path.join(projectDir, artifact))) {
    console.error(`${artifact} is missing: run npm run build first.`);
    process.exit(1);
  }
  cpSync(path.join(projectDir, artifact), path.join(appDir, artifact), { recursive: true });
}
const started = Date.now();
execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: appDir, stdio: 'inherit' });
console.info(`npm ci --omit=dev took ${Math.round((Date.now() - started) / 1000)} s`);
check('no devDependency is installed', !['vite', 'tsx', 'typescript', '@playwright/test'].some((name) => existsSync(path.join(appDir, 'node_modules', name))));

// The configuration the site was built for; the server must be started with the same.
const builtFor = JSON.parse(readFileSync(path.join(appDir, 'dist', '.vite', 'build-info.json'), 'utf8')) as {
  siteUrl: string;
  analyticsScriptUrl: string | null;
  leadRetentionDays?: number;
};
const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_TOKEN,
  SITE_URL: builtFor.siteUrl,
  VITE_ANALYTICS_SCRIPT_URL: builtFor.analyticsScriptUrl ?? '',
  ...(typeof builtFor.leadRetentionDays === 'number' ? { LEAD_RETENTION_DAYS: String(builtFor.leadRetentionDays) } : {}),
};

const refused = spawnSync('npm', ['run', '--silent', 'start:prod'], {
  cwd: appDir,
  env: { ...env, SITE_URL: 'https://elsewhere.example' },
  encoding: 'utf8',
  timeout: START_TIMEOUT_MS,
});
check(
  'a site built for another SITE_URL is refused, saying what to run',
  refused.status === 1 &&
    refused.stdout.includes(`the site was built for SITE_URL=${builtFor.siteUrl}, not https://elsewhere.example`) &&
    refused.stdout.includes('npm run build'),
  `${refused.status} ${refused.stdout}${refused.stderr}`,
);

const before = snapshot(appDir);
const server = spawn('npm', ['run', '--silent', 'start:prod'], { cwd: appDir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let printed = '';
for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk: Buffer) => (printed += chunk.toString()));
let ended = false;
const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => ((ended = true), resolve(code))));

try {
  const up = await waitForHealth(BASE, START_TIMEOUT_MS, () => ended);
  check('npm run start:prod listens', up, printed);
  if (up) {
    check(
      'it runs the compiled server, no TypeScript loader',
      !/tsx|--import/.test(execFileSync('ps', ['-o', 'args=', '-g', String(server.pid)], { encoding: 'utf8' })),
    );
    const health = (await (await fetch(`${BASE}/api/health`)).json()) as { ok?: boolean; db?: string };
    check('GET /api/health answers ok with the database up', health.ok === true && health.db === 'up', JSON.stringify(health));
    const home = await fetch(`${BASE}/`);
    check('GET / serves the prerendered home page', home.status === 200 && (await home.text()).includes('<div id="root">'), String(home.status));
    const lead = await fetch(`${BASE}/api/contact.js`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ ...validBodies.contact, from_email: 'prod-smoke@example.com' }),
    });
    check('a lead is stored (200)', lead.status === 200, String(lead.status));
    const listed = (await (await fetch(`${BASE}/api/admin/leads`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).json()) as {
      leads: { data: Record<string, unknown> }[];
    };
    check(
      'the admin API reads it back',
      listed.leads.some((stored) => stored.data.from_email === 'prod-smoke@example.com'),
    );
    check('the database is in DATA_DIR, outside the app folder', existsSync(path.join(dataDir, 'leads.sqlite')));
  }
} finally {
  await stopWithRequestInFlight(BASE, server.pid, 'npm run start:prod', check);
  await exited;
  const after = snapshot(appDir);
  check('nothing in the app folder was written', JSON.stringify(after) === JSON.stringify(before), after.filter((line) => !before.includes(line)).join('\n'));
  rmSync(workDir, { recursive: true, force: true });
}

finish();
