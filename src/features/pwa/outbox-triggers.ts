import { listOutbox, onOutboxEvent, replayOutbox } from '../../outbox/outbox';
import { scheduleBackgroundSync } from '../../outbox/send-lead';

/** Never poll faster than this, even when an entry is already due (another tab may be sending it). */
const MIN_TIMER_DELAY_MS = 1_000;

/**
 * Keeps the outbox moving from the page. Where Background Sync works the page only registers the
 * sync and the worker sends (the browser retries it); elsewhere the page sends on start, when the
 * browser comes back online, and when the earliest backoff elapses.
 */
export function startOutboxTriggers(): () => void {
  // No site storage (some private modes): nothing can be waiting.
  if (typeof indexedDB === 'undefined') return () => {};
  let timer: number | undefined;
  let stopped = false;
  let backgroundSync = false;

  const hasPending = async () => (await listOutbox()).some((entry) => entry.state === 'pending');

  const planNextAttempt = async () => {
    window.clearTimeout(timer);
    if (stopped || backgroundSync) return;
    const pending = (await listOutbox()).filter((entry) => entry.state === 'pending');
    if (pending.length === 0) return;
    const next = Math.min(...pending.map((entry) => entry.nextAttemptAt));
    timer = window.setTimeout(() => void send(false), Math.max(MIN_TIMER_DELAY_MS, next - Date.now()));
  };

  const send = async (ignoreBackoff: boolean) => {
    try {
      if (stopped || !(await hasPending())) return;
      backgroundSync = await scheduleBackgroundSync();
      if (backgroundSync || navigator.onLine === false) return;
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
