/**
 * Checks the README's first command on a fresh clone: `npm start` builds the site when dist/ is
 * missing, serves it and the API, and stops cleanly on SIGTERM. Dependencies are shared with this
 * checkout through a symlink (`npm ci` itself is exercised by CI on its own clean clone).
 */
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { smokeChecks, stopWithRequestInFlight, waitForHealth } from './lib/smoke';

const PORT = Number(process.env.SMOKE_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const START_TIMEOUT_MS = 180_000;

const projectDir = process.cwd();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-smoke-'));
const cloneDir = path.join(workDir, 'site');
const { check, finish } = smokeChecks();

execFileSync('git', ['clone', '--quiet', projectDir, cloneDir]);
symlinkSync(path.join(projectDir, 'node_modules'), path.join(cloneDir, 'node_modules'), 'dir');

// A newcomer's first start: no admin token (the shell's is not passed on), so no inbox.
const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: path.join(workDir, 'data'), ADMIN_TOKEN: '' };
const server = spawn('npm', ['start'], {
  cwd: cloneDir,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
// What a newcomer reads: shown as it comes, and kept to be counted.
let printed = '';
for (const stream of [server.stdout, server.stderr]) {
  stream.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
    process.stdout.write(chunk);
  });
}
/**
 * A first start says it builds, where the build's log is, where the site is, which store and which
 * mail, then whether there is an inbox: a handful of lines (10 before the inbox line).
 */
const MAX_START_LINES = 11;
const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));

try {
  check('dist/ is absent in a fresh clone', !existsSync(path.join(cloneDir, 'dist')));
  const up = await waitForHealth(BASE, START_TIMEOUT_MS);
  check('npm start builds and listens', up);
  if (up) {
    const health = await fetch(`${BASE}/api/health`);
    const body = (await health.json()) as { ok?: boolean; db?: unknown };
    check('GET /api/health answers { ok: true, db }', body.ok === true && body.db !== undefined, JSON.stringify(body));
    const home = await fetch(`${BASE}/`);
    const html = await home.text();
    check('GET / serves the app', home.status === 200 && html.includes('<div id="root">'), String(home.status));
    // The prerendered page names its loader on the root element (the click holder loads it).
    const script = /<html[^>]*\sdata-loader="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const asset = script ? await fetch(`${BASE}${script}`) : undefined;
    check('hashed assets are served with a long cache', asset?.status === 200 && (asset.headers.get('cache-control') ?? '').includes('immutable'), script);
    const deepLink = await fetch(`${BASE}/products/venuepro`);
    check('a client-side route answers with the app', deepLink.status === 200);
    check('dist/ was built', existsSync(path.join(cloneDir, 'dist', 'index.html')));
    // Up to the inbox line, the last of the start; after it come the access lines of the requests above.
    const startLines = printed.slice(0, printed.indexOf('\n', printed.indexOf('Inbox: ')) + 1);
    // Off a terminal the build says it is still going every 10 s: a heartbeat, as many as the machine is slow.
    const lines = startLines.split('\n').filter((line) => line.trim() !== '' && !/^ {2}still building, \d+ s$/.test(line));
    check(
      `npm start says it in at most ${MAX_START_LINES} lines, besides the build's heartbeat`,
      lines.length <= MAX_START_LINES,
      `${lines.length} lines:\n${startLines}`,
    );
    check(
      'the server logs one JSON line per request off a terminal, with its id',
      /^\{"level":"info","time":"[^"]+","requestId":"[0-9a-f-]{36}","method":"GET","path":"\/products\/venuepro","status":200,"durationMs":[\d.]+,"msg":"GET \/products\/venuepro 200 [\d.]+ ms"\}$/m.test(
        printed,
      ),
      printed.slice(-2000),
    );
    check(
      'it names the build log, the address it is bound to, the store, the mail settings and the inbox',
      /Built the site in \d+ s \(full output in build\.log\)/.test(printed) &&
        printed.includes(`"msg":"Site and API listening on ${BASE}"`) &&
        printed.includes('Leads are stored in ') &&
        printed.includes('Mail: off') &&
        printed.includes('"msg":"Inbox: off (set ADMIN_TOKEN)"'),
      printed,
    );
    // What a start would find, said without starting: the site just built, the store the server migrated.
    const checked = spawnSync('npm', ['start', '--silent', '--', '--check'], { cwd: cloneDir, env, encoding: 'utf8', timeout: 60_000 });
    check(
      'npm start -- --check finds the build up to date and no migration pending',
      checked.status === 0 &&
        /^site: .*\/dist \(up to date\)$/m.test(checked.stdout) &&
        checked.stdout.includes('\nmigrations pending: none\n') &&
        checked.stdout.endsWith('\ncheck: ok\n'),
      `${checked.status} ${checked.stdout}${checked.stderr}`,
    );
    const log = path.join(cloneDir, 'build.log');
    check('the full build output is in build.log', existsSync(log) && readFileSync(log, 'utf8').includes('prerendered'));
  }
} finally {
  // npm passes the signal on (the start script execs node): the server answers what is in flight and exits.
  await stopWithRequestInFlight(BASE, server.pid, 'npm start', check);
  await exited;
  rmSync(workDir, { recursive: true, force: true });
}

finish();
