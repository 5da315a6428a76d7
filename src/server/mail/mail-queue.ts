import type { Insertable, Kysely, Transaction } from 'kysely';
import { DAY_MS, SENT_MAIL_RETENTION_DAYS } from '@/leads/retention';
import type { ClaimOptions, FailedAttempt, QueueTable } from '@/server/delivery/queue-rows';
import { claimDueRows, deliveryState, markRowDone, markRowFailed, purgeDeliveredRows, releaseRowClaims } from '@/server/delivery/queue-rows';
import { redactEmails } from '@/server/safe-log';
import type { Database, MailOutboxTable } from '@/server/store/schema';
import { parseStoredObject } from '@/server/store/stored-json';
import type { OutgoingMail } from './outgoing-mail';
import type { LeadMailState } from '@/leads/lead-deliveries';

export type QueuedMail = Pick<MailOutboxTable, 'id' | 'lead_id' | 'purpose' | 'to_address' | 'reply_to' | 'subject' | 'body'> & {
  attempts: number;
  /** Extra headers to send with the mail. */
  headers: Record<string, string>;
};

/**
 * A row's headers column read back: only string values of a JSON object count; none stored (null
 * or empty) is no headers. Anything else was not written by this server: the row is damaged
 * (DamagedRowError), which the store's health reports.
 */
export function parseMailHeaders(stored: string | null, mailId = 'a mail'): Record<string, string> {
  if (!stored) return {};
  const parsed = parseStoredObject(stored, `the headers of mail ${mailId}`);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string') headers[name] = value;
  return headers;
}

/**
 * Queues one mail for `leadId` (inside the caller's transaction), headers included; sent after
 * the commit like every other row.
 */
export async function queueMail(db: Kysely<Database> | Transaction<Database>, leadId: string, mail: OutgoingMail, now: Date): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values(queuedMailRow(leadId, mail, now))
    .execute();
}

/** The queue row of a mail about `leadId`, due at once. */
export function queuedMailRow(leadId: string, mail: OutgoingMail, now: Date): Insertable<MailOutboxTable> {
  const createdAt = now.toISOString();
  return {
    id: crypto.randomUUID(),
    lead_id: leadId,
    purpose: mail.purpose,
    to_address: mail.to,
    reply_to: mail.replyTo ?? null,
    subject: mail.subject,
    body: mail.text,
    created_at: createdAt,
    next_attempt_at: createdAt,
    headers: mail.headers && Object.keys(mail.headers).length > 0 ? JSON.stringify(mail.headers) : null,
  };
}

/** The mail queue as the shared claim logic sees it. */
export const MAIL_QUEUE: QueueTable = { table: 'mail_outbox', doneColumn: 'sent_at' };

/**
 * Claims due mails for one sender (see claimDueRows): no mail is handed to two senders at once,
 * in SQLite and PostgreSQL alike.
 */
export async function claimDueMails(db: Kysely<Database>, options: ClaimOptions): Promise<QueuedMail[]> {
  const ids = await claimDueRows(db, MAIL_QUEUE, options);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'lead_id', 'purpose', 'to_address', 'reply_to', 'subject', 'body', 'attempts', 'headers'])
    .where('id', 'in', ids)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts), headers: parseMailHeaders(row.headers, row.id) }));
}

export function markMailSent(db: Kysely<Database>, id: string, token: string, now: Date): Promise<void> {
  return markRowDone(db, MAIL_QUEUE, id, token, now);
}

/**
 * Gives back every unsent mail `token` still holds, for another sender to take at once. A send
 * cut off by the shutdown may have reached the SMTP server: it may go out twice, with one Message-ID.
 */
export function releaseClaims(db: Kysely<Database>, token: string): Promise<number> {
  return releaseRowClaims(db, MAIL_QUEUE, token);
}

export function markMailFailed(db: Kysely<Database>, id: string, token: string, failure: FailedAttempt): Promise<void> {
  return markRowFailed(db, MAIL_QUEUE, id, token, failure);
}

export interface MailQueueRow {
  id: string;
  purpose: string;
  to: string;
  attempts: number;
  sentAt: string | null;
  abandonedAt: string | null;
  lastError: string | null;
}

/** Every queued mail, oldest first (for tests and the admin tools). */
export async function listQueuedMails(db: Kysely<Database>): Promise<MailQueueRow[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'purpose', 'to_address', 'attempts', 'sent_at', 'abandoned_at', 'last_error'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    purpose: row.purpose,
    to: row.to_address,
    attempts: Number(row.attempts),
    sentAt: row.sent_at,
    abandonedAt: row.abandoned_at,
    lastError: row.last_error,
  }));
}

/** Sent mail is kept this long (to answer "did the notification go out?"), then deleted. */
export const SENT_MAIL_RETENTION_MS = SENT_MAIL_RETENTION_DAYS * DAY_MS;

/** Deletes mail sent more than SENT_MAIL_RETENTION_MS ago; unsent and abandoned rows stay. */
export async function purgeSentMail(db: Kysely<Database>, now: Date): Promise<number> {
  return purgeDeliveredRows(db, MAIL_QUEUE, new Date(now.getTime() - SENT_MAIL_RETENTION_MS));
}

/** The mails of one lead, oldest first. */
export async function listLeadMails(db: Kysely<Database>, leadId: string): Promise<LeadMailState[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'purpose', 'attempts', 'sent_at', 'abandoned_at', 'next_attempt_at', 'last_error'])
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const state = deliveryState({ attempts: row.attempts, doneAt: row.sent_at, abandonedAt: row.abandoned_at }, 'sent');
    return {
      id: row.id,
      purpose: row.purpose,
      state,
      attempts: Number(row.attempts),
      sentAt: row.sent_at,
      abandonedAt: row.abandoned_at,
      nextAttemptAt: state === 'queued' || state === 'failing' ? row.next_attempt_at : null,
      lastError: row.last_error === null ? null : redactEmails(row.last_error),
    };
  });
}
