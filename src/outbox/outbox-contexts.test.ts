/**
 * What the page, its other tabs and the service worker share: the database, channel, lock and sync
 * names (a new worker version must still find them), and how the outbox behaves where a browser
 * lacks one of them. Each test imports the modules afresh, so their constants are read in the test.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitLeadResult } from '@/leads/submit-lead';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

async function fresh() {
  vi.resetModules();
  const outbox = await import('./outbox');
  const db = await import('./outbox-db');
  return { ...outbox, ...db };
}

function answering(status: 'sent' | 'unreachable') {
  const keys: string[] = [];
  const submit = vi.fn(async (_kind: string, _body: unknown, options?: { idempotencyKey?: string }): Promise<SubmitLeadResult> => {
    const idempotencyKey = options?.idempotencyKey ?? '';
    keys.push(idempotencyKey);
    return status === 'sent' ? { status, message: 'Stored', idempotencyKey } : { status, message: 'offline', idempotencyKey };
  });
  return { submit: submit as never, keys };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the names and timings every context shares', () => {
  it('keeps leads in the "kestrel-lead-outbox" database and announces on the "lead-outbox" channel', async () => {
    const { enqueueLead } = await fresh();
    const channel = new BroadcastChannel('lead-outbox');
    const heard: unknown[] = [];
    channel.onmessage = (message: MessageEvent) => heard.push(message.data);
    await enqueueLead({ kind: 'newsletter', body: { email: 'a@example.com' }, idempotencyKey: 'key-a', now: T0 });
    expect((await indexedDB.databases()).map((info) => info.name)).toEqual(['kestrel-lead-outbox']);
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'changed' }]));
    channel.close();
  });

  it("backs off up to an hour, expires a lead after 30 days with a message saying so, and names the worker's messages as ever", async () => {
    const { backoffDelay, OUTBOX_ENTRY_TTL_MS, EXPIRED_MESSAGE } = await fresh();
    expect(backoffDelay(1)).toBe(15_000);
    expect(backoffDelay(9)).toBe(3_600_000);
    expect(OUTBOX_ENTRY_TTL_MS).toBe(2_592_000_000);
    expect(EXPIRED_MESSAGE).toBe('This message could not be sent within 30 days. Please send it again.');
    const messages = await import('./worker-messages');
    expect(messages.SKIP_WAITING_MESSAGE).toBe('SKIP_WAITING');
    // A page and the worker that serves it may be of different versions: the precache's names stay.
    expect([messages.PRECACHE_DEFERRED_CACHE, messages.PRECACHE_SEEN_MESSAGE, messages.PRECACHE_FILL_MESSAGE]).toEqual([
      'kestrel-precache-deferred',
      'PRECACHE_SEEN',
      'PRECACHE_FILL',
    ]);
  });

  it('replays under the "lead-outbox-replay" Web Lock, only if it is free', async () => {
    const request = vi.fn(async (_name: string, _options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<unknown>) => callback(null));
    vi.stubGlobal('navigator', { locks: { request } });
    const { enqueueLead, replayOutbox } = await fresh();
    await enqueueLead({ kind: 'newsletter', body: { email: 'a@example.com' }, idempotencyKey: 'key-a', now: T0 });
    const { submit, keys } = answering('sent');
    // The lock is held by another context: nothing is sent.
    expect(await replayOutbox({ submit, now: () => T0 })).toBeNull();
    expect(request).toHaveBeenCalledWith('lead-outbox-replay', { ifAvailable: true }, expect.any(Function));
    expect(keys).toEqual([]);
  });
});

describe('the outbox where a browser lacks something', () => {
  it('without Web Locks, answers null to a second replay started here while one runs, and sends each entry once', async () => {
    vi.stubGlobal('navigator', {});
    const { enqueueLead, replayOutbox } = await fresh();
    await enqueueLead({ kind: 'newsletter', body: { email: 'a@example.com' }, idempotencyKey: 'key-a', now: T0 });
    const keys: string[] = [];
    let answer: () => void = () => {};
    const slow = vi.fn((_kind: string, _body: unknown, options?: { idempotencyKey?: string }) => {
      keys.push(options?.idempotencyKey ?? '');
      return new Promise<SubmitLeadResult>((resolve) => (answer = () => resolve({ status: 'sent', message: 'Stored', idempotencyKey: 'key-a' })));
    });
    const first = replayOutbox({ submit: slow, now: () => T0 });
    await vi.waitFor(() => expect(keys).toEqual(['key-a']));
    expect(await replayOutbox({ submit: slow, now: () => T0 })).toBeNull();
    answer();
    expect((await first)?.delivered.map((entry) => entry.idempotencyKey)).toEqual(['key-a']);
    expect(keys).toEqual(['key-a']);
    // Once it has ended, the next replay runs (and finds nothing left).
    expect(await replayOutbox({ submit: slow, now: () => T0 })).toEqual({ delivered: [], failed: [], expired: [], stillPending: [] });
  });

  it('queues and lists leads without BroadcastChannel, and a listener is then a no-op', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { enqueueLead, listOutbox, onOutboxEvent } = await fresh();
    const stop = onOutboxEvent(() => {});
    await enqueueLead({ kind: 'newsletter', body: { email: 'a@example.com' }, idempotencyKey: 'key-a', now: T0 });
    expect((await listOutbox()).map((entry) => entry.idempotencyKey)).toEqual(['key-a']);
    expect(stop()).toBeUndefined();
  });

  it('reads leads another context queued, even where the browser cannot list its databases', async () => {
    const { enqueueLead, listOutbox, closeOutboxDatabase } = await fresh();
    await enqueueLead({ kind: 'newsletter', body: { email: 'a@example.com' }, idempotencyKey: 'key-a', now: T0 });
    await closeOutboxDatabase();
    expect((await listOutbox()).map((entry) => entry.idempotencyKey)).toEqual(['key-a']);
    await closeOutboxDatabase();
    vi.spyOn(indexedDB, 'databases').mockRejectedValue(new Error('not allowed'));
    expect((await listOutbox()).map((entry) => entry.idempotencyKey)).toEqual(['key-a']);
  });

  it("takes another site's database for none of its own, and does not create one to look", async () => {
    const { listOutbox } = await fresh();
    await new Promise<void>((resolve) => {
      const request = indexedDB.open('another-database', 1);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
    });
    expect(await listOutbox()).toEqual([]);
    expect((await indexedDB.databases()).map((info) => info.name)).toEqual(['another-database']);
  });

  it('lets a newer worker upgrade the database: the open connection steps aside instead of blocking it', async () => {
    const { enqueueLead, DB_NAME } = await fresh();
    await enqueueLead({ kind: 'newsletter', body: { email: 'a@example.com' }, idempotencyKey: 'key-a', now: T0 });
    const outcome = await new Promise<string>((resolve) => {
      const request = indexedDB.open(DB_NAME, 2);
      request.onblocked = () => resolve('blocked');
      request.onsuccess = () => {
        request.result.close();
        resolve('upgraded');
      };
    });
    expect(outcome).toBe('upgraded');
  });
});

describe('the outbox events', () => {
  it('reach a listener until it unsubscribes', async () => {
    const { enqueueLead, discardEntry, onOutboxEvent } = await fresh();
    const stopped: unknown[] = [];
    const listening: unknown[] = [];
    const stopFirst = onOutboxEvent((event) => stopped.push(event));
    const stopSecond = onOutboxEvent((event) => listening.push(event));
    const entry = await enqueueLead({ kind: 'newsletter', body: { email: 'a@example.com' }, idempotencyKey: 'key-a', now: T0 });
    await vi.waitFor(() => expect(stopped).toEqual([{ type: 'changed' }]));
    stopFirst();
    await discardEntry(entry.id);
    await enqueueLead({ kind: 'newsletter', body: { email: 'b@example.com' }, idempotencyKey: 'key-b', now: T0 });
    await vi.waitFor(() => expect(listening).toHaveLength(3));
    expect(stopped).toEqual([{ type: 'changed' }]);
    stopSecond();
  });

  it('say nothing when a retry finds no entry, and "changed" when it makes one due', async () => {
    const { enqueueLead, markForRetry, replayOutbox, onOutboxEvent, OUTBOX_ENTRY_TTL_MS } = await fresh();
    const old = await enqueueLead({ kind: 'newsletter', body: { email: 'a@example.com' }, idempotencyKey: 'key-a', now: T0 });
    const events: Array<{ type: string }> = [];
    const stop = onOutboxEvent((event) => events.push(event));
    await markForRetry('no-such-entry', T0);
    await replayOutbox({ submit: answering('sent').submit, now: () => T0 + OUTBOX_ENTRY_TTL_MS });
    await vi.waitFor(() => expect(events.map((event) => event.type)).toEqual(['expired']));
    await markForRetry(old.id, T0);
    await vi.waitFor(() => expect(events.map((event) => event.type)).toEqual(['expired', 'changed']));
    stop();
  });
});

describe('a replay', () => {
  it('leaves every waiting entry pending, once each, while the first is backed off', async () => {
    const { enqueueLead, replayOutbox } = await fresh();
    await enqueueLead({ kind: 'newsletter', body: { email: 'a@example.com' }, idempotencyKey: 'key-a', now: T0 });
    await enqueueLead({ kind: 'newsletter', body: { email: 'b@example.com' }, idempotencyKey: 'key-b', now: T0 + 1 });
    await replayOutbox({ submit: answering('unreachable').submit, now: () => T0 });
    const up = answering('sent');
    const report = await replayOutbox({ submit: up.submit, now: () => T0 + 1_000 });
    expect(report?.stillPending.map((entry) => entry.idempotencyKey)).toEqual(['key-a', 'key-b']);
    expect(up.keys).toEqual([]);
  });

  it('for a background sync sends at once, whatever the backoff', async () => {
    const { enqueueLead, replayOutbox, replayForSync } = await fresh();
    await enqueueLead({ kind: 'newsletter', body: { email: 'a@example.com' }, idempotencyKey: 'key-a', now: T0 });
    await replayOutbox({ submit: answering('unreachable').submit, now: () => T0 });
    const up = answering('sent');
    const report = await replayForSync({ submit: up.submit, now: () => T0 + 1_000 });
    expect(report.delivered.map((entry) => entry.idempotencyKey)).toEqual(['key-a']);
    expect(up.keys).toEqual(['key-a']);
  });
});
