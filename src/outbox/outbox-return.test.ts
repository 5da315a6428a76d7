// @vitest-environment happy-dom
/**
 * A 100 s outage on a browser without Background Sync (Firefox, Safari), with the real outbox and
 * its backoff on fake timers: a lead queued as the server goes away is tried by the page that
 * starts then, and again as its backoff elapses (+30 s, +90 s, then not before +210 s). The server
 * is back at +100 s; the visitor reloads at +106 s, and the new page sends the lead at once, once.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { backoffDelay, enqueueLead, listOutbox } from '@/outbox/outbox';
import { closeOutboxDatabase } from '@/outbox/outbox-db';
import { startOutboxTriggers } from './outbox-triggers';

// No Background Sync here (happy-dom has no worker either): the page is all that sends.
vi.mock('@/outbox/send-lead', () => ({ scheduleBackgroundSync: vi.fn(async () => false) }));

/** The server as the page reaches it: away, or storing each POSTed lead once per Idempotency-Key. */
const server = { up: false, posts: [] as Array<{ at: number; key: string; stored: boolean }>, stored: new Set<string>() };

const start = Date.UTC(2026, 10, 27, 12, 0, 0);
const at = (seconds: number) => start + seconds * 1000;
const secondsSinceStart = (time: number) => (time - start) / 1000;

/** Node's setImmediate (the page's types do not name it): fake-indexeddb works in immediates, off the fake clock. */
const { setImmediate: nextImmediate } = globalThis as unknown as { setImmediate: (callback: () => void) => void };

/** Lets IndexedDB finish what it was asked. */
async function storageSettles(): Promise<void> {
  for (let round = 0; round < 50; round += 1) await new Promise<void>((resolve) => nextImmediate(resolve));
}

/** Moves the fake clock on a second at a time, the outbox's storage keeping pace. */
async function secondsPass(seconds: number): Promise<void> {
  for (let second = 0; second < seconds; second += 1) {
    await vi.advanceTimersByTimeAsync(1_000);
    await storageSettles();
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: start });
  server.up = false;
  server.posts = [];
  server.stored = new Set();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const key = new Headers(init.headers).get('Idempotency-Key') ?? '';
      server.posts.push({ at: Date.now(), key, stored: server.up });
      if (!server.up) throw new TypeError('NetworkError when attempting to fetch resource.');
      server.stored.add(key);
      return new Response(JSON.stringify({ message: 'Thanks!' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await closeOutboxDatabase();
  indexedDB.deleteDatabase('kestrel-lead-outbox');
});

it('the backoff after a failed try doubles from 15 s: 30 s after the second try, 60 s after the third, 120 s after the fourth', () => {
  expect([1, 2, 3, 4, 5].map(backoffDelay)).toEqual([15_000, 30_000, 60_000, 120_000, 240_000]);
});

it('after a 100 s outage, a reload sends the queued lead at once, and it is stored once', async () => {
  // The visitor's form finds the server away and queues the lead (its first try); a page starts.
  const entry = await enqueueLead({ kind: 'newsletter', body: { email: 'ana@example.com' }, idempotencyKey: crypto.randomUUID(), now: Date.now() });
  const stopOpenPage = startOutboxTriggers();
  await storageSettles();

  await secondsPass(100);
  expect(server.posts.map((post) => secondsSinceStart(post.at))).toEqual([0, 30, 90]);
  const [waiting] = await listOutbox();
  expect(waiting).toMatchObject({ attempts: 4, state: 'pending' });
  // Left to its backoff, the lead would next be tried at +210 s.
  expect(secondsSinceStart(waiting!.nextAttemptAt)).toBe(210);

  // The server is back; the visitor reloads at +106 s: the old page goes, a new one starts.
  server.up = true;
  await secondsPass(6);
  stopOpenPage();
  expect(server.posts).toHaveLength(3);
  const stopNewPage = startOutboxTriggers();
  await storageSettles();
  expect(await listOutbox()).toEqual([]);
  stopNewPage();

  expect(server.posts.map((post) => [secondsSinceStart(post.at), post.stored])).toEqual([
    [0, false],
    [30, false],
    [90, false],
    [106, true],
  ]);
  expect(new Set(server.posts.map((post) => post.key))).toEqual(new Set([entry.idempotencyKey]));
  expect(server.stored.size).toBe(1);
  expect(at(106)).toBe(server.posts[3]!.at);
});
