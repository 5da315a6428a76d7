import type { LeadInput } from '@/leads/kinds';
import { leadPath, type LeadKind } from '@/leads/lead-paths';
import { say } from '@/content/facts';
import { DAY_MS, OUTBOX_ENTRY_TTL_DAYS } from '@/leads/retention';
import { retryBackoffMs } from '@/leads/retry-backoff';
import { submitJson, submitLead, type SubmitLeadResult } from '@/leads/submit-lead';
import {
  allEntries,
  deleteEntry,
  LEAD_CHANGE_KIND,
  putEntry,
  STATUS_CHANGE_KIND,
  updateEntry,
  type LeadChangeAction,
  type LeadChangeEntry,
  type LeadChangeMethod,
  type LeadOutboxEntry,
  type OutboxEntry,
} from './outbox-db';

/** An entry not delivered within this long is reported as expired instead of being sent late. */
export const OUTBOX_ENTRY_TTL_MS = OUTBOX_ENTRY_TTL_DAYS * DAY_MS;
/** First automatic retry after this long, doubling with each failed attempt... */
export const BACKOFF_BASE_MS = 15_000;
/** ...up to this long between attempts. */
export const BACKOFF_MAX_MS = 60 * 60 * 1000;
/** Background Sync tag registered whenever a lead is queued. */
export const OUTBOX_SYNC_TAG = 'lead-outbox';
/** Web Locks name: one replay at a time across the worker and every tab. */
export const REPLAY_LOCK_NAME = 'lead-outbox-replay';
/** BroadcastChannel on which every context hears that the outbox changed. */
export const OUTBOX_CHANNEL = 'lead-outbox';

export const EXPIRED_MESSAGE = `This message could not be sent within ${say.outboxExpiry}. Please send it again.`;

type EntryKind = OutboxEntry['kind'];

export type OutboxEvent =
  | { type: 'changed' }
  | { type: 'delivered'; kind: EntryKind; id: string; message: string }
  | { type: 'failed'; kind: EntryKind; id: string; message: string }
  | { type: 'expired'; kind: EntryKind; id: string };

export interface ReplayReport {
  delivered: OutboxEntry[];
  failed: OutboxEntry[];
  expired: OutboxEntry[];
  /** Entries still pending after this run because the server could not be reached. */
  stillPending: OutboxEntry[];
}

export interface ReplayOptions {
  now?: () => number;
  /** Send entries even if their backoff has not elapsed (the visitor pressed Retry, came back, or the connection did). */
  ignoreBackoff?: boolean;
  /**
   * With ignoreBackoff: still leave an entry alone until the time its server's Retry-After named.
   * Everything but the visitor's own Retry keeps to it.
   */
  keepRetryAfter?: boolean;
  submit?: typeof submitLead;
  /** Sends the studio's changes to leads (tests pass a fake). */
  submitChange?: typeof submitJson;
}

/** How long an entry waits after `attempts` failed sends before it is sent again by itself. */
export function backoffDelay(attempts: number): number {
  return retryBackoffMs(attempts, { baseMs: BACKOFF_BASE_MS, maxMs: BACKOFF_MAX_MS });
}

export function isExpired(entry: OutboxEntry, now: number): boolean {
  return now - entry.createdAt >= OUTBOX_ENTRY_TTL_MS;
}

function announce(event: OutboxEvent): void {
  if (typeof BroadcastChannel === 'undefined') return;
  // A fresh channel per message so listeners in this same context hear it too.
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(event);
  channel.close();
}

/** Listens to outbox events from this and every other context; returns the unsubscribe. */
export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (message: MessageEvent<OutboxEvent>) => listener(message.data);
  return () => channel.close();
}

/** How the first attempt, made before the entry was kept, failed. */
interface FirstFailure {
  lastError?: string | undefined;
  /** The server's Retry-After, in seconds: the entry is not due before. Due at once without one. */
  retryAfterSeconds?: number | undefined;
}

