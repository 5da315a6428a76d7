/**
 * Checks the production path of docs/operations.md as it is written there, on one machine-like root and one
 * data folder: a first release (`npm run release`), two upgrades and a rollback, each followed by a
 * restart of the server as systemd runs it (`node server/main.js` in `<root>/current`) and a lead
 * posted. Every lead stays stored once, the release served is the expected one, the production
 * install holds the server's native dependency alone (no browser library, no build tool), the
 * server never writes to a release folder, refuses a site built for another configuration before
 * writing anything, and stops on SIGTERM after answering what is in flight.
 * Run after `npm run build`.
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, realpathSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validBodies } from '@/server/testing/test-app';
import { smokeChecks, stopWithRequestInFlight, waitForHealth } from './lib/smoke';

const PORT = Number(process.env.SMOKE_PROD_PORT ?? 4392);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_TOKEN = 'smoke-9f8Qx2LmZr4Tn7Wc1Vb6Hk3Jd5Ys';
const START_TIMEOUT_MS = 30_000;
/** What a production install must not hold: the browser's libraries and the build's tools. */
const NOT_INSTALLED = /^(react|react-dom|@mantine|@tanstack|workbox-.*|embla-.*|vite|tsx|typescript|@playwright)$/;
/**
 * The SQLite driver the release installs for this Node, and the most packages its production
 * install may hold: better-sqlite3 13 is prebuilt (2 packages); 12.x, for Node 20, brings its
 * installer (prebuild-install) and that installer's helpers.
 */
const NODE_API_DRIVER = Number(process.versions.node.split('.')[0]) >= 22;
const DRIVER = NODE_API_DRIVER ? 'better-sqlite3-napi' : 'better-sqlite3';
const MAX_PACKAGES = NODE_API_DRIVER ? 30 : 40;

const projectDir = process.cwd();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-prod-'));
const root = path.join(workDir, 'kestrel');
const dataDir = path.join(workDir, 'data');
const restartLog = path.join(workDir, 'restarts.log');
const { check, finish } = smokeChecks();

for (const artifact of ['dist', 'server']) {
  if (!existsSync(path.join(projectDir, artifact))) {
    console.error(`${artifact}/ is missing: run npm run build first.`);
    process.exit(1);
  }
}

// The configuration the site was built for; the server must be started with the same.
const builtFor = JSON.parse(readFileSync(path.join(projectDir, 'dist', '.vite', 'build-info.json'), 'utf8')) as {
  siteUrl: string;
  analyticsScriptUrl: string | null;
  leadRetentionDays?: number;
};
/** How this machine reaches the registry (its CA, proxy and npm settings): the release's npm ci needs it. */
function networkEnv(): NodeJS.ProcessEnv {
  const passed = /^(NODE_EXTRA_CA_CERTS|SSL_CERT_(FILE|DIR)|(HTTPS?|NO)_PROXY|npm_config_(registry|cafile|ca|proxy|https_proxy|noproxy|strict_ssl))$/i;
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => passed.test(name)));
}

const env: NodeJS.ProcessEnv = {
  ...networkEnv(),
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

/** Every file under `dir` with its size and modification time: a change anywhere changes this. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((entry) => {
      const stats = statSync(path.join(dir, entry));
      return `${entry} ${stats.isDirectory() ? 'dir' : `${stats.size} ${stats.mtimeMs}`}`;
    });
}

/** The packages installed in a node_modules folder, scoped ones by their full name. */
function installedPackages(modules: string): string[] {
  return readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) => (entry.name.startsWith('@') ? readdirSync(path.join(modules, entry.name)).map((scoped) => `${entry.name}/${scoped}`) : [entry.name]));
}

function megabytes(dir: string): number {
  return Number(execFileSync('du', ['-sm', dir], { encoding: 'utf8' }).split('\t')[0]);
}

/** `npm run release` from this checkout, on the smoke's root, with the server's settings. */
function release(...args: string[]): { status: number | null; output: string } {
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', 'release', '--', '--root', root, '--restart', `echo restarted >> ${restartLog}`, ...args], {
    cwd: projectDir,
    env,
    encoding: 'utf8',
    timeout: 600_000,
  });
  const output = `${result.stdout}${result.stderr}`;
  const installed = /production dependencies installed in \d+ s/.exec(output)?.[0];
  console.info(
    `npm run release -- ${args.join(' ')}: exit ${result.status} in ${Math.round((Date.now() - started) / 1000)} s${installed ? ` (${installed})` : ''}`,
  );
  return { status: result.status, output };
}

function current(): string {
  return path.basename(readlinkSync(path.join(root, 'current')));
}

interface Running {
  process: ChildProcess;
  exited: Promise<number | null>;
  printed: () => string;
}

/** Starts the server as the systemd unit does: `node server/main.js` with WorkingDirectory=<root>/current. */
async function startServer(): Promise<Running> {
  const child = spawn(process.execPath, ['server/main.js'], { cwd: path.join(root, 'current'), env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let printed = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  let ended = false;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => ((ended = true), resolve(code))));
  const up = await waitForHealth(BASE, START_TIMEOUT_MS, () => ended);
  if (!up) throw new Error(`The server did not start:\n${printed}`);
  return { process: child, exited, printed: () => printed };
}

async function stopServer(server: Running): Promise<void> {
  server.process.kill('SIGTERM');
  await server.exited;
}

const posted: string[] = [];

