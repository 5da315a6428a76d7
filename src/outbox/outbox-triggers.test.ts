// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_BASE_MS, listOutbox, replayOutbox } from '@/outbox/outbox';
import type { OutboxEntry } from '@/outbox/outbox-db';
import { scheduleBackgroundSync } from '@/outbox/send-lead';
import { startOutboxTriggers } from './outbox-triggers';

// The outbox as the triggers see it, in memory (oldest first), so fake timers drive everything.
const browser = vi.hoisted(() => ({ backgroundSync: true, outbox: [] as OutboxEntry[] }));

vi.mock('@/outbox/send-lead', () => ({ scheduleBackgroundSync: vi.fn(async () => browser.backgroundSync) }));
vi.mock('@/outbox/outbox', async (importOriginal) => {
  const actual: object = await importOriginal();
  return {
    ...actual,
    listOutbox: vi.fn(async () => [...browser.outbox]),
    onOutboxEvent: vi.fn(() => () => {}),
    replayOutbox: vi.fn(async () => ({ delivered: [], failed: [], expired: [], stillPending: [...browser.outbox] })),
  };
});

/** A waiting lead: attempts 1 is only the visitor's own send; more means a replay has failed too. */
function waitingLead(attempts: number, nextAttemptAt: number, createdAt = Date.now() - 60_000): OutboxEntry {
  return {
    id: crypto.randomUUID(),
    kind: 'newsletter',
    endpoint: '/api/subscribe.js',
    body: { email: 'ana@example.com' },
    idempotencyKey: crypto.randomUUID(),
    createdAt,
    attempts,
    nextAttemptAt,
    state: 'pending',
  };
}

let stop: () => void = () => {};

/** Node's setImmediate (the page's types do not name it). */
const { setImmediate: nextImmediate } = globalThis as unknown as { setImmediate: (callback: () => void) => void };

/** Lets every promise already settled run its callbacks (a task later; no timer). */
const settled = () => new Promise<void>((resolve) => nextImmediate(resolve));

async function startWith(...entries: OutboxEntry[]): Promise<void> {
  browser.outbox = entries;
  stop = startOutboxTriggers();
  await vi.waitFor(() => expect(scheduleBackgroundSync).toHaveBeenCalledTimes(1));
}

async function backOnline(): Promise<void> {
  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(scheduleBackgroundSync).toHaveBeenCalledTimes(2));
}

beforeEach(() => {
  browser.backgroundSync = true;
  vi.mocked(scheduleBackgroundSync).mockClear();
  vi.mocked(replayOutbox).mockClear();
  vi.mocked(listOutbox).mockClear();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('outbox triggers with Background Sync', () => {
  it('leave a lead no replay has tried yet to the sync, also when the browser is back online', async () => {
    await startWith(waitingLead(1, Date.now()));
    await backOnline();
    expect(replayOutbox).not.toHaveBeenCalled();
  });

  it('send a lead whose sync has failed as soon as the browser is back online', async () => {
    // The browser would fire the failed sync again only minutes later, however often it is registered.
    await startWith(waitingLead(2, Date.now() + 2 * BACKOFF_BASE_MS));
    await backOnline();
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenLastCalledWith({ ignoreBackoff: true, keepRetryAfter: true }));
  });

  it('send a lead whose sync has failed when its backoff elapses, and not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // A replay waits for the oldest lead, so a newer one that is due changes nothing.
    await startWith(waitingLead(2, Date.now() + 2 * BACKOFF_BASE_MS, Date.now() - 60_000), waitingLead(1, Date.now(), Date.now() - 30_000));
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(2 * BACKOFF_BASE_MS - 1_000);
    expect(replayOutbox).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(2));
    expect(replayOutbox).toHaveBeenLastCalledWith({ ignoreBackoff: false, keepRetryAfter: true });
  });
});

describe('outbox triggers with Background Sync, when the visitor returns', () => {
  it('keep to the backoff on a page start and a return: the sync has the rest', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await startWith(waitingLead(2, Date.now() + 2 * BACKOFF_BASE_MS));
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(1));
    expect(replayOutbox).toHaveBeenLastCalledWith({ ignoreBackoff: false, keepRetryAfter: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(scheduleBackgroundSync).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(2));
    expect(replayOutbox).toHaveBeenLastCalledWith({ ignoreBackoff: false, keepRetryAfter: true });
  });
});

describe('outbox triggers without Background Sync', () => {
  beforeEach(() => {
    browser.backgroundSync = false;
  });

  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('send every waiting lead when the browser is back online', async () => {
    await startWith(waitingLead(1, Date.now()));
    await backOnline();
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenLastCalledWith({ ignoreBackoff: true, keepRetryAfter: true }));
  });

  it('send every waiting lead at once when the page starts, however long its backoff has grown', async () => {
    await startWith(waitingLead(5, Date.now() + 60 * 60 * 1000));
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(1));
    expect(replayOutbox).toHaveBeenLastCalledWith({ ignoreBackoff: true, keepRetryAfter: true });
  });

  it('send every waiting lead at once when the visitor comes back to the tab, not when they leave it', async () => {
    await startWith(waitingLead(4, Date.now() + 120_000));
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(1));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(2));
    expect(replayOutbox).toHaveBeenLastCalledWith({ ignoreBackoff: true, keepRetryAfter: true });
    expect(scheduleBackgroundSync).toHaveBeenCalledTimes(2);
  });

  it('send every waiting lead at once when the page comes back from history (pageshow)', async () => {
    await startWith(waitingLead(4, Date.now() + 120_000));
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('pageshow'));
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(2));
    expect(replayOutbox).toHaveBeenLastCalledWith({ ignoreBackoff: true, keepRetryAfter: true });
  });

  it('make one try of a burst of signals (pageshow and visibilitychange together)', async () => {
    let finishReplay: () => void = () => {};
    await startWith(waitingLead(4, Date.now() + 120_000));
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(1));
    vi.mocked(replayOutbox).mockImplementationOnce(
      () => new Promise((resolve) => (finishReplay = () => resolve({ delivered: [], failed: [], expired: [], stillPending: [...browser.outbox] }))),
    );
    window.dispatchEvent(new Event('pageshow'));
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(2));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    finishReplay();
    // The running try settles and plans the backoff (the fourth read of the outbox); nothing else is sent.
    await vi.waitFor(() => expect(listOutbox).toHaveBeenCalledTimes(4));
    await settled();
    expect(listOutbox).toHaveBeenCalledTimes(4);
    expect(replayOutbox).toHaveBeenCalledTimes(2);
    expect(scheduleBackgroundSync).toHaveBeenCalledTimes(2);
  });

  it('try again at once when the browser comes back online while a try of what was due ran', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let finishReplay: () => void = () => {};
    await startWith(waitingLead(2, Date.now() + 2 * BACKOFF_BASE_MS));
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(1));
    vi.mocked(replayOutbox).mockImplementationOnce(
      () => new Promise((resolve) => (finishReplay = () => resolve({ delivered: [], failed: [], expired: [], stillPending: [...browser.outbox] }))),
    );
    await vi.advanceTimersByTimeAsync(2 * BACKOFF_BASE_MS);
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(2));
    expect(replayOutbox).toHaveBeenLastCalledWith({ ignoreBackoff: false, keepRetryAfter: true });
    window.dispatchEvent(new Event('online'));
    finishReplay();
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(3));
    expect(replayOutbox).toHaveBeenLastCalledWith({ ignoreBackoff: true, keepRetryAfter: true });
  });
});
