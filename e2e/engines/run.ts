/**
 * The cross-engine suite (npm run test:engines): every check of checks.ts in Firefox ESR (WebDriver
 * BiDi) and WebKitGTK (classic WebDriver), against the real server serving dist/ (built for the e2e
 * suite's address, so nothing is rebuilt after it), reached through a proxy the suite switches off
 * for outages; then WebKit's console on the key pages, and each engine behind a network link that
 * drops and returns (link-drop.ts). Runs under an X display of its own when none is set.
 *
 *   npm run test:engines                    both engines
 *   ENGINES=firefox npm run test:engines    one (firefox or webkit)
 *   ENGINES_ONLY=outbox ...                 only the checks whose name holds this text
 *   ENGINES_OUTAGE_SECONDS=100 ...          the reload scenario's outage (5 s by default)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LeadKind } from '@/leads/kinds';
import { E2E_ADMIN_TOKEN, E2E_ANALYTICS_SCRIPT_URL, E2E_BASE_URL, E2E_PORT } from '../support/env';
import { waitForHealth } from '../support/server';
import { checks, NotDriven, type CheckContext } from './checks';
import { startFirefox } from './firefox';
import { linkDropCheck } from './link-drop';
import { OutageProxy } from './outage-proxy';
import type { EngineName, EngineSession } from './session';
import { webkitConsoleCheck } from './webkit-console';
import { startWebKit } from './webkit';

/** A line of the report, on stdout. */
const say = (line: string) => process.stdout.write(`${line}\n`);

/** The suite's ports, after the e2e suite's own (E2E_PORT and the analytics server's next to it). */
export const ENGINES_PORTS = { server: E2E_PORT + 2, proxy: { firefox: E2E_PORT + 3, webkit: E2E_PORT + 5 }, webdriver: E2E_PORT + 4 };

type Outcome = { status: 'passed' } | { status: 'failed'; message: string } | { status: 'not driven'; message: string };

interface Result {
  engine: EngineName;
  check: string;
  outcome: Outcome;
  seconds: number;
}

const results: Result[] = [];
const notes: string[] = [];

function report(result: Result): void {
  results.push(result);
  const mark = { passed: 'ok', failed: 'FAILED', 'not driven': 'NOT DRIVEN' }[result.outcome.status];
  // The engines run side by side: each line names its engine.
  const detail = result.outcome.status === 'passed' ? '' : `: ${result.outcome.message}`;
  say(`  ${mark.padEnd(10)} ${result.engine} › ${result.check} (${result.seconds.toFixed(1)} s)${detail}`);
}

async function runCheck(engine: EngineName, name: string, run: () => Promise<void>): Promise<void> {
  const started = Date.now();
  let outcome: Outcome;
  try {
    await run();
    outcome = { status: 'passed' };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    outcome = error instanceof NotDriven ? { status: 'not driven', message } : { status: 'failed', message };
  }
  report({ engine, check: name, outcome, seconds: (Date.now() - started) / 1000 });
}

/** The X display the browsers' windows open on: DISPLAY, or a virtual one (Xvfb picks a free number and says which). */
async function startDisplay(): Promise<{ display: string; process: ChildProcess | undefined }> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, process: undefined };
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const number = await new Promise<string>((resolve, reject) => {
    let said = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      said += chunk.toString('utf8');
      if (said.includes('\n')) resolve(said.trim());
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code ?? 'signal'}) before it opened a display`)));
  });
  return { display: `:${number}`, process: xvfb };
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(ENGINES_PORTS.server),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      RATE_LIMIT_PER_MIN: '100000',
      LOG_LEVEL: 'warn',
      ENV_FILE: '/dev/null',
      // The e2e suite's build: the server serves dist/ as that suite left it.
      SITE_URL: E2E_BASE_URL,
      VITE_ANALYTICS_SCRIPT_URL: E2E_ANALYTICS_SCRIPT_URL,
    },
  });
  let exited = false;
  server.on('exit', () => (exited = true));
  if (!(await waitForHealth(`http://127.0.0.1:${ENGINES_PORTS.server}`, 300_000, () => exited))) {
    server.kill('SIGTERM');
    throw new Error('The server never answered');
  }
  return server;
}