async function postLead(step: string): Promise<void> {
  const email = `prod-smoke-${step.replace(/\W+/g, '-')}@example.com`;
  const lead = await fetch(`${BASE}/api/contact.js`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ ...validBodies.contact, from_email: email }),
  });
  check(`${step}: a lead is stored (200)`, lead.status === 200, `${lead.status} ${await lead.text()}`);
  posted.push(email);
}

/** Checks that the server runs `expected` and holds every lead posted so far, each once. */
async function checkServed(step: string, server: Running, expected: string): Promise<void> {
  const servedFrom = realpathSync(`/proc/${server.process.pid}/cwd`);
  check(`${step}: the server runs ${expected}`, servedFrom === path.join(root, 'releases', expected), servedFrom);
  const listed = (await (await fetch(`${BASE}/api/admin/leads`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).json()) as {
    leads: { data: Record<string, unknown> }[];
  };
  const stored = listed.leads.map((lead) => lead.data.from_email).filter((email) => typeof email === 'string' && email.startsWith('prod-smoke-'));
  check(
    `${step}: every lead posted so far is stored once (${posted.length})`,
    JSON.stringify([...stored].sort()) === JSON.stringify([...posted].sort()),
    stored.join(', '),
  );
}

let server: Running | undefined;
try {
  // 1. The first release: build output installed, checked, switched to.
  const first = release('--no-build');
  check('the first release installs, passes its check and becomes current', first.status === 0 && existsSync(path.join(root, 'current')), first.output);
  const firstName = current();
  const modules = path.join(root, 'current', 'server', 'node_modules');
  const packages = installedPackages(modules);
  console.info(`production install: ${packages.length} packages, ${megabytes(modules)} MB`);
  check(
    `the production install holds ${DRIVER} and what it needs alone (${packages.length} packages, at most ${MAX_PACKAGES})`,
    packages.includes(DRIVER) && packages.length <= MAX_PACKAGES,
    packages.join(' '),
  );
  const unwanted = packages.filter((name) => NOT_INSTALLED.test(name) || NOT_INSTALLED.test(name.split('/')[0]!));
  check('no browser library or build tool is installed (react, @mantine, @tanstack, workbox, embla, vite, tsx)', unwanted.length === 0, unwanted.join(' '));
  check('the first release ran the restart command', readFileSync(restartLog, 'utf8').trim().split('\n').length === 1);

  const refused = spawnSync(process.execPath, ['server/main.js'], {
    cwd: path.join(root, 'current'),
    env: { ...env, SITE_URL: 'https://elsewhere.example' },
    encoding: 'utf8',
    timeout: START_TIMEOUT_MS,
  });
  const refusal = `${refused.stdout}${refused.stderr}`;
  check(
    'a site built for another SITE_URL is refused, saying to build a new release',
    refused.status === 1 &&
      refusal.includes(`the site was built for SITE_URL=${builtFor.siteUrl}, not https://elsewhere.example`) &&
      refusal.includes('Build a new release'),
    `${refused.status} ${refusal}`,
  );
  check('the refusal wrote nothing: no data folder, no database', !existsSync(dataDir));

  const releaseBefore = snapshot(path.join(root, 'releases', firstName));
  server = await startServer();
  check(
    'the server is the compiled one, no TypeScript loader',
    !/tsx|--import/.test(execFileSync('ps', ['-o', 'args=', '-p', String(server.process.pid)], { encoding: 'utf8' })),
  );
  const health = (await (await fetch(`${BASE}/api/health`)).json()) as { ok?: boolean; db?: string };
  check('GET /api/health answers ok with the database up', health.ok === true && health.db === 'up', JSON.stringify(health));
  const home = await fetch(`${BASE}/`);
  check('GET / serves the prerendered home page', home.status === 200 && (await home.text()).includes('<div id="root">'), String(home.status));
  check('it says where the inbox is', server.printed().includes(`Inbox: http://127.0.0.1:${PORT}/studio`), server.printed());
  await postLead('install');
  await checkServed('install', server, firstName);
  check('the database is in DATA_DIR, outside the release', existsSync(path.join(dataDir, 'leads.sqlite')));

  // 2 and 3. Two upgrades, the server restarted on each.
  const names = [firstName];
  for (const step of ['upgrade 1', 'upgrade 2']) {
    const upgrade = release('--no-build');
    check(`${step}: a new release installs, passes its check and becomes current`, upgrade.status === 0 && current() !== names.at(-1), upgrade.output);
    check(`${step}: the install of the release before is reused (same lock, same Node)`, upgrade.output.includes('its node_modules copied'), upgrade.output);
    names.push(current());
    await stopServer(server);
    server = await startServer();
    await postLead(step);
    await checkServed(step, server, names.at(-1)!);
  }
  check(
    'three releases are kept, current the newest',
    readdirSync(path.join(root, 'releases')).sort().join(' ') === names.join(' '),
    readdirSync(path.join(root, 'releases')).join(' '),
  );
  check('each release ran the restart command', readFileSync(restartLog, 'utf8').trim().split('\n').length === 3);

  // 4. A rollback to the release before.
  const rollback = release('--rollback');
  check('--rollback switches back to the release before', rollback.status === 0 && current() === names[1], rollback.output);
  await stopServer(server);
  server = await startServer();
  await postLead('rollback');
  await checkServed('rollback', server, names[1]!);
  check(
    'the first release was never written to by the server',
    JSON.stringify(snapshot(path.join(root, 'releases', firstName))) === JSON.stringify(releaseBefore),
  );
} finally {
  if (server) {
    await stopWithRequestInFlight(BASE, server.process.pid, 'node server/main.js', check);
    await server.exited;
  }
  rmSync(workDir, { recursive: true, force: true });
}

finish();