export interface EnqueueInput<K extends LeadKind> extends FirstFailure {
  kind: K;
  body: LeadInput<K>;
  /** The key of the attempt that failed: the replay must reuse it so the server stores the lead once. */
  idempotencyKey: string;
  now?: number;
}

/** What a new entry says of itself besides its id and its first attempt (made before it was kept). */
type NewEntryFields<E extends OutboxEntry> = Omit<E, 'id' | 'createdAt' | 'attempts' | 'nextAttemptAt' | 'retryAfterUntil' | 'state' | 'lastError'>;

/** Keeps a new entry after the attempt that failed, due when the server allows, and tells the page. */
async function addEntry<E extends OutboxEntry>(fields: NewEntryFields<E>, now: number, { lastError, retryAfterSeconds = 0 }: FirstFailure): Promise<E> {
  // The fields of E besides those added here: the spread is E, which TypeScript cannot follow through Omit.
  const entry = {
    id: crypto.randomUUID(),
    ...fields,
    createdAt: now,
    attempts: 1,
    nextAttemptAt: now + retryAfterSeconds * 1000,
    ...(retryAfterSeconds > 0 ? { retryAfterUntil: now + retryAfterSeconds * 1000 } : {}),
    state: 'pending',
    ...(lastError ? { lastError } : {}),
  } as E;
  await putEntry(entry);
  announce({ type: 'changed' });
  return entry;
}

export async function enqueueLead<K extends LeadKind>(input: EnqueueInput<K>): Promise<OutboxEntry> {
  return addEntry<LeadOutboxEntry>(
    { kind: input.kind, endpoint: leadPath(input.kind), body: { ...input.body }, idempotencyKey: input.idempotencyKey },
    input.now ?? Date.now(),
    input,
  );
}

export interface EnqueueLeadChangeInput extends FirstFailure {
  method: LeadChangeMethod;
  action: LeadChangeAction;
  /** Where the change is sent (`/api/admin/leads/:id`, its notes, or `/api/admin/leads/bulk`). */
  endpoint: string;
  body: Record<string, unknown>;
  /** The leads it changes (none for a bulk action on a filter). */
  leadIds: readonly string[];
  /** The key of the attempt that failed: the server applies the change once, however often it is replayed. */
  idempotencyKey: string;
  now?: number;
}

/** Keeps a change the studio made to leads while the server could not be reached. */
export async function enqueueLeadChange(input: EnqueueLeadChangeInput): Promise<LeadChangeEntry> {
  return addEntry<LeadChangeEntry>(
    {
      kind: LEAD_CHANGE_KIND,
      method: input.method,
      action: input.action,
      leadIds: [...input.leadIds],
      endpoint: input.endpoint,
      body: { ...input.body },
      idempotencyKey: input.idempotencyKey,
    },
    input.now ?? Date.now(),
    input,
  );
}

export async function listOutbox(): Promise<OutboxEntry[]> {
  return allEntries();
}

export async function discardEntry(id: string): Promise<void> {
  await deleteEntry(id);
  announce({ type: 'changed' });
}

/**
 * Makes a failed or waiting entry due now; the caller then replays. One transaction: an entry
 * delivered or discarded by another context meanwhile is not brought back.
 */
export async function markForRetry(id: string, now: number = Date.now()): Promise<void> {
  const updated = await updateEntry(id, (entry) => ({ ...entry, state: 'pending', nextAttemptAt: now }));
  if (updated) announce({ type: 'changed' });
}

type LockManagerLike = {
  request<T>(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
};

let replayingHere = false;

/** Runs `work` unless a replay is already running here or (with Web Locks) in another context. */
async function withReplayLock<T>(work: () => Promise<T>): Promise<T | null> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (replayingHere) return null;
  replayingHere = true;
  try {
    if (!locks) return await work();
    return await locks.request(REPLAY_LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? work() : null));
  } finally {
    replayingHere = false;
  }
}

