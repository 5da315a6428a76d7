import type { OutboxEntry } from '@/outbox/outbox-db';
import { listOutbox, onOutboxEvent, replayOutbox } from '@/outbox/outbox';
import { scheduleBackgroundSync } from '@/outbox/send-lead';

/** Never poll faster than this, even when an entry is already due (another tab may be sending it). */
const MIN_TIMER_DELAY_MS = 1_000;

/**
 * What makes the page send: its start, the visitor's return to it (back to the tab, or back to the
 * page from history), the browser coming back online, and the earliest backoff elapsing.
 */
export type OutboxSignal = 'start' | 'return' | 'online' | 'backoff';

/**
 * Whether a signal sends every waiting entry at once, whatever its backoff. Without Background Sync
 * nothing sends while the page is closed, so a page start or a return is a moment to try: waiting
 * out a backoff that grew during an outage (up to an hour) would keep a visitor who came back
 * waiting for nothing. With Background Sync only the connection coming back is; the sync has the rest.
 */
export function sendsAtOnce(signal: OutboxSignal, backgroundSync: boolean): boolean {
  if (signal === 'online') return true;
  return !backgroundSync && (signal === 'start' || signal === 'return');
}

/**
 * Keeps the outbox moving from the page. Where Background Sync works the page registers the sync and
 * leaves leads no replay has tried yet to the worker. Once a replay has failed, though, the browser
 * fires that sync again only minutes later (Chrome: after 5 and 15 minutes, then never) and
 * registering the tag again does not bring it forward, so from then on the page also sends itself
 * while it is open. Elsewhere the page always sends. Each signal (see sendsAtOnce) is one try; the
 * backoff's timer then takes over again. Signals that come while a try runs join it, and the replay
 * lock keeps other tabs and the worker from sending the same lead at once.
 */
export function startOutboxTriggers(): () => void {
  // No site storage (some private modes): nothing can be waiting.
  if (typeof indexedDB === 'undefined') return () => {};
  let timer: number | undefined;
  let stopped = false;
  let backgroundSync = false;

  const pendingEntries = async () => (await listOutbox()).filter((entry) => entry.state === 'pending');
  // attempts counts the first send too: above 1, a replay (a sync, perhaps) has already failed.
  const pageSends = (pending: readonly OutboxEntry[]) => !backgroundSync || pending.some((entry) => entry.attempts > 1);

  const planNextAttempt = async () => {
    window.clearTimeout(timer);
    if (stopped) return;
    const pending = await pendingEntries();
    if (pending.length === 0 || !pageSends(pending)) return;
    // A replay sends oldest first and waits for the oldest: its backoff is when sending can go on.
    const next = pending[0]!.nextAttemptAt;
    timer = window.setTimeout(() => signal('backoff'), Math.max(MIN_TIMER_DELAY_MS, next - Date.now()));
  };

  const send = async (cause: OutboxSignal) => {
    try {
      if (stopped) return;
      const pending = await pendingEntries();
      if (pending.length === 0) return;
      backgroundSync = await scheduleBackgroundSync();
      if (navigator.onLine === false || !pageSends(pending)) return;
      // A server that asked to wait (Retry-After) is not asked again before then.
      await replayOutbox({ ignoreBackoff: sendsAtOnce(cause, backgroundSync), keepRetryAfter: true });
      await planNextAttempt();
    } catch (error) {
      console.error('Sending the waiting messages failed', error);
    }
  };

  // A signal that comes while a try runs joins it; one that would send at once, while the running
  // try only sends what is due, runs after it (one try for a burst such as pageshow + visibilitychange).
  let running: OutboxSignal | undefined;
  let after: OutboxSignal | undefined;
  const signal = (cause: OutboxSignal) => {
    if (running !== undefined) {
      if (sendsAtOnce(cause, backgroundSync) && !sendsAtOnce(running, backgroundSync)) after = cause;
      return;
    }
    running = cause;
    void send(cause).finally(() => {
      running = undefined;
      const next = after;
      after = undefined;
      if (next !== undefined) signal(next);
    });
  };

  const onOnline = () => signal('online');
  const onPageShow = () => signal('return');
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') signal('return');
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('pageshow', onPageShow);
  document.addEventListener('visibilitychange', onVisibilityChange);
  const unsubscribe = onOutboxEvent((event) => {
    if (event.type === 'changed') void planNextAttempt().catch(() => undefined);
  });
  signal('start');

  return () => {
    stopped = true;
    window.clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('pageshow', onPageShow);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    unsubscribe();
  };
}
