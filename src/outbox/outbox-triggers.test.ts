// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_BASE_MS, listOutbox, replayOutbox } from '@/outbox/outbox';
import type { OutboxEntry } from '@/outbox/outbox-db';
import type { OutboxEvent } from '@/outbox/outbox';
import { scheduleBackgroundSync } from '@/outbox/send-lead';
import { startOutboxTriggers } from './outbox-triggers';

// The outbox as the triggers see it, in memory (oldest first), so fake timers drive everything.
// The outbox's listeners (another tab's or the inbox's announcements reach them through announce below).
const browser = vi.hoisted(() => ({ backgroundSync: true, outbox: [] as OutboxEntry[], listeners: new Set<(event: OutboxEvent) => void>() }));

vi.mock('@/outbox/send-lead', () => ({ scheduleBackgroundSync: vi.fn(async () => browser.backgroundSync) }));
vi.mock('@/outbox/outbox', async (importOriginal) => {
  const actual: object = await importOriginal();
  return {
    ...actual,
    listOutbox: vi.fn(async () => [...browser.outbox]),
    onOutboxEvent: vi.fn((listener: (event: OutboxEvent) => void) => {
      browser.listeners.add(listener);
      return () => browser.listeners.delete(listener);
    }),
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

/** A change the studio made in the inbox, kept on the device (attempts 1: only its own send failed). */
function keptChange(attempts: number, nextAttemptAt: number, state: OutboxEntry['state'] = 'pending'): OutboxEntry {
  return {
    id: crypto.randomUUID(),
    kind: 'lead-change',
    method: 'DELETE',
    action: 'note-delete',
    leadIds: ['lead-1'],
    endpoint: '/api/admin/leads/lead-1/notes/note-1',
    body: {},
    idempotencyKey: crypto.randomUUID(),
    createdAt: Date.now() - 1_000,
    attempts,
    nextAttemptAt,
    state,
  };
}

/** What outbox.ts announces to every context when an entry is kept, rewritten or discarded. */
function announceChanged(): void {
  for (const listener of browser.listeners) listener({ type: 'changed' });
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

/** Starts the triggers on what the outbox holds and waits until the page's first try has read it. */
async function startOn(...entries: OutboxEntry[]): Promise<void> {
  browser.outbox = entries;
  stop = startOutboxTriggers();
  await vi.waitFor(() => expect(listOutbox).toHaveBeenCalledTimes(1));
  await settled();
}

beforeEach(() => {
  browser.backgroundSync = true;
  browser.listeners.clear();
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
    await settled();
    const reads = vi.mocked(listOutbox).mock.calls.length;
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await settled();
    // Leaving the tab tries nothing: the outbox is not even read again.
    expect(listOutbox).toHaveBeenCalledTimes(reads);
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

describe('outbox triggers, on what the outbox holds', () => {
  it('neither register a sync nor send when nothing waits, or only entries the server refused or that expired', async () => {
    browser.backgroundSync = false;
    await startOn();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(listOutbox).toHaveBeenCalledTimes(2));
    stop();
    vi.mocked(listOutbox).mockClear();
    await startOn(keptChange(2, Date.now(), 'failed'), keptChange(1, Date.now(), 'expired'));
    await settled();
    expect(scheduleBackgroundSync).not.toHaveBeenCalled();
    expect(replayOutbox).not.toHaveBeenCalled();
  });

  it('register the sync but send nothing while the browser says it is offline', async () => {
    browser.backgroundSync = false;
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      await startWith(keptChange(2, Date.now()));
      await settled();
      expect(replayOutbox).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    }
  });

  it('do nothing where the browser gives the page no storage (some private modes)', async () => {
    vi.stubGlobal('indexedDB', undefined);
    try {
      stop = startOutboxTriggers();
      window.dispatchEvent(new Event('online'));
      await settled();
      expect(listOutbox).not.toHaveBeenCalled();
      expect(browser.listeners.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('say on the console when a try fails, and try again on the next signal', async () => {
    browser.backgroundSync = false;
    const error = new Error('The database connection is closing.');
    vi.mocked(replayOutbox).mockRejectedValueOnce(error);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await startWith(keptChange(2, Date.now()));
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Sending the waiting messages failed', error));
    await backOnline();
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(2));
    logged.mockRestore();
  });
});

describe('outbox triggers, on a change kept while the page is open (the inbox offline)', () => {
  it('without Background Sync, send it when its backoff elapses, planned anew each time the outbox changes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    browser.backgroundSync = false;
    await startOn();
    expect(scheduleBackgroundSync).not.toHaveBeenCalled();

    browser.outbox = [keptChange(1, Date.now() + 30_000)];
    announceChanged();
    await settled();
    // Tried again meanwhile (by the worker, say) and due later now: the earlier plan is dropped.
    browser.outbox = [keptChange(2, Date.now() + 60_000)];
    announceChanged();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(replayOutbox).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(1));
    expect(replayOutbox).toHaveBeenLastCalledWith({ ignoreBackoff: false, keepRetryAfter: true });
  });

  it('without Background Sync, send one no replay has tried yet when its backoff elapses, though the page started with nothing waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    browser.backgroundSync = false;
    await startOn();
    browser.outbox = [keptChange(1, Date.now() + 30_000)];
    announceChanged();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(replayOutbox).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(1));
    expect(replayOutbox).toHaveBeenLastCalledWith({ ignoreBackoff: false, keepRetryAfter: true });
  });

  it('with Background Sync, leave one no replay has tried yet to the sync, and set no timer for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const first = keptChange(1, Date.now());
    // The page's start learns that the browser has Background Sync (and registers it).
    await startWith(first);
    browser.outbox = [first, keptChange(1, Date.now() + 30_000)];
    announceChanged();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(replayOutbox).not.toHaveBeenCalled();
    // The page never wakes up to look again.
    expect(scheduleBackgroundSync).toHaveBeenCalledTimes(1);
  });

  it('plan nothing, and say nothing on the console, once a replay has sent everything', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    browser.backgroundSync = false;
    const sent = keptChange(2, Date.now());
    vi.mocked(replayOutbox).mockImplementationOnce(async () => {
      browser.outbox = [];
      return { delivered: [sent], failed: [], expired: [], stillPending: [] };
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await startWith(sent);
    await vi.waitFor(() => expect(listOutbox).toHaveBeenCalledTimes(2));
    announceChanged();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(replayOutbox).toHaveBeenCalledTimes(1);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('outbox triggers, once stopped', () => {
  it('send nothing more: no signal, no backoff, no change in the outbox', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    browser.backgroundSync = false;
    await startWith(keptChange(2, Date.now() + 30_000));
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(1));
    await settled();
    stop();
    expect(browser.listeners.size).toBe(0);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('pageshow'));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(replayOutbox).toHaveBeenCalledTimes(1);
    expect(scheduleBackgroundSync).toHaveBeenCalledTimes(1);
  });

  it('plan no further try, and drop the signal waiting behind it, once the try running when they stopped ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let finishReplay: () => void = () => {};
    vi.mocked(replayOutbox).mockImplementationOnce(
      () => new Promise((resolve) => (finishReplay = () => resolve({ delivered: [], failed: [], expired: [], stillPending: [...browser.outbox] }))),
    );
    // With Background Sync the page's start sends only what is due; coming back online waits behind it to send at once.
    await startWith(keptChange(2, Date.now()));
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('online'));
    stop();
    finishReplay();
    await settled();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(replayOutbox).toHaveBeenCalledTimes(1);
    // The outbox was read once, for the first try: not again to plan the next, nor for the signal that waited.
    expect(listOutbox).toHaveBeenCalledTimes(1);
  });
});
