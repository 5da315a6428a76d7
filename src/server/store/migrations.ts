import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { Migrator } from 'kysely';

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
