/**
 * The `inbox` section of `npm run bench`: the studio's inbox (GET /api/admin/leads with the
 * inbox's parameters, and GET /api/admin/stats, its chart of leads per week) over 20,000 leads, on a scratch SQLite file and, with TEST_DATABASE_URL, on
 * a scratch PostgreSQL database of its own.
 *
 * Response times are the server's own: `performance.now()` around `app.request(...)` and the
 * reading of its body, on the real app (createApp) in this process, so no socket or client is in
 * them. Memory is the real server's (src/server/main.ts in a child process on the same data): its
 * resident set (VmRSS in /proc/<pid>/status) before, sampled every 10 ms during, and after the
 * whole CSV is downloaded: for about a tenth of the leads, then for all of them ten times over.
 * A CSV streamed a page at a time holds one page at once, so what a listing leaves is garbage: the
 * resident set may rise by it until the collector runs, and falls back then, however many leads
 * were listed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import pg from 'pg';
import type { LeadKind } from '@/leads/kinds';
import {
  BOOKING_TIME_SLOTS,
  CONSULTATION_TYPES,
  CONTACT_SERVICES,
  FOUNDER_REASONS,
  QUOTE_BUDGETS,
  QUOTE_FEATURES,
  QUOTE_LOCATIONS,
  QUOTE_PROJECT_TYPES,
  QUOTE_TIMELINES,
} from '@/leads/form-copy';
import type { LeadStatus } from '@/leads/lead-status';
import { statsWeekStarts, studioWeekStart } from '@/server/admin/lead-stats';
import { createApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { IDEMPOTENCY_KEY_TTL_MS } from '@/server/leads/idempotency';
import { leadSearchText } from '@/server/leads/lead-search';
import { setLogLevel } from '@/server/log';
import type { Store } from '@/server/store/open-store';
import { openPostgresStore, openSqliteStore } from '@/server/store/open-store';
import type { Database, IdempotencyKeysTable, LeadsTable } from '@/server/store/schema';
import { startRealServer } from '@/server/testing/real-server';
import { scratchPostgresUrl } from '@/server/testing/test-app';
import type { BenchSection, TableRow } from './bench-report';
import { mark } from './bench-report';

const LEAD_COUNT = 20_000;
const INSERT_BATCH = 500;
const WARMUPS = 20;
const RUNS = 200;
const TARGET_P95_MS = 150;
const ADMIN_TOKEN = 'inbox-bench-token-Xq3v9LmT2pKd7wZs';
/** Put in 3 % of the typed messages (60 % of leads have one): a search that finds a few hundred leads. */
const RARE_WORD = 'wordpress';
const NO_MATCH = 'zyzzogeton';
const RSS_SAMPLE_MS = 10;
const WHOLE_LISTINGS = 10;
const SCRATCH_DATABASE_SUFFIX = 'bench_inbox';
const NOW = Date.parse('2030-06-01T12:00:00.000Z');
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** A small deterministic generator: the same 20,000 leads on every run and every store. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST_NAMES = [
  'Ana',
  'Zoë',
  'José',
  'Sam',
  'Kim',
  'Priya',
  'Łukasz',
  'Søren',
  'Mei',
  'Omar',
  'Chloé',
  'Liam',
  'Fatima',
  'Noah',
  'Aiko',
  'Jürgen',
  'Maya',
  'Tomás',
  'Ines',
  'Ravi',
];
const LAST_NAMES = [
  'Ruiz',
  'Martin',
  'Lee',
  'Müller',
  'Okafor',
  'Nguyen',
  'Kowalski',
  'Andersen',
  'Haddad',
  'Silva',
  'Dubois',
  'Tanaka',
  'Patel',
  "O'Brien",
  'García',
  'Novak',
  'Rossi',
  'Khan',
];
const DOMAINS = ['firm.example', 'clinic.example', 'logistics.example', 'gmail.example', 'shop.example', 'studio.example', 'hotel.example'];
const OPENINGS = ['Hello,', 'Hi there!', 'Good morning,', 'Dear team,', ''];
const NEEDS = [
  'we need a new website for our practice',
  'our booking system is slow and customers complain',
  'could you redesign our online shop before the summer sale',
  'we are looking for a partner to build a client portal',
  'our current site does not work well on phones',
  'we want to add online payments and invoices',
  'can you help us rank better in local search',
  'we need a multilingual site (English, Spanish and German)',
];
const DETAILS = [
  'Budget is flexible.',
  'We have about 40 pages.',
  'Deadline is end of Q3.',
  'Please call me after 5 pm.',
  'We already have a logo and brand colours.',
  'Hosting is on our own server.',
  '',
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function message(next: () => number): string {
  const rare = next() < 0.03 ? ` Our old site runs on ${RARE_WORD}.` : '';
  return [pick(next, OPENINGS), `${pick(next, NEEDS)}.`, pick(next, DETAILS)].filter(Boolean).join(' ') + rare;
}

const KIND_WEIGHTS: readonly [LeadKind, number][] = [
  ['newsletter', 0.3],
  ['contact', 0.3],
  ['quote', 0.2],
  ['founder', 0.1],
  ['booking', 0.1],
];
const STATUS_WEIGHTS: readonly [LeadStatus, number][] = [
  ['new', 0.6],
  ['handled', 0.25],
  ['archived', 0.1],
  ['spam', 0.05],
];

function weighted<T>(next: () => number, weights: readonly [T, number][]): T {
  let roll = next();
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weights.at(-1)![0];
}

function leadData(kind: LeadKind, index: number, next: () => number): Record<string, unknown> {
  const name = `${pick(next, FIRST_NAMES)} ${pick(next, LAST_NAMES)}`;
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${index}@${pick(next, DOMAINS)}`;
  const phone = `+44 20 7946 ${String(index % 10_000).padStart(4, '0')}`;
  switch (kind) {
    case 'newsletter':
      return { email };
    case 'contact':
      return { from_name: name, from_email: email, service: pick(next, CONTACT_SERVICES), message: message(next) };
    case 'quote':
      return {
        projectType: pick(next, QUOTE_PROJECT_TYPES),
        location: pick(next, QUOTE_LOCATIONS),
        budget: pick(next, QUOTE_BUDGETS),
        timeline: pick(next, QUOTE_TIMELINES),
        email,
        phone,
        additionalInfo: message(next),
        features: QUOTE_FEATURES.filter(() => next() < 0.3),
      };
    case 'founder':
      return { name, email, phone, reason: pick(next, FOUNDER_REASONS), message: message(next) };
    case 'booking': {
      const day = new Date(NOW + Math.floor(next() * 90) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      return { email, consultationType: pick(next, CONSULTATION_TYPES), date: day, time: pick(next, BOOKING_TIME_SLOTS) };
    }
  }
}

/**
 * 20,000 leads over the past year, written as the writer writes them (the lead with its search
 * text, and its idempotency key), a few hundred rows per statement and a batch per transaction.
 * Counts, as it goes, the leads holding the rare word and those of the weeks the stats cover.
 */
async function seedLeads(db: Kysely<Database>): Promise<{ rareMatches: number; statsLeads: number }> {
  const next = random(19_004);
  let rareMatches = 0;
  let statsLeads = 0;
  const statsWeeks = new Set(statsWeekStarts(new Date(NOW)));
  for (let start = 0; start < LEAD_COUNT; start += INSERT_BATCH) {
    const leads: Insertable<LeadsTable>[] = [];
    const keys: Insertable<IdempotencyKeysTable>[] = [];
    for (let index = start; index < Math.min(LEAD_COUNT, start + INSERT_BATCH); index += 1) {
      const kind = weighted(next, KIND_WEIGHTS);
      const data = leadData(kind, index, next);
      const createdAt = new Date(NOW - Math.floor(next() * YEAR_MS)).toISOString();
      const status = weighted(next, STATUS_WEIGHTS);
      const id = crypto.randomUUID();
      const key = crypto.randomUUID();
      const searchText = leadSearchText(kind, data);
      if (searchText.includes(RARE_WORD)) rareMatches += 1;
      if (statsWeeks.has(studioWeekStart(new Date(createdAt)))) statsLeads += 1;
      leads.push({
        id,
        kind,
        created_at: createdAt,
        data: JSON.stringify(data),
        idempotency_key: key,
        status,
        status_changed_at: status === 'new' ? null : new Date(NOW).toISOString(),
        search_text: searchText,
      });
      keys.push({
        key,
        kind,
        request_hash: 'bench',
        response_status: 200,
        response_body: '{"message":"ok"}',
        lead_id: id,
        created_at: createdAt,
        expires_at: new Date(Date.parse(createdAt) + IDEMPOTENCY_KEY_TTL_MS).toISOString(),
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('idempotency_keys').values(keys).execute();
      await trx.insertInto('leads').values(leads).execute();
    });
  }
  return { rareMatches, statsLeads };
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))]!;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

interface Timing {
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** The server's time for one GET, answer read to its end: warm-ups first, then the runs measured. */
async function timeRequests(app: ReturnType<typeof createApp>, url: string): Promise<Timing & { total: number }> {
  const headers = { Authorization: `Bearer ${ADMIN_TOKEN}` };
  let total = Number.NaN;
  const once = async () => {
    const started = performance.now();
    const response = await app.request(url, { headers });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 200)}`);
    total = (JSON.parse(body) as { total: number }).total;
    return elapsed;
  };
  for (let run = 0; run < WARMUPS; run += 1) await once();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await once());
  times.sort((a, b) => a - b);
  return { p50Ms: round(percentile(times, 0.5), 2), p95Ms: round(percentile(times, 0.95), 2), maxMs: round(times.at(-1)!, 2), total };
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`No VmRSS for process ${pid}`);
  return round(Number(kilobytes) / 1024);
}

