import type { Insertable, Kysely } from 'kysely';
import { DAY_MS, SENT_MAIL_RETENTION_DAYS } from '@/leads/retention';
import type { ClaimOptions, FailedAttempt, QueueTable } from '@/server/delivery/queue-rows';
import { claimDueRows, deliveryState, markRowDone, markRowFailed, purgeDeliveredRows, releaseRowClaims } from '@/server/delivery/queue-rows';
import { redactEmails } from '@/server/safe-log';
import type { Database, WebhookDeliveriesTable } from '@/server/store/schema';
import type { LeadWebhookState } from '@/leads/lead-deliveries';

/** The webhook queue as the shared claim logic sees it. */
export const WEBHOOK_QUEUE: QueueTable = { table: 'webhook_deliveries', doneColumn: 'delivered_at' };

/** A delivered webhook row is kept as long as sent mail (to answer "did it go out?"), then deleted. */
export const DELIVERED_WEBHOOK_RETENTION_MS = SENT_MAIL_RETENTION_DAYS * DAY_MS;

/** The row that queues one delivery of `leadId`, due at once; inserted in the lead's transaction. */
export function webhookDeliveryRow(leadId: string, now: Date): Insertable<WebhookDeliveriesTable> {
  const createdAt = now.toISOString();
  return { id: crypto.randomUUID(), lead_id: leadId, created_at: createdAt, next_attempt_at: createdAt };
}

export interface QueuedDelivery {
  id: string;
  leadId: string;
  /** Attempts made before this one. */
  attempts: number;
}

/** Claims due deliveries for one sender (see claimDueRows): never one delivery to two senders at once. */
export async function claimDueDeliveries(db: Kysely<Database>, options: ClaimOptions): Promise<QueuedDelivery[]> {
  const ids = await claimDueRows(db, WEBHOOK_QUEUE, options);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select(['id', 'lead_id', 'attempts'])
    .where('id', 'in', ids)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, leadId: row.lead_id, attempts: Number(row.attempts) }));
}

/** The receiver's answer to record with the attempt (none after a network error or timeout). */
async function recordStatus(db: Kysely<Database>, id: string, token: string, status: number | null): Promise<void> {
  await db.updateTable('webhook_deliveries').set({ last_status: status }).where('id', '=', id).where('claim_token', '=', token).execute();
}

export async function markDelivered(db: Kysely<Database>, id: string, token: string, now: Date, status: number): Promise<void> {
  await recordStatus(db, id, token, status);
  await markRowDone(db, WEBHOOK_QUEUE, id, token, now);
}

export async function markDeliveryFailed(db: Kysely<Database>, id: string, token: string, failure: FailedAttempt & { status: number | null }): Promise<void> {
  await recordStatus(db, id, token, failure.status);
  await markRowFailed(db, WEBHOOK_QUEUE, id, token, failure);
}

/** Gives back every undelivered row `token` still holds, for another sender to take at once. */
export function releaseDeliveryClaims(db: Kysely<Database>, token: string): Promise<number> {
  return releaseRowClaims(db, WEBHOOK_QUEUE, token);
}

/** Deletes deliveries made more than DELIVERED_WEBHOOK_RETENTION_MS ago; pending and abandoned rows stay with their lead. */
export function purgeDeliveredWebhooks(db: Kysely<Database>, now: Date): Promise<number> {
  return purgeDeliveredRows(db, WEBHOOK_QUEUE, new Date(now.getTime() - DELIVERED_WEBHOOK_RETENTION_MS));
}

/** The webhook deliveries of one lead, oldest first. */
export async function listLeadWebhooks(db: Kysely<Database>, leadId: string): Promise<LeadWebhookState[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select(['id', 'attempts', 'delivered_at', 'abandoned_at', 'last_status', 'next_attempt_at', 'last_error'])
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const state = deliveryState({ attempts: row.attempts, doneAt: row.delivered_at, abandonedAt: row.abandoned_at }, 'delivered');
    return {
      id: row.id,
      state,
      attempts: Number(row.attempts),
      deliveredAt: row.delivered_at,
      abandonedAt: row.abandoned_at,
      lastStatus: row.last_status === null ? null : Number(row.last_status),
      nextAttemptAt: state === 'queued' || state === 'failing' ? row.next_attempt_at : null,
      lastError: row.last_error === null ? null : redactEmails(row.last_error),
    };
  });
}
