import type { Kysely, Transaction } from 'kysely';
import type { Lead, LeadKind } from '@/leads/kinds';
import { isLeadKind } from '@/leads/kinds';
import { DAY_MS } from '@/leads/retention';
import { forgetBookingClients, freeSlotsOf } from '@/server/booking/booking-slots';
import { purgeSentMail } from '@/server/mail/mail-queue';
import { eraseFromDigests } from '@/server/mail/newsletter-digest';
import { deleteSubscriber, purgeUnconfirmedSignups } from '@/server/newsletter/subscriptions';
import type { Database } from '@/server/store/schema';
import { parseStoredObject } from '@/server/store/stored-json';
import { purgeDeliveredWebhooks } from '@/server/webhooks/webhook-deliveries';
import { purgeDeliveredPushes } from '@/server/push/push-deliveries';
import { canonicalMailbox, normalizeEmail } from './email-address';
import { purgeExpiredIdempotencyKeys } from './lead-store';

/** The field that holds the visitor's e-mail address, per kind (the API's names differ). */
export const EMAIL_FIELD_BY_KIND: { [K in LeadKind]: keyof Lead<K> & string } = {
  newsletter: 'email',
  contact: 'from_email',
  quote: 'email',
  founder: 'email',
  booking: 'email',
};

/** What a purge, an erasure or a deletion deleted. */
export interface RemovedRows {
  leads: number;
  mails: number;
  /** The keys a lead was stored under and those of the status changes made to it. */
  idempotencyKeys: number;
  /** Webhook deliveries of those leads, made or not. */
  webhookDeliveries: number;
}

/** Rows per statement: well under every dialect's limit on bound parameters. */
const ID_BATCH_SIZE = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * Deletes the leads with these ids, their mails, their idempotency records (status changes' and
 * other changes' too), their notes and status history, their webhook deliveries and pushes, and
 * the booking slots they hold.
 */
export async function deleteLeadsIn(trx: Transaction<Database>, leadIds: readonly string[]): Promise<RemovedRows> {
  const removed: RemovedRows = { leads: 0, mails: 0, idempotencyKeys: 0, webhookDeliveries: 0 };
  for (const ids of chunks(leadIds, ID_BATCH_SIZE)) {
    await freeSlotsOf(trx, ids);
    const mails = await trx.deleteFrom('mail_outbox').where('lead_id', 'in', ids).executeTakeFirst();
    const keys = await trx.deleteFrom('idempotency_keys').where('lead_id', 'in', ids).executeTakeFirst();
    const statusKeys = await trx.deleteFrom('lead_status_changes').where('lead_id', 'in', ids).executeTakeFirst();
    const changeKeys = await trx.deleteFrom('lead_change_keys').where('lead_id', 'in', ids).executeTakeFirst();
    await trx.deleteFrom('lead_notes').where('lead_id', 'in', ids).execute();
    await trx.deleteFrom('lead_status_history').where('lead_id', 'in', ids).execute();
    const webhooks = await trx.deleteFrom('webhook_deliveries').where('lead_id', 'in', ids).executeTakeFirst();
    // Pushes hold no lead data (the title is made when one is sent): they go uncounted.
    await trx.deleteFrom('push_deliveries').where('lead_id', 'in', ids).execute();
    const leads = await trx.deleteFrom('leads').where('id', 'in', ids).executeTakeFirst();
    removed.mails += Number(mails.numDeletedRows);
    removed.idempotencyKeys += Number(keys.numDeletedRows) + Number(statusKeys.numDeletedRows) + Number(changeKeys.numDeletedRows);
    removed.webhookDeliveries += Number(webhooks.numDeletedRows);
    removed.leads += Number(leads.numDeletedRows);
  }
  return removed;
}

/**
 * Deletes one lead and everything that belongs to it (as erasure and retention do), in one
 * transaction. An id already gone deletes nothing and is not an error: a repeated DELETE is answered alike.
 */
export function deleteLead(db: Kysely<Database>, id: string): Promise<RemovedRows> {
  return db.transaction().execute((trx) => deleteLeadsIn(trx, [id]));
}

/** The moment before which leads are past `retentionDays`. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/**
 * Deletes every lead created before `now - retentionDays`, with its mails (sent or not), its
 * idempotency record and the booking slot it holds, in one transaction.
 */
export function purgeLeadsPastRetention(db: Kysely<Database>, now: Date, retentionDays: number): Promise<RemovedRows> {
  const cutoff = retentionCutoff(now, retentionDays).toISOString();
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('leads').select('id').where('created_at', '<', cutoff).execute();
    const removed = await deleteLeadsIn(
      trx,
      rows.map((row) => row.id),
    );
    // Mail, keys and slots whose lead is already gone (none should be) go by their own age.
    await trx.deleteFrom('booking_slots').where('created_at', '<', cutoff).execute();
    const mails = await trx.deleteFrom('mail_outbox').where('created_at', '<', cutoff).executeTakeFirst();
    const keys = await trx.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).executeTakeFirst();
    const webhooks = await trx.deleteFrom('webhook_deliveries').where('created_at', '<', cutoff).executeTakeFirst();
    await trx.deleteFrom('push_deliveries').where('created_at', '<', cutoff).execute();
    // Notes and history never outlive their lead, whatever their age: one added while its lead was
    // being deleted elsewhere goes here.
    await trx
      .deleteFrom('lead_notes')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('leads').select('leads.id').whereRef('leads.id', '=', 'lead_notes.lead_id'))))
      .execute();
    await trx
      .deleteFrom('lead_status_history')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('leads').select('leads.id').whereRef('leads.id', '=', 'lead_status_history.lead_id'))))
      .execute();
    return {
      leads: removed.leads,
      mails: removed.mails + Number(mails.numDeletedRows),
      idempotencyKeys: removed.idempotencyKeys + Number(keys.numDeletedRows),
      webhookDeliveries: removed.webhookDeliveries + Number(webhooks.numDeletedRows),
    };
  });
}

