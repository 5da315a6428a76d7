import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { DEFAULT_MIGRATION_TABLE, Migrator, sql } from 'kysely';
import { canonicalMailbox } from '@/server/leads/email-address';
import { leadSearchText } from '@/server/leads/lead-search';

/** The columns 0013-lead-source adds to leads, in order. */
const LEAD_SOURCE_COLUMNS = ['source_page', 'source_referrer', 'source_utm_source', 'source_utm_medium', 'source_utm_campaign', 'source_terms'] as const;

/** Leads read and rewritten per statement by the backfill: 3 parameters each, well under every dialect's limit. */
const BACKFILL_BATCH_SIZE = 200;

/**
 * Runs `work` in a transaction unless the migrator already opened one (PostgreSQL's DDL is
 * transactional and Kysely wraps each migration there; on SQLite it does not, and a migration cut
 * off half-way would leave columns no rerun could add again).
 */
async function inOneTransaction(db: Kysely<unknown>, work: (trx: Kysely<unknown>) => Promise<void>): Promise<void> {
  if (db.isTransaction) await work(db);
  else await db.transaction().execute(work);
}

/** Fills leads.search_text for the leads stored before it existed, a batch at a time by id. */
async function backfillSearchText(db: Kysely<unknown>): Promise<void> {
  const leads = db as Kysely<{ leads: { id: string; kind: string; data: string; search_text: string } }>;
  for (let after = ''; ;) {
    const batch = await leads.selectFrom('leads').select(['id', 'kind', 'data']).where('id', '>', after).orderBy('id').limit(BACKFILL_BATCH_SIZE).execute();
    const last = batch.at(-1);
    if (!last) return;
    const searchText = sql.join(
      batch.map((row) => sql`when ${row.id} then ${leadSearchText(row.kind, JSON.parse(row.data) as Record<string, unknown>)}`),
      sql` `,
    );
    await sql`update leads set search_text = case id ${searchText} end where id in (${sql.join(batch.map((row) => row.id))})`.execute(leads);
    if (batch.length < BACKFILL_BATCH_SIZE) return;
    after = last.id;
  }
}

/**
 * Gives each booking slot held before the booking policy its booking's mailbox, the earliest
 * booking of a mailbox on a day only: bookings stored before may hold several slots of one day
 * for one address, and one mailbox a day is what the new unique index allows. The others stay
 * without one (and so are not counted), as does a slot whose lead cannot be read.
 */
async function backfillBookingMailboxes(db: Kysely<unknown>): Promise<void> {
  const slots = db as Kysely<{
    booking_slots: { date: string; time: string; lead_id: string; created_at: string; mailbox: string | null };
    leads: { id: string; data: string };
  }>;
  const rows = await slots
    .selectFrom('booking_slots')
    .innerJoin('leads', 'leads.id', 'booking_slots.lead_id')
    .select(['booking_slots.date', 'booking_slots.time', 'leads.data'])
    .orderBy('booking_slots.created_at')
    .orderBy('booking_slots.time')
    .execute();
  const seen = new Set<string>();
  for (const row of rows) {
    let email: unknown;
    try {
      email = (JSON.parse(row.data) as { email?: unknown }).email;
    } catch {
      continue;
    }
    if (typeof email !== 'string') continue;
    const mailbox = canonicalMailbox(email);
    if (seen.has(`${row.date} ${mailbox}`)) continue;
    seen.add(`${row.date} ${mailbox}`);
    await slots.updateTable('booking_slots').set({ mailbox }).where('date', '=', row.date).where('time', '=', row.time).execute();
  }
}

/**
 * Gives each newsletter row its mailbox, keeping one row per mailbox: rows stored before were one
 * per address, and variants of one mailbox (a +tag, Gmail's dots) each had their own. Of those the
 * row kept is a subscribed one if there is one, else the one asked for most recently.
 */
