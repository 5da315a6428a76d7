/**
 * The performance report: `npm run bench` prints tables and writes bench-results/bench.json.
 * Figures live here, never in timed tests. Each section is independent; add one to SECTIONS.
 *
 * Sections: bytes (first-load bytes per route, from dist/ and from a cold visit in Chromium),
 * lighthouse (mobile, 3 runs per route alternating with the same page with its scripts stripped:
 * each figure's median, the LCP and main-thread ratios page / stripped, the machine's load beside
 * them; `no-js` is another name for it), scripts (what a page fetches in Chromium before load and
 * before the first input), latency (input to next paint for four first-visit interactions),
 * lead-api and lead-load (the lead API under load), inbox (the studio's inbox over 20,000 leads, on
 * SQLite and, with TEST_DATABASE_URL, on PostgreSQL: see bench/lib/inbox-section.ts).
 *
 *   npm run bench                               every section
 *   npm run bench -- --only bytes,lighthouse    some sections (merged into an existing bench.json)
 *   BENCH_ONLY=scripts npm run bench            the same, from the environment
 *   BENCH_ROUTES=/,/products npm run bench      some of the bench routes (scripts adds the form pages)
 *   BENCH_LIGHTHOUSE_RUNS=1 npm run bench       fewer Lighthouse runs per route and page (3 by default)
 *   BENCH_LATENCY_SAMPLES=1 npm run bench       fewer samples per interaction (3 by default)
 *   BENCH_WAIT_QUIET=1 npm run bench            first wait (up to 5 min) for a 1-min load average < 0.3
 *   BENCH_SKIP_BUILD=1 npm run bench            measure the dist/ already built (otherwise the page
 *                                               sections build the site first)
 *   BENCH_PORTS=5100-5199 npm run bench         the ports the site server, the proxy and Lighthouse's
 *                                               Chromium take (this range by default)
 *   BENCH_SECONDS=5 npm run bench               shorter load runs
 *   BENCH_LOAD_SECONDS=10 npm run bench         a shorter sustained mixed run (lead-load; 120 s by default)
 *
 * The page sections measure the production server (src/server/main.ts serving dist/) on 127.0.0.1;
 * Chromium is CHROMIUM_PATH or /usr/bin/chromium. Load runs send traffic to 127.0.0.1 only. Servers
 * run in child processes (this same script with --serve), so the load generator does not share their event loop.
 * A section that fails (an interaction not found, dist/ rebuilt under it) is reported and the bench exits with 1.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import BetterSqlite3 from '@/server/store/better-sqlite3';
import { LEAD_KINDS, leadRegistry } from '@/leads/kinds';
import { SQLITE_FILE_NAME } from '@/server/store/open-store';
import type { RealServer } from '@/server/testing/real-server';
import { numberedLead, startRealServer } from '@/server/testing/real-server';
import type { BenchSection, Grid, TableRow } from './lib/bench-report';
import { mark, printGrid } from './lib/bench-report';
import type { QuietOutcome } from './lib/bench-figures';
import { QUIET_LOAD, waitForQuiet } from './lib/bench-figures';
import { benchPort } from './lib/bench-ports';
import { round, runLoad, type LoadReport, type LoadRequest } from './lib/load-run';
import { latencySection } from './lib/latency-section';
import { inboxSection } from './lib/inbox-section';
import { firstLoadSection, lighthouseSection } from './lib/page-sections';
import { scriptsSection } from './lib/scripts-section';

const SCRIPT_PATH = fileURLToPath(import.meta.url);
const PROJECT_DIR = path.resolve(path.dirname(SCRIPT_PATH), '..');
const RESULTS_FILE = path.join(PROJECT_DIR, 'bench-results', 'bench.json');

const LOAD_CONNECTIONS = 50;
const DEFAULT_LOAD_SECONDS = 10;
const WARMUP_SECONDS = 2;
const SERVER_START_TIMEOUT_MS = 30_000;
const LISTENING_PREFIX = 'BENCH_LISTENING ';
/** High enough that the rate limit never answers instead of the store. */
const UNLIMITED_RATE = String(1_000_000_000);
/**
 * The servers under measurement log warnings and errors only: an access line per request would be
 * read and kept by this process, on the same cores, while it measures.
 */
const BENCH_LOG_LEVEL = 'warn';

// ---------------------------------------------------------------------------------------------
// Servers under test (child-process role)