function sendEntry(entry: OutboxEntry, submit: typeof submitLead, submitChange: typeof submitJson): Promise<SubmitLeadResult> {
  if (entry.kind === LEAD_CHANGE_KIND) return submitChange(entry.endpoint, entry.method, entry.body, { idempotencyKey: entry.idempotencyKey });
  if (entry.kind === STATUS_CHANGE_KIND) return submitChange(entry.endpoint, 'PATCH', entry.body, { idempotencyKey: entry.idempotencyKey });
  // The body was built and typed by the form that queued it; it is replayed exactly as it was.
  return submit(entry.kind, entry.body as LeadInput<typeof entry.kind>, { idempotencyKey: entry.idempotencyKey });
}

/**
 * Sends the waiting leads, oldest first, each with the Idempotency-Key it was first sent with.
 * Delivered entries are removed; refused ones (4xx) are marked failed with the server's message;
 * unreachable ones stay pending with a later next-try time, and the run stops there so that later
 * leads never overtake an earlier one. Returns null when another replay holds the lock.
 */
export function replayOutbox(options: ReplayOptions = {}): Promise<ReplayReport | null> {
  const now = options.now ?? Date.now;
  const submit = options.submit ?? submitLead;
  const submitChange = options.submitChange ?? submitJson;
  return withReplayLock(async () => {
    const report: ReplayReport = { delivered: [], failed: [], expired: [], stillPending: [] };
    const tried = new Set<string>();
    for (;;) {
      // Re-read every time: another context may have queued, discarded or delivered meanwhile.
      const entries = (await allEntries()).filter((entry) => entry.state === 'pending' && !tried.has(entry.id));
      const entry = entries[0];
      if (!entry) break;
      tried.add(entry.id);

      if (isExpired(entry, now())) {
        const expired: OutboxEntry = { ...entry, state: 'expired', lastError: EXPIRED_MESSAGE };
        await putEntry(expired);
        report.expired.push(expired);
        announce({ type: 'expired', kind: entry.kind, id: entry.id });
        continue;
      }
      const notBefore = options.ignoreBackoff ? (options.keepRetryAfter ? (entry.retryAfterUntil ?? 0) : 0) : entry.nextAttemptAt;
      if (notBefore > now()) {
        report.stillPending.push(entry, ...entries.slice(1));
        break;
      }

      const result = await sendEntry(entry, submit, submitChange);
      if (result.status === 'sent') {
        await deleteEntry(entry.id);
        report.delivered.push(entry);
        announce({ type: 'delivered', kind: entry.kind, id: entry.id, message: result.message });
      } else if (result.status === 'rejected') {
        const failed: OutboxEntry = { ...entry, state: 'failed', lastError: result.message };
        await putEntry(failed);
        report.failed.push(failed);
        announce({ type: 'failed', kind: entry.kind, id: entry.id, message: result.message });
      } else {
        const attempts = entry.attempts + 1;
        const retryAfterMs = (result.retryAfterSeconds ?? 0) * 1000;
        const waiting: OutboxEntry = {
          ...entry,
          attempts,
          lastError: result.message,
          nextAttemptAt: now() + Math.max(backoffDelay(attempts), retryAfterMs),
          ...(retryAfterMs > 0 ? { retryAfterUntil: now() + retryAfterMs } : {}),
        };
        await putEntry(waiting);
        report.stillPending.push(waiting, ...entries.slice(1));
        announce({ type: 'changed' });
        break;
      }
    }
    return report;
  });
}

/**
 * What the service worker's `sync` event waits for. It rejects, which keeps the sync registered
 * for the browser to fire again, while leads still wait for the server, and also while another
 * context (a tab) holds the replay: that context may be closed before it finishes, and a sync
 * taken as done would then leave its leads with nothing to send them until the next visit.
 */
export async function replayForSync(options: ReplayOptions = {}): Promise<ReplayReport> {
  const report = await replayOutbox({ ignoreBackoff: true, ...options });
  if (report === null) throw new Error('Another context is sending the outbox');
  if (report.stillPending.length > 0) throw new Error('Some leads are still waiting for the server');
  return report;
}