/** Leads of `kind` stored with this address, read through the studio's admin API. */
export async function storedLeads(base: string, kind: LeadKind, email: string): Promise<number> {
  const response = await fetch(`${base}/api/admin/leads?kind=${kind}`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  if (!response.ok) throw new Error(`The admin API answered ${response.status}`);
  const { leads } = (await response.json()) as { leads: Array<{ data: Record<string, unknown> }> };
  return leads.filter((lead) => Object.values(lead.data).includes(email)).length;
}

/** Waits until the proxy has carried nothing for 1 s (at most 20 s). */
async function quiet(proxy: OutageProxy): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() - proxy.lastActivityAt < 1_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

const starters: Record<EngineName, () => Promise<EngineSession>> = {
  firefox: () => startFirefox(),
  webkit: () => startWebKit(ENGINES_PORTS.webdriver),
};

/** One engine's checks, then its link drop; the engines run side by side, each through a proxy of its own. */
async function runEngine(engine: EngineName, proxy: OutageProxy, serverBase: string): Promise<void> {
  await runChecks(engine, proxy, serverBase);
  if (chosen(linkDropCheck.name)) {
    await runCheck(engine, linkDropCheck.name, () =>
      linkDropCheck.run(
        engine,
        serverBase,
        (kind, email) => storedLeads(serverBase, kind, email),
        (text) => notes.push(`${engine}: ${text}`),
      ),
    );
  }
}

async function runChecks(engine: EngineName, proxy: OutageProxy, serverBase: string): Promise<void> {
  let session: EngineSession;
  try {
    session = await starters[engine]();
  } catch (error) {
    report({ engine, check: 'start the browser', outcome: { status: 'failed', message: String(error) }, seconds: 0 });
    return;
  }
  const context: CheckContext = {
    session,
    proxy,
    storedLeads: (kind, email) => storedLeads(serverBase, kind, email),
    note: (text) => notes.push(`${engine}: ${text}`),
    quiet: () => quiet(proxy),
    outageSeconds: Number(process.env.ENGINES_OUTAGE_SECONDS ?? 5),
  };
  try {
    // The cookie choice is made, so the banner stays out of the way.
    await session.goto(`${proxy.origin}/`);
    await session.run(`() => localStorage.setItem('cookieConsent', 'false')`);
    // The first page's late loads are done before the first check leaves it.
    await quiet(proxy);
    for (const check of checks.filter((candidate) => chosen(candidate.name))) {
      await runCheck(engine, check.name, () => check.run(context));
      // A check that failed with the server away leaves it back for the next one.
      await proxy.up();
    }
  } finally {
    await session.close().catch(() => undefined);
  }
}

/** ENGINES_ONLY: run only the checks whose name holds this text (as the report names them). */
const chosen = (name: string) => name.includes(process.env.ENGINES_ONLY ?? '');

async function main(): Promise<number> {
  const engines = (process.env.ENGINES ?? 'firefox,webkit').split(',').map((name) => name.trim()) as EngineName[];
  const unknown = engines.filter((engine) => !(engine in starters));
  if (unknown.length > 0) throw new Error(`Unknown engine ${unknown.join(', ')}: firefox or webkit`);
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-engines-'));
  const display = await startDisplay();
  process.env.DISPLAY = display.display;
  const server = await startServer(dataDir).catch((error: unknown) => {
    display.process?.kill();
    throw error;
  });
  // Stopped from outside (Ctrl-C, a CI timeout): the server and the display go too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.kill('SIGTERM');
      display.process?.kill();
      process.exit(130);
    });
  }
  const serverBase = `http://127.0.0.1:${ENGINES_PORTS.server}`;
  const proxies = new Map(engines.map((engine) => [engine, new OutageProxy(ENGINES_PORTS.proxy[engine], { host: '127.0.0.1', port: ENGINES_PORTS.server })]));
  try {
    for (const proxy of proxies.values()) await proxy.up();
    await Promise.all(engines.map((engine) => runEngine(engine, proxies.get(engine)!, serverBase)));
    const webkitProxy = proxies.get('webkit');
    if (webkitProxy && chosen(webkitConsoleCheck.name)) {
      await runCheck('webkit', webkitConsoleCheck.name, () =>
        webkitConsoleCheck.run({ origin: webkitProxy.origin, lastActivityAt: () => webkitProxy.lastActivityAt }),
      );
    }
  } finally {
    for (const proxy of proxies.values()) await proxy.down();
    server.kill('SIGTERM');
    display.process?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (notes.length > 0) say(`\n${notes.map((text) => `  note: ${text}`).join('\n')}`);
  const count = (status: Outcome['status']) => results.filter((result) => result.outcome.status === status).length;
  const notDriven = results.filter((result) => result.outcome.status === 'not driven');
  if (notDriven.length > 0) say(`\nNot driven: ${notDriven.map((result) => `${result.engine} › ${result.check}`).join('; ')}`);
  say(`\nThe cross-engine suite took ${Math.round((Date.now() - started) / 1000)} s.`);
  say(`engines: ${count('passed')} passed, ${count('failed')} failed, ${count('not driven')} skipped`);
  return count('failed') > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