async function mergeNewsletterMailboxes(db: Kysely<unknown>): Promise<void> {
  const subscribers = db as Kysely<{
    newsletter_subscribers: { email: string; mailbox: string | null; requested_at: string; confirmed_at: string | null; unsubscribed_at: string | null };
  }>;
  const rows = await subscribers.selectFrom('newsletter_subscribers').select(['email', 'requested_at', 'confirmed_at', 'unsubscribed_at']).execute();
  const rank = (row: (typeof rows)[number]) => [row.confirmed_at !== null && row.unsubscribed_at === null ? 1 : 0, row.requested_at] as const;
  const kept = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const mailbox = canonicalMailbox(row.email);
    const current = kept.get(mailbox);
    const [subscribed, requested] = rank(row);
    if (!current || subscribed > rank(current)[0] || (subscribed === rank(current)[0] && requested > rank(current)[1])) kept.set(mailbox, row);
  }
  const keep = new Set([...kept.values()].map((row) => row.email));
  for (const row of rows) {
    if (!keep.has(row.email)) await subscribers.deleteFrom('newsletter_subscribers').where('email', '=', row.email).execute();
  }
  for (const [mailbox, row] of kept) await subscribers.updateTable('newsletter_subscribers').set({ mailbox }).where('email', '=', row.email).execute();
}

