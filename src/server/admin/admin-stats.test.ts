/**
 * GET /api/admin/stats: the last 12 weeks of leads, per week (from Monday, New York time) and per
 * form, on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeadKind } from '@/leads/kinds';
import type { LeadSource } from '@/leads/lead-source';
import type { Store } from '@/server/store/open-store';
import { seedLeads } from '@/server/testing/inbox-contract';
import { createTestApp } from '@/server/testing/test-app';
import { emptyTables, openStoreForTests, storesUnderTest } from '@/server/testing/test-store';
import { studioWeekStart } from './lead-stats';

const ADMIN_TOKEN = 'stats-admin-token-0123456789abcdef';
/** Wednesday 25 November 2026, 10:00 in New York (EST): the week of Monday 23 November is the current one. */
const NOW = new Date('2026-11-25T15:00:00.000Z');

/** Each lead's instant, with the New York time it is. Daylight saving time ends on Sunday 1 November 2026. */
const LEADS: readonly [string, LeadKind, string][] = [
  ['2026-06-01T12:00:00.000Z', 'contact', 'June: long before the 12 weeks'],
  ['2026-09-07T03:30:00.000Z', 'newsletter', 'Sunday 6 September 23:30 EDT: the evening before the first week'],
  ['2026-09-07T04:30:00.000Z', 'newsletter', 'Monday 7 September 00:30 EDT: the first week'],
  ['2026-10-26T03:30:00.000Z', 'quote', 'Sunday 25 October 23:30 EDT'],
  ['2026-10-26T04:30:00.000Z', 'quote', 'Monday 26 October 00:30 EDT'],
  ['2026-11-02T04:30:00.000Z', 'founder', 'Sunday 1 November 23:30 EST, the day the clocks went back'],
  ['2026-11-02T05:30:00.000Z', 'founder', 'Monday 2 November 00:30 EST'],
  ['2026-11-16T04:30:00.000Z', 'contact', 'Sunday 15 November 23:30 EST'],
  ['2026-11-16T05:30:00.000Z', 'contact', 'Monday 16 November 00:30 EST'],
  ['2026-11-23T14:00:00.000Z', 'booking', 'Monday 23 November 09:00 EST'],
  ['2026-11-24T15:00:00.000Z', 'contact', 'Tuesday 24 November 10:00 EST'],
  ['2026-11-24T15:10:00.000Z', 'contact', 'Tuesday 24 November 10:10 EST, the same hour'],
  ['2026-11-25T14:59:00.000Z', 'booking', 'Wednesday 25 November 09:59 EST, a minute ago'],
];

/** Where some of them came from (by index in LEADS): a campaign source counts before a referring site. */
const SOURCES: Readonly<Record<number, LeadSource>> = {
  1: { utmSource: 'newsletter' },
  2: { page: '/products/hexacart', utmSource: 'newsletter', utmCampaign: 'spring' },
  4: { page: '/contact', referrer: 'https://www.google.com' },
  6: { utmSource: 'newsletter', referrer: 'https://news.example.org' },
  10: { referrer: 'https://www.google.com' },
};

const week = (start: string, counts: Partial<Record<LeadKind, number>> = {}) => ({
  start,
  newsletter: 0,
  contact: 0,
  quote: 0,
  founder: 0,
  booking: 0,
  ...counts,
});

describe('the studio week of an instant', () => {
  it('begins on Monday at midnight in New York, in summer time and in winter time', () => {
    expect(studioWeekStart(new Date('2026-11-23T04:59:59.999Z'))).toBe('2026-11-16');
    expect(studioWeekStart(new Date('2026-11-23T05:00:00.000Z'))).toBe('2026-11-23');
    expect(studioWeekStart(new Date('2026-10-26T03:59:59.999Z'))).toBe('2026-10-19');
    expect(studioWeekStart(new Date('2026-10-26T04:00:00.000Z'))).toBe('2026-10-26');
    expect(studioWeekStart(new Date('2026-11-29T23:00:00.000Z'))).toBe('2026-11-23');
  });
});

