/**
 * Migration 0012: newsletter rows stored one per address become one per mailbox. Variants of one
 * mailbox (a +tag, Gmail's dots) kept before merge into one row: a subscribed one if there is one,
 * else the one asked for most recently.
 */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateTo } from '@/server/store/migrations';
import { storesUnderTest } from '@/server/testing/test-store';

const stores = storesUnderTest('newsletter_migration', { migrate: false });

describe.each(stores)('the newsletter mailbox migration on $label', { timeout: 30_000 }, ({ open }) => {
  it('keeps one row per mailbox: the subscribed one, else the latest asked for', async () => {
    const { store, cleanup } = await open();
    try {
      const db = store.db as unknown as Kysely<unknown>;
      await migrateTo(db, '0011-booking-policy');
      const old = db as unknown as Kysely<{
        newsletter_subscribers: { email: string; requested_at: string; confirmed_at: string | null; unsubscribed_at: string | null; lead_id: string };
      }>;
      const row = (email: string, requested: string, confirmed: string | null = null) => ({
        email,
        requested_at: requested,
        confirmed_at: confirmed,
        unsubscribed_at: null,
        lead_id: email,
      });
      await old
        .insertInto('newsletter_subscribers')
        .values([
          row('victim+1@example.com', '2030-01-03T00:00:00.000Z'),
          row('victim@example.com', '2030-01-01T00:00:00.000Z', '2030-01-01T01:00:00.000Z'),
          row('v.ictim@gmail.com', '2030-01-01T00:00:00.000Z'),
          row('victim@gmail.com', '2030-01-02T00:00:00.000Z'),
          row('other@example.com', '2030-01-01T00:00:00.000Z'),
        ])
        .execute();
      await store.migrate();
      const rows = await store.db.selectFrom('newsletter_subscribers').select(['email', 'mailbox', 'confirmed_at']).orderBy('mailbox').execute();
      expect(rows).toEqual([
        { email: 'other@example.com', mailbox: 'other@example.com', confirmed_at: null },
        { email: 'victim@example.com', mailbox: 'victim@example.com', confirmed_at: '2030-01-01T01:00:00.000Z' },
        { email: 'victim@gmail.com', mailbox: 'victim@gmail.com', confirmed_at: null },
      ]);
    } finally {
      await cleanup();
    }
  });
});
