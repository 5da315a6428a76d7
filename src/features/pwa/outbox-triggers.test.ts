import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_BASE_MS, replayOutbox } from '@/outbox/outbox';
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
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenLastCalledWith({ ignoreBackoff: true }));
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
    expect(replayOutbox).toHaveBeenLastCalledWith({ ignoreBackoff: false });
  });
});

describe('outbox triggers without Background Sync', () => {
  it('send every waiting lead when the browser is back online', async () => {
    browser.backgroundSync = false;
    await startWith(waitingLead(1, Date.now()));
    await backOnline();
    await vi.waitFor(() => expect(replayOutbox).toHaveBeenLastCalledWith({ ignoreBackoff: true }));
  });
});