describe.each(storesUnderTest('lead_stats'))('GET /api/admin/stats on $label', { timeout: 30_000 }, ({ open }) => {
  let store: Store;
  openStoreForTests((opened) => (store = opened), open);
  const app = () => createTestApp(store, { env: { ADMIN_TOKEN }, now: () => NOW });
  const asAdmin = () => app().request('/api/admin/stats', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });

  beforeAll(async () => {
    await emptyTables(store.db, ['leads', 'idempotency_keys']);
    await seedLeads(
      store.db,
      LEADS.map(([at, kind], index) => ({ id: `stats-${index}`, kind, at, data: { email: `lead${index}@example.com` }, source: SOURCES[index] })),
    );
  });

  it('answers 401 without the admin token, and without a right one', async () => {
    for (const headers of [{}, { Authorization: 'Bearer not-the-token' }] as Record<string, string>[]) {
      const response = await app().request('/api/admin/stats', { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'A valid admin token is required.' });
    }
  });

  it('counts the last 12 weeks per week and form, from Monday 00:00 New York time, across the change of clocks', async () => {
    const response = await asAdmin();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({
      weeks: [
        week('2026-09-07', { newsletter: 1 }),
        week('2026-09-14'),
        week('2026-09-21'),
        week('2026-09-28'),
        week('2026-10-05'),
        week('2026-10-12'),
        week('2026-10-19', { quote: 1 }),
        week('2026-10-26', { quote: 1, founder: 1 }),
        week('2026-11-02', { founder: 1 }),
        week('2026-11-09', { contact: 1 }),
        week('2026-11-16', { contact: 1 }),
        week('2026-11-23', { contact: 2, booking: 2 }),
      ],
      total: 11,
      // The same 11 leads by source, most first, a tie by name.
      sources: [
        { source: null, count: 7 },
        { source: 'https://www.google.com', count: 2 },
        { source: 'newsletter', count: 2 },
      ],
    });
  });

  it('lists the ten largest sources, the leads without one after the named ones of the same count', async () => {
    const later = new Date('2031-03-05T15:00:00.000Z');
    await seedLeads(store.db, [
      ...Array.from({ length: 12 }, (_, index) => ({
        id: `later-${index}`,
        kind: 'contact' as const,
        at: `2031-03-0${1 + (index % 4)}T12:00:00.000Z`,
        data: { from_name: 'A', from_email: 'a@example.com', message: 'Hi' },
        source: { utmSource: `campaign-${String(index % 11).padStart(2, '0')}` },
      })),
      { id: 'later-direct', kind: 'newsletter', at: '2031-03-02T12:00:00.000Z', data: { email: 'b@example.com' } },
    ]);
    const response = await createTestApp(store, { env: { ADMIN_TOKEN }, now: () => later }).request('/api/admin/stats', {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const { sources, total } = (await response.json()) as { sources: { source: string | null; count: number }[]; total: number };
    expect(total).toBe(13);
    expect(sources).toEqual([
      { source: 'campaign-00', count: 2 },
      ...['01', '02', '03', '04', '05', '06', '07', '08'].map((n) => ({ source: `campaign-${n}`, count: 1 })),
      { source: 'campaign-09', count: 1 },
    ]);
    await emptyTables(store.db, ['leads', 'idempotency_keys']);
    await seedLeads(
      store.db,
      LEADS.map(([at, kind], index) => ({ id: `stats-${index}`, kind, at, data: { email: `lead${index}@example.com` }, source: SOURCES[index] })),
    );
  });

  it('moves on with the clock: on Monday 00:00 New York time a new week is the last one', async () => {
    const monday = new Date('2026-11-30T05:00:00.000Z');
    const response = await createTestApp(store, { env: { ADMIN_TOKEN }, now: () => monday }).request('/api/admin/stats', {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const { weeks, total } = (await response.json()) as { weeks: { start: string }[]; total: number };
    expect(weeks.map((each) => each.start)).toEqual([
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(weeks.at(-1)).toEqual(week('2026-11-30'));
    // The first week's lead is out of the window now.
    expect(total).toBe(10);
  });
});
