import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { DAY_MS, SENT_MAIL_RETENTION_DAYS } from '@/leads/retention';
import type { ClaimOptions, FailedAttempt, QueueTable } from '@/server/delivery/queue-rows';
import { claimDueRows, markRowDone, markRowFailed, purgeDeliveredRows, releaseRowClaims } from '@/server/delivery/queue-rows';
import type { Database } from '@/server/store/schema';

/** The push queue as the shared claim logic sees it. */
export const PUSH_QUEUE: QueueTable = { table: 'push_deliveries', doneColumn: 'delivered_at' };

/** A delivered push row is kept as long as a delivered webhook, then deleted. */
const DELIVERED_PUSH_RETENTION_MS = SENT_MAIL_RETENTION_DAYS * DAY_MS;

/**
 * Queues one push of the lead to every subscription kept now, in the lead's transaction: one
 * INSERT … SELECT, the row id `<lead id>:<subscription id>` (the primary key), so a lead can
 * never hold two pushes to one subscription. Returns how many were queued.
 */
export async function queueLeadPushes(trx: Transaction<Database>, leadId: string, now: Date): Promise<number> {
  const createdAt = now.toISOString();
  const result = await trx
    .insertInto('push_deliveries')
    .columns(['id', 'lead_id', 'subscription_id', 'created_at', 'next_attempt_at'])
    .expression((eb) =>
      eb.selectFrom('push_subscriptions').select([
        // Typed casts: PostgreSQL cannot infer a bare parameter's type in a select list.
        sql<string>`cast(${leadId} as text) || ':' || id`.as('id'),
        sql<string>`cast(${leadId} as text)`.as('lead_id'),
        'id as subscription_id',
        sql<string>`cast(${createdAt} as text)`.as('created_at'),
        sql<string>`cast(${createdAt} as text)`.as('next_attempt_at'),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** A claimed push with what it goes to. */
export interface QueuedPush {
  id: string;
  leadId: string;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Attempts made before this one. */
  attempts: number;
}

/** Claims due pushes for one sender (see claimDueRows): never one push to two senders at once. */
export async function claimDuePushes(db: Kysely<Database>, options: ClaimOptions): Promise<QueuedPush[]> {
  const ids = await claimDueRows(db, PUSH_QUEUE, options);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('push_deliveries')
    .innerJoin('push_subscriptions', 'push_subscriptions.id', 'push_deliveries.subscription_id')
    .select([
      'push_deliveries.id',
      'push_deliveries.lead_id',
      'push_deliveries.subscription_id',
      'push_deliveries.attempts',
      'push_subscriptions.endpoint',
      'push_subscriptions.p256dh',
      'push_subscriptions.auth',
    ])
    .where('push_deliveries.id', 'in', ids)
    .orderBy('push_deliveries.next_attempt_at')
    .orderBy('push_deliveries.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    subscriptionId: row.subscription_id,
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
    attempts: Number(row.attempts),
  }));
}

async function recordStatus(db: Kysely<Database>, id: string, token: string, status: number | null): Promise<void> {
  await db.updateTable('push_deliveries').set({ last_status: status }).where('id', '=', id).where('claim_token', '=', token).execute();
}

export async function markPushDelivered(db: Kysely<Database>, id: string, token: string, now: Date, status: number): Promise<void> {
  await recordStatus(db, id, token, status);
  await markRowDone(db, PUSH_QUEUE, id, token, now);
}

export async function markPushFailed(db: Kysely<Database>, id: string, token: string, failure: FailedAttempt & { status: number | null }): Promise<void> {
  await recordStatus(db, id, token, failure.status);
  await markRowFailed(db, PUSH_QUEUE, id, token, failure);
}

/** Gives back every undelivered push `token` still holds, for another sender to take at once. */
export function releasePushClaims(db: Kysely<Database>, token: string): Promise<number> {
  return releaseRowClaims(db, PUSH_QUEUE, token);
}

/** Deletes pushes delivered more than DELIVERED_PUSH_RETENTION_MS ago; pending and abandoned rows stay with their lead. */
export function purgeDeliveredPushes(db: Kysely<Database>, now: Date): Promise<number> {
  return purgeDeliveredRows(db, PUSH_QUEUE, new Date(now.getTime() - DELIVERED_PUSH_RETENTION_MS));
}
