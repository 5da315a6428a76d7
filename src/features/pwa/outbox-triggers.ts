import type { OutboxEntry } from '@/outbox/outbox-db';
import { listOutbox, onOutboxEvent, replayOutbox } from '@/outbox/outbox';
import { scheduleBackgroundSync } from '@/outbox/send-lead';

/** Never poll faster than this, even when an entry is already due (another tab may be sending it). */
const MIN_TIMER_DELAY_MS = 1_000;

/**
 * Keeps the outbox moving from the page. Where Background Sync works the page registers the sync and
 * leaves leads no replay has tried yet to the worker. Once a replay has failed, though, the browser
 * fires that sync again only minutes later (Chrome: after 5 and 15 minutes, then never) and
 * registering the tag again does not bring it forward, so from then on the page also sends itself
 * while it is open. Elsewhere the page always sends. It sends on start, when the browser comes back
 * online, and when the earliest backoff elapses; the replay lock keeps page and worker from sending
 * the same lead at once.
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
    timer = window.setTimeout(() => void send(false), Math.max(MIN_TIMER_DELAY_MS, next - Date.now()));
  };

  const send = async (ignoreBackoff: boolean) => {
    try {
      if (stopped) return;
      const pending = await pendingEntries();
      if (pending.length === 0) return;
      backgroundSync = await scheduleBackgroundSync();
      if (navigator.onLine === false || !pageSends(pending)) return;
      await replayOutbox({ ignoreBackoff });
      await planNextAttempt();
    } catch (error) {
      console.error('Sending the waiting messages failed', error);
    }
  };

  const onOnline = () => void send(true);
  window.addEventListener('online', onOnline);
  const unsubscribe = onOutboxEvent((event) => {
    if (event.type === 'changed') void planNextAttempt().catch(() => undefined);
  });
  void send(false);

  return () => {
    stopped = true;
    window.clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    unsubscribe();
  };
}
