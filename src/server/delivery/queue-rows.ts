import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '@/server/store/schema';

/**
 * A table of things to deliver after commit (mail, webhook posts, web pushes): which table, and the column
 * that holds when a row was delivered. Every such table also has the claim and retry columns below.
 */
export type QueueTable =
  | { table: 'mail_outbox'; doneColumn: 'sent_at' }
  | { table: 'webhook_deliveries'; doneColumn: 'delivered_at' }
  | { table: 'push_deliveries'; doneColumn: 'delivered_at' };

/**
 * The columns the claim logic touches, as one view of every delivery queue table. Each table has only its
 * own done column (`sent_at` or `delivered_at`); the functions below name the one `QueueTable` gives.
 */
interface QueueRowView {
  id: string;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  claim_token: string | null;
  abandoned_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  delivered_at: string | null;
}

type QueueView = Kysely<Record<QueueTable['table'], QueueRowView>>;

function viewOf(db: Kysely<Database>): QueueView {
  return db as unknown as QueueView;
}

export interface ClaimOptions {
  now: Date;
  limit: number;
  /** How long the claim holds; longer than one delivery can take, so a live sender never loses its row. */
  leaseMs: number;
  token: string;
}

/**
 * Claims due rows for one sender and returns their ids. Each row is taken by a conditional update
 * that only one sender can win, in SQLite and PostgreSQL alike, so no row is handed to two
 * senders at once (in one process or several on one database).
 */
export async function claimDueRows(db: Kysely<Database>, queue: QueueTable, options: ClaimOptions): Promise<string[]> {
  const view = viewOf(db);
  const now = options.now.toISOString();
  const claimedUntil = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const candidates = await view
    .selectFrom(queue.table)
    .select('id')
    .where(queue.doneColumn, 'is', null)
    .where('abandoned_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .limit(options.limit)
    .execute();

  const claimed: string[] = [];
  for (const { id } of candidates) {
    const result = await view
      .updateTable(queue.table)
      .set({ claim_token: options.token, claimed_until: claimedUntil })
      .where('id', '=', id)
      .where(queue.doneColumn, 'is', null)
      .where('abandoned_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(id);
  }
  return claimed;
}

/** Marks a row `token` holds as delivered at `now`, counting the attempt. */
export async function markRowDone(db: Kysely<Database>, queue: QueueTable, id: string, token: string, now: Date): Promise<void> {
  await viewOf(db)
    .updateTable(queue.table)
    .set(queue.doneColumn, now.toISOString())
    .set({ claimed_until: null, claim_token: null, last_error: null, attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

export interface FailedAttempt {
  error: string;
  nextAttemptAt: Date;
  /** Set when retrying cannot help: the row is given up. */
  abandonedAt?: Date;
}

/** Records a failed attempt at a row `token` holds: the error, the next attempt, or that it is given up. */
export async function markRowFailed(db: Kysely<Database>, queue: QueueTable, id: string, token: string, failure: FailedAttempt): Promise<void> {
  await viewOf(db)
    .updateTable(queue.table)
    .set({
      attempts: sql`attempts + 1`,
      last_error: failure.error,
      next_attempt_at: failure.nextAttemptAt.toISOString(),
      abandoned_at: failure.abandonedAt?.toISOString() ?? null,
      claimed_until: null,
      claim_token: null,
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/** Gives back every undelivered row `token` still holds, for another sender to take at once. */
export async function releaseRowClaims(db: Kysely<Database>, queue: QueueTable, token: string): Promise<number> {
  const result = await viewOf(db)
    .updateTable(queue.table)
    .set({ claim_token: null, claimed_until: null })
    .where('claim_token', '=', token)
    .where(queue.doneColumn, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes rows delivered at or before `cutoff`; undelivered and abandoned rows stay. */
export async function purgeDeliveredRows(db: Kysely<Database>, queue: QueueTable, cutoff: Date): Promise<number> {
  const result = await viewOf(db)
    .deleteFrom(queue.table)
    .where(queue.doneColumn, 'is not', null)
    .where(queue.doneColumn, '<=', cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Where a queued row stands, for the studio: not tried yet, delivered (`done`: a mail is 'sent', a
 * webhook 'delivered'), failing (and retried), or given up.
 */
export function deliveryState<Done extends string>(
  row: { attempts: number | string; doneAt: string | null; abandonedAt: string | null },
  done: Done,
): 'queued' | Done | 'failing' | 'abandoned' {
  if (row.doneAt !== null) return done;
  if (row.abandonedAt !== null) return 'abandoned';
  return Number(row.attempts) > 0 ? 'failing' : 'queued';
}