interface ListingMemory {
  leads: number;
  bytes: number;
  beforeMb: number;
  peakMb: number;
  afterMb: number;
}

/** Downloads a whole CSV from the real server, reading and dropping it as it comes, while its memory is sampled. */
async function listingMemory(url: string, pid: number, query: string): Promise<ListingMemory> {
  const beforeMb = residentMb(pid);
  let peakMb = beforeMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid))), RSS_SAMPLE_MS);
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${url}/api/admin/leads?${query}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    if (response.status !== 200 || !response.body) throw new Error(`GET the CSV (${query}) answered ${response.status}`);
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const afterMb = residentMb(pid);
  return { leads: lines - 1, bytes, beforeMb, peakMb: Math.max(peakMb, afterMb), afterMb };
}

async function dropScratchDatabase(baseUrl: string, scratchUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${new URL(scratchUrl).pathname.slice(1)} with (force)`);
  } finally {
    await client.end();
  }
}

interface StoreUnderTest {
  label: string;
  open(): Promise<Store>;
  /** The real server's settings for the same data. */
  serverEnv(): Record<string, string>;
  dataDir: string;
  cleanup(): Promise<void>;
}

function sqliteUnderTest(): StoreUnderTest {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-inbox-'));
  return {
    label: 'SQLite',
    dataDir,
    open: async () => openSqliteStore(dataDir),
    serverEnv: () => ({}),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresUnderTest(baseUrl: string): StoreUnderTest {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-inbox-pg-'));
  let scratch: string | undefined;
  return {
    label: 'PostgreSQL',
    dataDir,
    open: async () => {
      scratch = await scratchPostgresUrl(baseUrl, SCRATCH_DATABASE_SUFFIX);
      return openPostgresStore(scratch);
    },
    serverEnv: () => ({ DATABASE_URL: scratch ?? '' }),
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (scratch) await dropScratchDatabase(baseUrl, scratch);
    },
  };
}

interface StoreFigures {
  store: string;
  seedSeconds: number;
  rareMatches: number;
  firstPage: Timing;
  search: Timing & { matches: number };
  searchNothing: Timing & { matches: number };
  stats: Timing & { leads: number };
  memory: { tenth: ListingMemory; all: ListingMemory[] };
}

async function measureStore(underTest: StoreUnderTest): Promise<StoreFigures> {
  const store = await underTest.open();
  let closed = false;
  try {
    await store.migrate();
    const seedStarted = performance.now();
    const { rareMatches, statsLeads } = await seedLeads(store.db);
    const seedSeconds = round((performance.now() - seedStarted) / 1000, 2);

    setLogLevel('warn');
    const app = createApp({ config: loadConfig({ ADMIN_TOKEN, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MIN: '1000000' }), store, now: () => new Date(NOW) });
    const firstPage = await timeRequests(app, '/api/admin/leads?limit=50');
    const search = await timeRequests(app, `/api/admin/leads?limit=50&q=${RARE_WORD}`);
    const searchNothing = await timeRequests(app, `/api/admin/leads?limit=50&q=${NO_MATCH}`);
    const stats = await timeRequests(app, '/api/admin/stats');
    if (firstPage.total !== LEAD_COUNT) throw new Error(`The inbox counted ${firstPage.total} leads, not ${LEAD_COUNT}`);
    if (search.total !== rareMatches) throw new Error(`The search for "${RARE_WORD}" found ${search.total} leads; ${rareMatches} hold the word`);
    if (searchNothing.total !== 0) throw new Error(`The search for "${NO_MATCH}" found ${searchNothing.total} leads`);
    if (stats.total !== statsLeads) throw new Error(`The stats counted ${stats.total} leads in their 12 weeks; ${statsLeads} were stored in them`);
    await store.close();
    closed = true;

    const server = await startRealServer({ dataDir: underTest.dataDir, env: { ADMIN_TOKEN, LOG_LEVEL: 'warn', ...underTest.serverEnv() } });
    try {
      const pid = server.child.pid;
      if (pid === undefined) throw new Error('The server has no process id');
      // Its first admin requests load code and fill caches: not what listing costs.
      for (let run = 0; run < 5; run += 1)
        await (await fetch(`${server.url}/api/admin/leads?limit=50`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).arrayBuffer();
      const tenthSince = new Date(NOW - YEAR_MS / 10).toISOString();
      const tenth = await listingMemory(server.url, pid, `format=csv&since=${encodeURIComponent(tenthSince)}`);
      const all: ListingMemory[] = [];
      for (let listing = 0; listing < WHOLE_LISTINGS; listing += 1) {
        const whole = await listingMemory(server.url, pid, 'format=csv');
        if (whole.leads !== LEAD_COUNT) throw new Error(`The whole CSV held ${whole.leads} leads, not ${LEAD_COUNT}`);
        all.push(whole);
      }
      return {
        store: underTest.label,
        seedSeconds,
        rareMatches,
        firstPage,
        search: { ...search, matches: search.total },
        searchNothing: { ...searchNothing, matches: 0 },
        stats: { ...stats, leads: stats.total },
        memory: { tenth, all },
      };
    } finally {
      server.child.kill('SIGTERM');
      const code = await server.exited;
      if (code !== 0) console.warn(`The server exited with ${code}:\n${server.output()}`);
    }
  } finally {
    if (!closed) await store.close();
  }
}

function timingRow(store: string, label: string, timing: Timing): TableRow {
  return {
    section: 'inbox',
    metric: `${store}: ${label} p50 / p95`,
    value: `${timing.p50Ms} ms / ${timing.p95Ms} ms (max ${timing.maxMs} ms) ${mark(timing.p95Ms <= TARGET_P95_MS)}`,
  };
}

function memoryValue(memory: ListingMemory): string {
  return `${memory.beforeMb} MB before, ${memory.peakMb} MB at most during, ${memory.afterMb} MB after (${memory.leads} leads, ${round(memory.bytes / 1024 / 1024)} MB of CSV)`;
}

function repeatedValue(listings: readonly ListingMemory[]): string {
  const after = listings.map((listing) => listing.afterMb).join(', ');
  const peak = Math.max(...listings.map((listing) => listing.peakMb));
  return `${listings[0]!.beforeMb} MB before; after each: ${after} MB; at most ${peak} MB (${round(listings[0]!.bytes / 1024 / 1024)} MB of CSV each)`;
}

export const inboxSection: BenchSection = {
  name: 'inbox',
  description: `the studio inbox over ${LEAD_COUNT.toLocaleString('en-US')} leads: server time of the first page, a search, a search matching nothing and the stats of the last 12 weeks (${RUNS} runs after ${WARMUPS} warm-ups, in-process app.request; p95 ≤ ${TARGET_P95_MS} ms), and the real server's memory while the whole CSV is listed`,
  async run() {
    const stores = [sqliteUnderTest(), ...(process.env.TEST_DATABASE_URL ? [postgresUnderTest(process.env.TEST_DATABASE_URL)] : [])];
    const loadBefore = os.loadavg().map((load) => round(load, 2));
    const figures: StoreFigures[] = [];
    try {
      for (const underTest of stores) {
        console.info(`  ${underTest.label}: seeding ${LEAD_COUNT} leads and measuring...`);
        figures.push(await measureStore(underTest));
      }
    } finally {
      for (const underTest of stores) await underTest.cleanup();
    }
    const loadAfter = os.loadavg().map((load) => round(load, 2));
    const rows: TableRow[] = [];
    for (const figure of figures) {
      rows.push(
        timingRow(figure.store, 'first page (limit=50)', figure.firstPage),
        timingRow(figure.store, `search "${RARE_WORD}" (${figure.search.matches} leads)`, figure.search),
        timingRow(figure.store, 'search matching nothing', figure.searchNothing),
        timingRow(figure.store, `stats, 12 weeks by form (${figure.stats.leads} leads)`, figure.stats),
        { section: 'inbox', metric: `${figure.store}: server RSS, CSV of ${figure.memory.tenth.leads} leads`, value: memoryValue(figure.memory.tenth) },
        { section: 'inbox', metric: `${figure.store}: server RSS, CSV of all ${LEAD_COUNT} leads ×${WHOLE_LISTINGS}`, value: repeatedValue(figure.memory.all) },
      );
    }
    if (!process.env.TEST_DATABASE_URL) rows.push({ section: 'inbox', metric: 'PostgreSQL', value: 'not measured (set TEST_DATABASE_URL)' });
    rows.push({ section: 'inbox', metric: 'load average (1, 5, 15 min) before / after', value: `${loadBefore.join(', ')} / ${loadAfter.join(', ')}` });
    return {
      rows,
      data: {
        leads: LEAD_COUNT,
        runs: RUNS,
        warmups: WARMUPS,
        targetP95Ms: TARGET_P95_MS,
        timing: 'performance.now() around app.request() and reading the body, in-process (no socket)',
        memory: 'VmRSS of the real server process (src/server/main.ts), sampled every 10 ms while the CSV downloads',
        loadAverageBefore: loadBefore,
        loadAverageAfter: loadAfter,
        stores: figures,
      },
    };
  },
};