/** What the server's periodic purge deleted. */
export interface PurgeReport extends RemovedRows {
  /** Idempotency keys past their 30 days (their leads stay). */
  expiredKeys: number;
  /** Mail sent more than 30 days ago (its lead stays). */
  sentMails: number;
  /** Webhook deliveries made more than 30 days ago (their lead stays). */
  deliveredWebhooks: number;
  /** Newsletter addresses never confirmed, or unsubscribed, whose last link has expired (their leads stay). */
  unconfirmedSignups: number;
}

/**
 * Everything the periodic purge does: expired keys, old sent mail, webhook deliveries and pushes,
 * newsletter sign-ups nobody confirmed in time, which client made a booking once a day has passed,
 * and leads past retention.
 */
export async function purgeExpiredData(db: Kysely<Database>, now: Date, retentionDays: number): Promise<PurgeReport> {
  const expiredKeys = await purgeExpiredIdempotencyKeys(db, now);
  const sentMails = await purgeSentMail(db, now);
  const deliveredWebhooks = await purgeDeliveredWebhooks(db, now);
  await purgeDeliveredPushes(db, now);
  const unconfirmedSignups = await purgeUnconfirmedSignups(db, now);
  await forgetBookingClients(db, now);
  const removed = await purgeLeadsPastRetention(db, now, retentionDays);
  return { ...removed, expiredKeys, sentMails, deliveredWebhooks, unconfirmedSignups };
}

/** Mails to a newsletter subscriber, which name them only by the address they go to. */
const NEWSLETTER_MAIL_PURPOSES: ReadonlySet<string> = new Set(['confirmation', 'welcome']);

function sameEmail(value: unknown, target: string): boolean {
  return typeof value === 'string' && normalizeEmail(value) === target;
}

/** What an erasure deleted: the person's leads, mails and keys, and their newsletter subscription. */
export interface ErasedRows extends RemovedRows {
  subscribers: number;
}

/**
 * Erases one person: every lead of any kind whose e-mail field matches `email` (trimmed, case
 * ignored), the mails of those leads and any other mail about that person, the leads'
 * idempotency records and webhook deliveries, their newsletter subscription (confirmed or not)
 * and the newsletter mails to their mailbox, and their lines in the digests of sign-ups. Leads are read in pages and matched here, not in SQL, so SQLite and PostgreSQL compare
 * exactly alike.
 */
export async function eraseByEmail(db: Kysely<Database>, email: string): Promise<ErasedRows> {
  const target = normalizeEmail(email);
  if (!target) throw new Error('An e-mail address is needed to erase a person.');
  return db.transaction().execute(async (trx) => {
    const leadIds: string[] = [];
    for (let after = ''; ;) {
      const page = await trx.selectFrom('leads').select(['id', 'kind', 'data']).where('id', '>', after).orderBy('id').limit(ID_BATCH_SIZE).execute();
      for (const row of page) {
        const field = isLeadKind(row.kind) ? EMAIL_FIELD_BY_KIND[row.kind] : undefined;
        const data = parseStoredObject(row.data, `the data of lead ${row.id}`);
        // A kind this version does not know: look at every field that could hold an address.
        const candidates = field ? [data[field]] : [data.email, data.from_email];
        if (candidates.some((value) => sameEmail(value, target))) leadIds.push(row.id);
      }
      const last = page.at(-1);
      if (!last || page.length < ID_BATCH_SIZE) break;
      after = last.id;
    }
    const removed = await deleteLeadsIn(trx, leadIds);

    // Mail about the person whose lead is already gone: a notification replying to them, or their
    // newsletter confirmation or welcome. Not every mail *to* the address: that would take the
    // studio's own notifications with it if the studio erased its own test leads.
    // Newsletter mails go by the mailbox, as the subscription does (however the address was written).
    const mailbox = canonicalMailbox(target);
    const queued = await trx.selectFrom('mail_outbox').select(['id', 'purpose', 'to_address', 'reply_to']).execute();
    const mailIds = queued
      .filter((mail) => sameEmail(mail.reply_to, target) || (NEWSLETTER_MAIL_PURPOSES.has(mail.purpose) && canonicalMailbox(mail.to_address) === mailbox))
      .map((mail) => mail.id);
    for (const ids of chunks(mailIds, ID_BATCH_SIZE)) {
      const mails = await trx.deleteFrom('mail_outbox').where('id', 'in', ids).executeTakeFirst();
      removed.mails += Number(mails.numDeletedRows);
    }
    // The hourly digests of sign-ups name them too: those lines go.
    await eraseFromDigests(trx, target);
    return { ...removed, subscribers: await deleteSubscriber(trx, target) };
  });
}
