import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { BOOKING_TIME_SLOTS } from '@/leads/form-copy';
import { createApp } from '@/server/app';
import type { Config } from '@/server/config';
import { loadConfig } from '@/server/config';
import type { Store } from '@/server/store/open-store';
import { openPostgresStore, openSqliteStore } from '@/server/store/open-store';

/**
 * A migrated SQLite store in a fresh temporary directory, removed by `cleanup`; with `migrate: false`
 * one with no schema yet (for a test that migrates it step by step).
 */
export async function openTempSqliteStore({ migrate = true } = {}): Promise<{ store: Store; dir: string; cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-leads-'));
  const store = openSqliteStore(dir);
  if (migrate) await store.migrate();
  return {
    store,
    dir,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A migrated PostgreSQL store on an emptied database (the tests own TEST_DATABASE_URL's database). */
export async function openFreshPostgresStore(url: string): Promise<{ store: Store; cleanup: () => Promise<void> }> {
  const store = openPostgresStore(url);
  await sql`drop table if exists leads, idempotency_keys, mail_outbox, store_probe, rate_limits, newsletter_subscribers, server_secrets, webhook_deliveries, booking_slots, studio_sessions, lead_status_changes, lead_notes, lead_status_history, lead_change_keys, auth_failures, push_subscriptions, push_deliveries, kysely_migration, kysely_migration_lock cascade`.execute(
    store.db,
  );
  await store.migrate();
  return { store, cleanup: () => store.close() };
}

/**
 * A fresh, empty database of its own beside TEST_DATABASE_URL's (same server), for a test file that
 * drops tables or runs server processes: test files run in parallel, and must not empty each other's.
 */
export async function scratchPostgresUrl(url: string, suffix: string): Promise<string> {
  const name = `${new URL(url).pathname.slice(1) || 'postgres'}_${suffix}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return scratch.href;
}

/** How many tables the PostgreSQL database at `url` has in its public schema (0: nothing was created). */
export async function publicTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>("select count(*) as count from information_schema.tables where table_schema = 'public'");
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}

/** The store as a broken database leaves it: every query fails with `message`. */
export function failingStore(store: Store, message: string): Store {
  return {
    ...store,
    db: store.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async () => {
        throw new Error(message);
      },
    }),
  };
}

/**
 * The limits a test's many posts would run into, raised (each test of a limit sets its own): the
 * rate limit, and the booking policy's horizon and daily bookings per client, so bookings far
 * ahead (2099) from one client are stored.
 */
export const TEST_LIMITS = { RATE_LIMIT_PER_MIN: '1000', BOOKING_HORIZON_DAYS: '36500', BOOKINGS_PER_CLIENT_PER_DAY: '1000000' } as const;

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ ...TEST_LIMITS, ...env });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  onLeadStored?: () => void;
}

export function createTestApp(store: Store, options: TestAppOptions = {}) {
  return createApp({
    config: testConfig(options.env),
    store,
    ...(options.now ? { now: options.now } : {}),
    ...(options.onLeadStored ? { onLeadStored: options.onLeadStored } : {}),
  });
}

export interface PostOptions {
  key?: string | null;
  headers?: Record<string, string>;
  /** Bindings as @hono/node-server passes them; lets a test set the socket address. */
  env?: unknown;
}

/** POSTs a JSON body (or raw text) the way the page does. */
export function postJson(app: ReturnType<typeof createApp>, path: string, body: unknown, options: PostOptions = {}) {
  const key = options.key === undefined ? crypto.randomUUID() : options.key;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (key !== null) headers['Idempotency-Key'] = key;
  return app.request(path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }, options.env);
}

/** A socket address binding, as @hono/node-server's getConnInfo reads it. */
export function fromSocket(address: string) {
  return { incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: 'IPv4' } } };
}

/** Valid bodies for every kind (booking: a weekday far ahead, so no clock is needed). */
export const validBodies = {
  newsletter: { email: 'reader@example.com' },
  contact: { from_name: 'Ana Ruiz', from_email: 'ana@firm.example', service: 'Law Firm Websites', message: 'We need a new site.' },
  quote: {
    projectType: 'Web Application',
    location: 'UK',
    budget: '$5,000 - $10,000',
    timeline: '1-2 months',
    email: 'cto@logistics.example',
    phone: '+44 20 7946 0000',
    additionalInfo: 'Fleet dashboard',
    features: ['Mobile Responsive', 'User Accounts'],
  },
  founder: { name: 'Sam Lee', email: 'sam@agency.example', phone: '', reason: 'collaboration', message: 'Shall we partner?' },
  booking: { email: 'kim@clinic.example', consultationType: 'Video Strategy Session', date: '2099-03-02', time: '10:00 AM' },
} as const;

/**
 * A booking slot of its own for the `n`-th booking a test stores (weekdays from 2099-04-01, six a
 * day, so never validBodies.booking's): a stored booking holds its slot, so two bookings that
 * should both be stored need two slots (and, on one day, two addresses).
 */
export function bookingSlot(n: number): { date: string; time: (typeof BOOKING_TIME_SLOTS)[number] } {
  const weekday = Math.floor(n / BOOKING_TIME_SLOTS.length);
  // 2099-04-01 is a Wednesday: count whole weeks of five days, then the days of the last one.
  const offset = Math.floor((weekday + 2) / 5) * 7 + ((weekday + 2) % 5) - 2;
  const day = new Date(Date.UTC(2099, 3, 1 + offset));
  return { date: day.toISOString().slice(0, 10), time: BOOKING_TIME_SLOTS[n % BOOKING_TIME_SLOTS.length]! };
}

/** What Chromium sends with a form navigation. */
export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

/** A JSON body as a browser's form fields: lists become repeated keys. */
export function formFields(body: Record<string, unknown>): [string, string][] {
  return Object.entries(body).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((item): [string, string] => [name, String(item)]) : [[name, String(value)] as [string, string]],
  );
}

export interface FormPostOptions {
  headers?: Record<string, string>;
  env?: unknown;
  /** Defaults to a browser's form navigation Accept header. */
  accept?: string | null;
}

/** POSTs form fields urlencoded, the way a browser sends a form without JavaScript. */
export function postForm(app: ReturnType<typeof createApp>, path: string, fields: [string, string][] | string, options: FormPostOptions = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', ...options.headers };
  const accept = options.accept === undefined ? BROWSER_ACCEPT : options.accept;
  if (accept !== null) headers.Accept = accept;
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
  return app.request(path, { method: 'POST', headers, body }, options.env);
}