/**
 * Migrations live in code (no files to find at run time) and use only types both dialects share.
 * Append new ones; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001-leads-idempotency-mail-outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('data', 'text', (column) => column.notNull())
        .addColumn('idempotency_key', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('leads_created_at').on('leads').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('leads_kind_created_at').on('leads').columns(['kind', 'created_at']).execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('request_hash', 'text', (column) => column.notNull())
        .addColumn('response_status', 'integer', (column) => column.notNull())
        .addColumn('response_body', 'text', (column) => column.notNull())
        .addColumn('lead_id', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('idempotency_keys_expires_at').on('idempotency_keys').column('expires_at').execute();

      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull())
        .addColumn('purpose', 'text', (column) => column.notNull())
        .addColumn('to_address', 'text', (column) => column.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('claimed_until', 'text')
        .addColumn('claim_token', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('abandoned_at', 'text')
        .addColumn('last_error', 'text')
        .execute();
      await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['sent_at', 'next_attempt_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('mail_outbox').execute();
      await db.schema.dropTable('idempotency_keys').execute();
      await db.schema.dropTable('leads').execute();
    },
  },
  '0002-store-probe': {
    // The health check's probe write: a row inserted and deleted in one transaction.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('store_probe')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('pad', 'text', (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('store_probe').execute();
    },
  },
  '0003-rate-limits': {
    // The lead rate limit shared by every process on one PostgreSQL database.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('client', 'text', (column) => column.primaryKey())
        .addColumn('window_started_at', 'bigint', (column) => column.notNull())
        .addColumn('hits', 'integer', (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limits').execute();
    },
  },
  '0004-newsletter-subscribers': {
    // Double opt-in: one row per address (lower case), the key that signs its links, and the
    // extra headers a mail carries (List-Unsubscribe), as JSON text.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('newsletter_subscribers')
        .addColumn('email', 'text', (column) => column.primaryKey())
        .addColumn('requested_at', 'text', (column) => column.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('unsubscribed_at', 'text')
        .addColumn('lead_id', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('newsletter_subscribers_requested_at').on('newsletter_subscribers').column('requested_at').execute();
      await db.schema
        .createTable('server_secrets')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
      await db.schema.dropTable('server_secrets').execute();
      await db.schema.dropTable('newsletter_subscribers').execute();
    },
  },
  '0005-booking-slots': {
    // A consultation slot held by the booking stored for it. The primary key is the slot (one
    // calendar: the consultation type is not part of it), so of two bookings for one slot, in
    // one process or two, the database lets exactly one commit.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('booking_slots')
        .addColumn('date', 'text', (column) => column.notNull())
        .addColumn('time', 'text', (column) => column.notNull())
        .addColumn('lead_id', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('booking_slots_pkey', ['date', 'time'])
        .execute();
      await db.schema.createIndex('booking_slots_lead_id').on('booking_slots').column('lead_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('booking_slots').execute();
    },
  },
  '0006-webhook-deliveries': {
    // One row per webhook delivery of a stored lead: its id is the delivery id the receiver
    // de-duplicates on; claims and retries work as in mail_outbox. The body is built from the lead
    // when it is sent, so the row holds no lead data.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('claimed_until', 'text')
        .addColumn('claim_token', 'text')
        .addColumn('delivered_at', 'text')
        .addColumn('abandoned_at', 'text')
        .addColumn('last_status', 'integer')
        .addColumn('last_error', 'text')
        .execute();
      await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['delivered_at', 'next_attempt_at']).execute();
      await db.schema.createIndex('webhook_deliveries_lead_id').on('webhook_deliveries').column('lead_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('webhook_deliveries').execute();
    },
  },
  '0007-mail-outbox-lead-id': {
    // Deleting a lead's mails (retention, erasure) and listing them per lead read by lead_id.
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('mail_outbox_lead_id').on('mail_outbox').column('lead_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('mail_outbox_lead_id').execute();
    },
  },
  '0008-lead-status-search': {
    // The studio's inbox: a status per lead, and the typed fields in one lower-cased column that
    // both dialects search with the same LIKE. Existing leads get their search text here, computed
    // by the function the writer uses, so old and new leads are found alike.
    async up(db: Kysely<unknown>) {
      await inOneTransaction(db, async (trx) => {
        await trx.schema
          .alterTable('leads')
          .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
          .execute();
        await trx.schema.alterTable('leads').addColumn('status_changed_at', 'text').execute();
        await trx.schema
          .alterTable('leads')
          .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
          .execute();
        await backfillSearchText(trx);
        await trx.schema.createIndex('leads_status_created_at').on('leads').columns(['status', 'created_at', 'id']).execute();
        await trx.schema
          .createTable('lead_status_changes')
          .addColumn('key', 'text', (column) => column.primaryKey())
          .addColumn('lead_id', 'text', (column) => column.notNull())
          .addColumn('status', 'text', (column) => column.notNull())
          .addColumn('request_hash', 'text', (column) => column.notNull())
          .addColumn('response_body', 'text', (column) => column.notNull())
          .addColumn('created_at', 'text', (column) => column.notNull())
          .execute();
        await trx.schema.createIndex('lead_status_changes_lead_id').on('lead_status_changes').column('lead_id').execute();
        await trx.schema.createIndex('lead_status_changes_created_at').on('lead_status_changes').column('created_at').execute();
      });
    },
    async down(db: Kysely<unknown>) {
      await inOneTransaction(db, async (trx) => {
        await trx.schema.dropTable('lead_status_changes').execute();
        await trx.schema.dropIndex('leads_status_created_at').execute();
        await trx.schema.alterTable('leads').dropColumn('search_text').execute();
        await trx.schema.alterTable('leads').dropColumn('status_changed_at').execute();
        await trx.schema.alterTable('leads').dropColumn('status').execute();
      });
    },
  },
  '0009-studio-sessions': {
    // Sessions of the studio's sign-in. The row is keyed by a hash of the cookie's random id, never
    // the id itself, so reading the database (a backup, a dump) gives no session to present. The
    // token fingerprint ties a session to the ADMIN_TOKEN it was opened with: rotating the token
    // ends every session.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('studio_sessions')
        .addColumn('id_hash', 'text', (column) => column.primaryKey())
        .addColumn('token_fingerprint', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('studio_sessions_expires_at').on('studio_sessions').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('studio_sessions').execute();
    },
  },
  '0010-auth-failures': {
    // Wrong passphrases and admin tokens per client, counted in the store: a guessing budget that
    // every process on the database shares and a restart does not reset.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('auth_failures')
        .addColumn('scope', 'text', (column) => column.notNull())
        .addColumn('client', 'text', (column) => column.notNull())
        .addColumn('window_started_at', 'bigint', (column) => column.notNull())
        .addColumn('failures', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('auth_failures_pkey', ['scope', 'client'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('auth_failures').execute();
    },
  },
  '0011-booking-policy': {
    // The booking policy's limits, held by the slot rows: one booking per mailbox a day (a unique
    // index, so of two bookings at once the database keeps one, as for a slot), and a few per
    // client address a day (a digest of the address, cleared by the purge a day later).
    async up(db: Kysely<unknown>) {
      await inOneTransaction(db, async (trx) => {
        await trx.schema.alterTable('booking_slots').addColumn('mailbox', 'text').execute();
        await trx.schema.alterTable('booking_slots').addColumn('client', 'text').execute();
        await backfillBookingMailboxes(trx);
        await trx.schema.createIndex('booking_slots_date_mailbox').on('booking_slots').columns(['date', 'mailbox']).unique().execute();
        await trx.schema.createIndex('booking_slots_client_created_at').on('booking_slots').columns(['client', 'created_at']).execute();
      });
    },
    async down(db: Kysely<unknown>) {
      await inOneTransaction(db, async (trx) => {
        await trx.schema.dropIndex('booking_slots_client_created_at').execute();
        await trx.schema.dropIndex('booking_slots_date_mailbox').execute();
        await trx.schema.alterTable('booking_slots').dropColumn('client').execute();
        await trx.schema.alterTable('booking_slots').dropColumn('mailbox').execute();
      });
    },
  },
  '0012-newsletter-mailbox': {
    // The newsletter's limits per mailbox, not per way of writing it: one row per mailbox (unique),
    // the address kept as typed beside it.
    async up(db: Kysely<unknown>) {
      await inOneTransaction(db, async (trx) => {
        await trx.schema.alterTable('newsletter_subscribers').addColumn('mailbox', 'text').execute();
        await mergeNewsletterMailboxes(trx);
        await trx.schema.createIndex('newsletter_subscribers_mailbox').on('newsletter_subscribers').column('mailbox').unique().execute();
      });
    },
    async down(db: Kysely<unknown>) {
      await inOneTransaction(db, async (trx) => {
        await trx.schema.dropIndex('newsletter_subscribers_mailbox').execute();
        await trx.schema.alterTable('newsletter_subscribers').dropColumn('mailbox').execute();
      });
    },
  },
  '0013-lead-source': {
    // Where each lead was sent from: the page, the referring site's origin and the campaign tags,
    // each in a column of its own (null for the leads stored before, which did not say), and
    // their values in search form for the inbox's exact `source` filter.
    async up(db: Kysely<unknown>) {
      await inOneTransaction(db, async (trx) => {
        for (const column of LEAD_SOURCE_COLUMNS) await trx.schema.alterTable('leads').addColumn(column, 'text').execute();
      });
    },
    async down(db: Kysely<unknown>) {
      await inOneTransaction(db, async (trx) => {
        for (const column of [...LEAD_SOURCE_COLUMNS].reverse()) await trx.schema.alterTable('leads').dropColumn(column).execute();
      });
    },
  },
  '0014-push-subscriptions': {
    // Web push to the studio's installed inbox: the browsers that asked to be notified (one row per
    // push endpoint), and one delivery row per lead and subscription, claimed and retried like a
    // webhook delivery. Its id is made of the two, so a lead can never queue two pushes to one
    // subscription. The VAPID key is a server secret (server_secrets), made on first need.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('endpoint', 'text', (column) => column.notNull().unique())
        .addColumn('p256dh', 'text', (column) => column.notNull())
        .addColumn('auth', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('last_success_at', 'text')
        .addColumn('last_failure_at', 'text')
        .execute();
      await db.schema
        .createTable('push_deliveries')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull())
        .addColumn('subscription_id', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('claimed_until', 'text')
        .addColumn('claim_token', 'text')
        .addColumn('delivered_at', 'text')
        .addColumn('abandoned_at', 'text')
        .addColumn('last_status', 'integer')
        .addColumn('last_error', 'text')
        .execute();
      await db.schema.createIndex('push_deliveries_lead_subscription').on('push_deliveries').columns(['lead_id', 'subscription_id']).unique().execute();
      await db.schema.createIndex('push_deliveries_subscription_id').on('push_deliveries').column('subscription_id').execute();
      await db.schema.createIndex('push_deliveries_due').on('push_deliveries').columns(['delivered_at', 'next_attempt_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('push_deliveries').execute();
      await db.schema.dropTable('push_subscriptions').execute();
    },
  },
  '0015-lead-notes': {
    // The studio's notes on a lead, each status change a lead went through (its history, kept as
    // long as the lead: the keys of status changes expire), and the keys of the inbox's other
    // changes (a note added or deleted, a bulk action), replayed as status changes' keys are. All
    // deleted with their lead. A lead marked before this has its current status as its history.
    async up(db: Kysely<unknown>) {
      await inOneTransaction(db, async (trx) => {
        await trx.schema
          .createTable('lead_notes')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('lead_id', 'text', (column) => column.notNull())
          .addColumn('text', 'text', (column) => column.notNull())
          .addColumn('created_at', 'text', (column) => column.notNull())
          .execute();
        await trx.schema.createIndex('lead_notes_lead_id').on('lead_notes').columns(['lead_id', 'created_at']).execute();
        await trx.schema
          .createTable('lead_status_history')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('lead_id', 'text', (column) => column.notNull())
          .addColumn('status', 'text', (column) => column.notNull())
          .addColumn('created_at', 'text', (column) => column.notNull())
          .execute();
        await trx.schema.createIndex('lead_status_history_lead_id').on('lead_status_history').columns(['lead_id', 'created_at']).execute();
        await sql`insert into lead_status_history (id, lead_id, status, created_at) select id, id, status, status_changed_at from leads where status_changed_at is not null`.execute(
          trx,
        );
        await trx.schema
          .createTable('lead_change_keys')
          .addColumn('key', 'text', (column) => column.primaryKey())
          .addColumn('lead_id', 'text')
          .addColumn('request_hash', 'text', (column) => column.notNull())
          .addColumn('response_body', 'text', (column) => column.notNull())
          .addColumn('created_at', 'text', (column) => column.notNull())
          .execute();
        await trx.schema.createIndex('lead_change_keys_lead_id').on('lead_change_keys').column('lead_id').execute();
        await trx.schema.createIndex('lead_change_keys_created_at').on('lead_change_keys').column('created_at').execute();
      });
    },
    async down(db: Kysely<unknown>) {
      await inOneTransaction(db, async (trx) => {
        await trx.schema.dropTable('lead_change_keys').execute();
        await trx.schema.dropTable('lead_status_history').execute();
        await trx.schema.dropTable('lead_notes').execute();
      });
    },
  },
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Brings the schema up to date; throws with the failing migration's error so start-up stops. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

export interface MigrationState {
  /** The migrations a start would run, in order. */
  pending: string[];
  /** Migrations that ran on this database but that this code does not know (a newer release's): a start refuses them. */
  unknown: string[];
}

/** Every migration, in the order they run (by name, as Kysely's migrator orders them): all pending on a new database. */
export function migrationNames(): string[] {
  return Object.keys(migrations).sort();
}

/** Where the schema stands against this code's migrations, read without writing (no migration table is created). */
export async function migrationState(db: Kysely<unknown>): Promise<MigrationState> {
  const migrations = await new Migrator({ db, provider }).getMigrations();
  const pending = migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)) return { pending, unknown: [] };
  const executed = db as Kysely<{ [DEFAULT_MIGRATION_TABLE]: { name: string } }>;
  const rows = await executed.selectFrom(DEFAULT_MIGRATION_TABLE).select('name').orderBy('name').execute();
  const known = new Set(migrations.map((migration) => migration.name));
  return { pending, unknown: rows.map((row) => row.name).filter((name) => !known.has(name)) };
}

/** Brings the schema up to `name` and no further: a migration's test starts from the schema before it. */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error !== undefined) throw error instanceof Error ? error : new Error(String(error));
}
