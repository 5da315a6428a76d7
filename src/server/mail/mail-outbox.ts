import type { Insertable, Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { DAY_MS, SENT_MAIL_RETENTION_DAYS } from '../../leads/retention';
import type { Database, MailOutboxTable } from '../store/schema';
import type { OutgoingMail } from './outgoing-mail';

export type QueuedMail = Pick<MailOutboxTable, 'id' | 'lead_id' | 'purpose' | 'to_address' | 'reply_to' | 'subject' | 'body'> & {
  attempts: number;
  /** Extra headers to send with the mail. */
  headers: Record<string, string>;
};

/** A row's headers column read back: only string values of a JSON object count. */
export function parseMailHeaders(stored: string | null): Record<string, string> {
  if (!stored) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string') headers[name] = value;
  return headers;
}

/**
 * Queues one mail for `leadId` (inside the caller's transaction), headers included; sent after
 * the commit like every other row.
 */
export async function queueMail(db: Kysely<Database> | Transaction<Database>, leadId: string, mail: OutgoingMail, now: Date): Promise<void> {
  await db.insertInto('mail_outbox').values(outboxRow(leadId, mail, now)).execute();
}

/** The outbox row of a mail about `leadId`, due at once. */
export function outboxRow(leadId: string, mail: OutgoingMail, now: Date): Insertable<MailOutboxTable> {
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

export interface ClaimOptions {
  now: Date;
  limit: number;
  /** How long the claim holds; longer than one send can take, so a live sender never loses its row. */
  leaseMs: number;
  token: string;
}

/**
 * Claims due mails for one sender. Each row is taken by a conditional update that only one sender
 * can win, in SQLite and PostgreSQL alike, so no mail is handed to two senders at once.
 */
export async function claimDueMails(db: Kysely<Database>, options: ClaimOptions): Promise<QueuedMail[]> {
  const now = options.now.toISOString();
  const claimedUntil = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const candidates = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('abandoned_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .limit(options.limit)
    .execute();

  const claimed: QueuedMail[] = [];
  for (const { id } of candidates) {
    const result = await db
      .updateTable('mail_outbox')
      .set({ claim_token: options.token, claimed_until: claimedUntil })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('abandoned_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    const row = await db
      .selectFrom('mail_outbox')
      .select(['id', 'lead_id', 'purpose', 'to_address', 'reply_to', 'subject', 'body', 'attempts', 'headers'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    claimed.push({ ...row, attempts: Number(row.attempts), headers: parseMailHeaders(row.headers) });
  }
  return claimed;
}

export async function markMailSent(db: Kysely<Database>, id: string, token: string, now: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: now.toISOString(), claimed_until: null, claim_token: null, last_error: null, attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/**
 * Gives back every unsent mail `token` still holds, for another sender to take at once. A send
 * cut off by the shutdown may have reached the SMTP server: it may go out twice, with one Message-ID.
 */
export async function releaseClaims(db: Kysely<Database>, token: string): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ claim_token: null, claimed_until: null })
    .where('claim_token', '=', token)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface FailedAttempt {
  error: string;
  nextAttemptAt: Date;
  /** Set when this was the last attempt allowed. */
  abandonedAt?: Date;
}

export async function markMailFailed(db: Kysely<Database>, id: string, token: string, failure: FailedAttempt): Promise<void> {
  await db
    .updateTable('mail_outbox')
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

export interface MailOutboxRow {
  id: string;
  purpose: string;
  to: string;
  attempts: number;
  sentAt: string | null;
  abandonedAt: string | null;
  lastError: string | null;
}

/** Every queued mail, oldest first (for tests and the admin tools). */
export async function listOutbox(db: Kysely<Database>): Promise<MailOutboxRow[]> {
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
  const cutoff = new Date(now.getTime() - SENT_MAIL_RETENTION_MS).toISOString();
  const result = await db.deleteFrom('mail_outbox').where('sent_at', 'is not', null).where('sent_at', '<=', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