/** The bare baseline: node:http reading the body and answering 200 with a small JSON message. */
function serveBare(): void {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"message":"OK"}');
    });
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (typeof address === 'object' && address) process.stdout.write(`${LISTENING_PREFIX}http://127.0.0.1:${address.port}\n`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

/** The real lead API on the embedded store (SQLite, WAL, synchronous=FULL) in `dataDir`. */
async function serveLeadApi(dataDir: string): Promise<void> {
  const { loadConfig } = await import('@/server/config');
  const { startServer } = await import('@/server/start-server');
  const { setLogLevel } = await import('@/server/log');
  const config = loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_MIN: UNLIMITED_RATE, HOST: '127.0.0.1', LOG_LEVEL: BENCH_LOG_LEVEL });
  setLogLevel(config.LOG_LEVEL);
  const server = await startServer({ ...config, PORT: 0 });
  process.stdout.write(`${LISTENING_PREFIX}${server.url}\n`);
  process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
}

// ---------------------------------------------------------------------------------------------
// Child servers

async function startChild(role: string, extraArgs: string[] = []): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT_PATH, '--serve', role, ...extraArgs], {
    cwd: PROJECT_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${role} server did not start`)), SERVER_START_TIMEOUT_MS);
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((candidate) => candidate.startsWith(LISTENING_PREFIX));
      if (line) {
        clearTimeout(timer);
        resolve(line.slice(LISTENING_PREFIX.length).trim());
      }
    });
    child.once('exit', (code) => reject(new Error(`${role} server exited early (code ${code})`)));
  });
  return { url, child };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

// ---------------------------------------------------------------------------------------------
// Sections

const contactLead: LoadRequest = {
  method: 'POST',
  path: '/api/contact.js',
  // A fresh key per request: every POST is a new lead, stored and committed.
  headers: () => ({ 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }),
  body: () =>
    JSON.stringify({
      from_name: 'Bench Visitor',
      from_email: `visitor-${crypto.randomUUID().slice(0, 8)}@example.com`,
      service: 'Corporate Websites',
      message: 'We would like a new corporate website with a client portal and a blog.',
    }),
};

const bareRequest: LoadRequest = { ...contactLead, path: '/' };

/** A run's figures without the keys it acknowledged (the lead-load section's check, not a figure). */
type LoadFigures = Omit<LoadReport, 'acknowledgedKeys'> & { acknowledged: number };

async function measure(role: string, request: LoadRequest, loadSeconds: number, extraArgs: string[] = []): Promise<LoadFigures> {
  const { url, child } = await startChild(role, extraArgs);
  try {
    await runLoad(url, request, WARMUP_SECONDS, LOAD_CONNECTIONS);
    const { acknowledgedKeys, ...figures } = await runLoad(url, request, loadSeconds, LOAD_CONNECTIONS);
    return { ...figures, acknowledged: acknowledgedKeys.length };
  } finally {
    await stopChild(child);
  }
}

const leadApiSection: BenchSection = {
  name: 'lead-api',
  description: `lead POSTs (/api/contact.js) on the embedded SQLite store vs a bare node:http server, ${LOAD_CONNECTIONS} connections`,
  async run({ loadSeconds }) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-'));
    try {
      const leadApi = await measure('lead-api', contactLead, loadSeconds, ['--data-dir', dataDir]);
      const bare = await measure('bare', bareRequest, loadSeconds);
      const ratio = round(leadApi.requestsPerSecond / bare.requestsPerSecond, 3);
      const rows = (label: string, report: LoadFigures): TableRow[] => [
        {
          section: 'lead-api',
          metric: `${label} throughput`,
          value: `${report.requestsPerSecond} req/s (${report.requests} in ${report.seconds} s, ${report.errors} errors)`,
        },
        { section: 'lead-api', metric: `${label} latency p50 / p99`, value: `${report.p50Ms} ms / ${report.p99Ms} ms` },
      ];
      return {
        rows: [
          ...rows('lead POST', leadApi),
          ...rows('bare node:http', bare),
          { section: 'lead-api', metric: 'lead POST / bare throughput', value: `${ratio} (${round(ratio * 100, 1)} %)` },
        ],
        data: { connections: LOAD_CONNECTIONS, store: 'sqlite (WAL, synchronous=FULL)', leadPost: leadApi, bareHttp: bare, throughputRatio: ratio },
      };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

const MIXED_CONNECTIONS = 100;
const DEFAULT_MIXED_SECONDS = 120;
const MIXED_ADMIN_TOKEN = 'bench-admin-token-0123456789';

/** Every kind in turn, each POST a new lead (own key, own address). */
function mixedLeads(): () => LoadRequest {
  let sequence = 0;
  return () => {
    const lead = numberedLead(sequence++, 'load');
    return {
      method: 'POST',
      path: lead.path,
      headers: () => ({ 'Content-Type': 'application/json', 'Idempotency-Key': lead.key }),
      body: () => lead.body,
    };
  };
}

/** Rows and the keys stored in the SQLite file, read after the server has stopped. */
function readStoredLeads(dataDir: string): { rows: number; keys: Set<string> } {
  const database = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    const keys = database.prepare('select idempotency_key as key from leads').all() as Array<{ key: string }>;
    return { rows: keys.length, keys: new Set(keys.map((row) => row.key)) };
  } finally {
    database.close();
  }
}

const leadLoadSection: BenchSection = {
  name: 'lead-load',
  description: `sustained mixed load: all five lead endpoints, ${MIXED_CONNECTIONS} connections, the real server (src/server/main.ts) on SQLite, rate limit raised`,
  async run() {
    const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? DEFAULT_MIXED_SECONDS);
    if (!(seconds > 0)) throw new Error('BENCH_LOAD_SECONDS must be a positive number');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-load-'));
    try {
      const server = await startRealServer({
        dataDir,
        env: { RATE_LIMIT_PER_MIN: UNLIMITED_RATE, ADMIN_TOKEN: MIXED_ADMIN_TOKEN, LOG_LEVEL: BENCH_LOG_LEVEL },
      });
      let report: LoadReport;
      try {
        report = await runLoad(server.url, mixedLeads(), seconds, MIXED_CONNECTIONS);
      } finally {
        server.child.kill('SIGTERM');
        const code = await server.exited;
        if (code !== 0) console.warn(`The server exited with ${code}:\n${server.output()}`);
      }
      const { acknowledgedKeys, ...load } = report;
      const acknowledged = acknowledgedKeys.length;
      const stored = readStoredLeads(dataDir);
      // Key by key: a lead in flight when the time was up may be stored without its 200 being read.
      const lost = acknowledgedKeys.filter((key) => !stored.keys.has(key)).length;
      const duplicates = stored.rows - stored.keys.size;
      const statuses = Object.entries(report.statuses)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ');
      return {
        rows: [
          {
            section: 'lead-load',
            metric: 'mixed lead POSTs throughput',
            value: `${report.requestsPerSecond} req/s (${report.requests} in ${report.seconds} s, ${MIXED_CONNECTIONS} connections)`,
          },
          { section: 'lead-load', metric: 'mixed lead POSTs latency p50 / p99', value: `${report.p50Ms} ms / ${report.p99Ms} ms` },
          {
            section: 'lead-load',
            metric: 'errors (non-200 or no answer)',
            value: `${report.errors} (${statuses}; ${report.unanswered} sent without an answer)`,
          },
          {
            section: 'lead-load',
            metric: 'lost leads (answered 200, not stored)',
            value: `${lost} (${acknowledged} answered 200, ${stored.rows} rows, ${duplicates} duplicates)`,
          },
        ],
        data: {
          connections: MIXED_CONNECTIONS,
          seconds,
          store: 'sqlite (WAL, synchronous=FULL)',
          endpoints: LEAD_KINDS.map((kind) => leadRegistry[kind].path),
          load,
          acknowledged,
          storedRows: stored.rows,
          lostLeads: lost,
          duplicateLeads: duplicates,
        },
      };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

// Page sections first: they want a quiet machine, before the load runs heat it up.
const SECTIONS: BenchSection[] = [firstLoadSection, lighthouseSection, scriptsSection, latencySection, leadApiSection, leadLoadSection, inboxSection];

/** Former section names: the no-JS baseline now runs inside lighthouse, alternating with the page. */
const SECTION_ALIASES: Record<string, string> = { 'no-js': 'lighthouse' };

const QUIET_TIMEOUT_MS = 5 * 60_000;
const QUIET_POLL_MS = 5_000;

/** BENCH_WAIT_QUIET=1: wait for the machine to quiet down before the page sections. */
async function waitForQuietMachine(): Promise<QuietOutcome> {
  console.info(`Waiting up to ${QUIET_TIMEOUT_MS / 60_000} min for the 1-min load average to fall below ${QUIET_LOAD} (BENCH_WAIT_QUIET)...`);
  return waitForQuiet({
    loadAverage: () => os.loadavg()[0]!,
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    log: (line) => console.info(`  ${line}`),
    below: QUIET_LOAD,
    timeoutMs: QUIET_TIMEOUT_MS,
    pollMs: QUIET_POLL_MS,
  });
}

// ---------------------------------------------------------------------------------------------
// The built site

function buildSite(): void {
  console.info('Building the site (npx vite build)...');
  const vite = path.join(PROJECT_DIR, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: PROJECT_DIR, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`The site build failed (exit code ${result.status ?? 'unknown'}):\n${result.stdout}${result.stderr}`);
}

/** The production server with the site (SERVE_SITE=true) on a scratch database, started on first use. */
function lazySite(): { url(): Promise<string>; stop(): Promise<void> } {
  let started: Promise<{ server: RealServer; dataDir: string }> | undefined;
  return {
    url: async () => {
      started ??= (async () => {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-site-'));
        const server = await startRealServer({ dataDir, env: { SERVE_SITE: 'true', LOG_LEVEL: BENCH_LOG_LEVEL }, port: await benchPort() });
        return { server, dataDir };
      })();
      return (await started).server.url;
    },
    stop: async () => {
      if (!started) return;
      const { server, dataDir } = await started;
      server.child.kill('SIGTERM');
      const code = await server.exited;
      if (code !== 0) console.warn(`The site server exited with ${code}:\n${server.output()}`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Report

function printTable(rows: TableRow[]): void {
  const header: TableRow = { section: 'section', metric: 'metric', value: 'value' };
  const all = [header, ...rows];
  const width = (key: keyof TableRow) => Math.max(...all.map((row) => row[key].length));
  const widths = { section: width('section'), metric: width('metric') };
  const line = (row: TableRow) => `${row.section.padEnd(widths.section)}  ${row.metric.padEnd(widths.metric)}  ${row.value}`;
  console.info(line(header));
  console.info(`${'-'.repeat(widths.section)}  ${'-'.repeat(widths.metric)}  ${'-'.repeat(width('value'))}`);
  for (const row of rows) console.info(line(row));
}

function readPreviousResults(): Record<string, unknown> {
  if (!existsSync(RESULTS_FILE)) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
    const sections = typeof parsed === 'object' && parsed !== null ? (parsed as { sections?: unknown }).sections : undefined;
    return typeof sections === 'object' && sections !== null ? (sections as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { serve: { type: 'string' }, 'data-dir': { type: 'string' }, only: { type: 'string', multiple: true } },
  });
  if (values.serve === 'bare') return serveBare();
  if (values.serve === 'lead-api') return serveLeadApi(values['data-dir'] ?? mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-')));
  if (values.serve) throw new Error(`Unknown server role ${values.serve}`);

  const loadSeconds = Number(process.env.BENCH_SECONDS ?? DEFAULT_LOAD_SECONDS);
  if (!(loadSeconds > 0)) throw new Error('BENCH_SECONDS must be a positive number');
  const onlyList = values.only ?? (process.env.BENCH_ONLY ? [process.env.BENCH_ONLY] : undefined);
  const named = onlyList
    ?.flatMap((names) => names.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  const only = named ? [...new Set(named.map((name) => SECTION_ALIASES[name] ?? name))] : undefined;
  const unknown = only?.filter((name) => !SECTIONS.some((section) => section.name === name)) ?? [];
  if (unknown.length > 0) throw new Error(`No section ${unknown.join(', ')}. Sections: ${SECTIONS.map((section) => section.name).join(', ')}`);
  const selected = only ? SECTIONS.filter((section) => only.includes(section.name)) : SECTIONS;
  if (selected.length === 0) throw new Error(`No section selected. Sections: ${SECTIONS.map((section) => section.name).join(', ')}`);

  const pages = selected.some((section) => section.needsSite);
  if (pages && !process.env.BENCH_SKIP_BUILD) buildSite();
  const quiet = pages && process.env.BENCH_WAIT_QUIET === '1' ? await waitForQuietMachine() : undefined;
  const sections: Record<string, unknown> = only ? readPreviousResults() : {};
  const rows: TableRow[] = [];
  const grids: Grid[] = [];
  const failed: string[] = [];
  const site = lazySite();
  try {
    for (const section of selected) {
      console.info(`Running ${section.name}: ${section.description}...`);
      try {
        const result = await section.run({ loadSeconds, siteUrl: site.url, results: sections });
        rows.push(...result.rows);
        grids.push(...(result.grids ?? []));
        sections[section.name] = { description: section.description, ...result.data };
      } catch (error) {
        // Loud, and no figures: a section that could not measure what it promises has none to give.
        const message = error instanceof Error ? error.message : String(error);
        console.error(`The ${section.name} section failed: ${message}`);
        failed.push(section.name);
        rows.push({ section: section.name, metric: 'section failed', value: `${message.split('\n')[0]} ${mark(false)}` });
        sections[section.name] = { description: section.description, failed: message };
      }
    }
  } finally {
    await site.stop();
  }

  for (const grid of grids) printGrid(grid);
  console.info('');
  printTable(rows);
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const report = {
    generatedAt: new Date().toISOString(),
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.arch()}`,
      cpus: os.cpus().length,
      loadAverageAtEnd: os.loadavg(),
      ...(quiet ? { waitedForQuiet: quiet } : {}),
    },
    loadSeconds,
    sections,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.info(`Written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  if (failed.length > 0) {
    console.error(`Failed sections: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
