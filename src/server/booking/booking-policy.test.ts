/**
 * The booking policy as the server enforces it (the defaults: 60 days ahead, 3 bookings a day per
 * client address): weekdays only, from tomorrow to the horizon, one booking per e-mail address (its
 * mailbox) a day, and a few per client a day; each refusal with its message, in JSON and on the
 * result page of a form sent without JavaScript. The probe's reproduction: one address booking
 * every slot of five days within a minute stores three.
 */
import type { Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '@/leads/retention';
import { BOOKING_TIME_SLOTS } from '@/leads/form-copy';
import { countLeads, listLeads } from '@/server/leads/lead-store';
import { purgeExpiredData } from '@/server/leads/lead-retention';
import { migrateTo } from '@/server/store/migrations';
import type { Store } from '@/server/store/open-store';
import { createTestApp, formFields, fromSocket, postForm, postJson } from '@/server/testing/test-app';
import { emptyTables, openStoreForTests, storesUnderTest } from '@/server/testing/test-store';

/** Monday 3 June 2030, 10:00 AM in New York: tomorrow is Tuesday the 4th, and 60 days on is Friday 2 August. */
const START = new Date('2030-06-03T14:00:00Z');
const POLICY = { BOOKING_HORIZON_DAYS: '60', BOOKINGS_PER_CLIENT_PER_DAY: '3' };
const WEEKEND = 'Please choose a weekday: consultations are Monday to Friday';
const EMAIL_BOOKED = {
  message: 'This e-mail address already has a consultation booked on that day. Please choose another day.',
  code: 'email-booked',
};
const LIMIT = {
  message: 'We take at most 3 bookings a day from one connection, and this one has made them. Please try again tomorrow, or write to us.',
  code: 'booking-limit',
};

const booking = (email: string, date: string, time = '10:00 AM') => ({ email, consultationType: 'Video Strategy Session', date, time });

describe.each(storesUnderTest('booking_policy'))('the booking policy on $label', { timeout: 30_000 }, ({ open }) => {
  let store: Store;
  let now: Date;
  openStoreForTests((opened) => (store = opened), open);
  beforeEach(async () => {
    now = START;
    await emptyTables(store.db, ['leads', 'idempotency_keys', 'mail_outbox', 'booking_slots']);
  });

  const policyApp = (env: Record<string, string> = {}) => createTestApp(store, { env: { ...POLICY, ...env }, now: () => now });
  const from = (address: string) => ({ env: fromSocket(address) });

  it('refuses a weekend, today, a date past the horizon and 9999-12-31, each with its message', async () => {
    const app = policyApp();
    const refusals: [string, string][] = [
      ['2030-06-08', WEEKEND],
      ['2030-06-09', WEEKEND],
      ['2030-06-03', 'Please choose tomorrow or a later date'],
      ['2030-08-05', 'Please choose a date within the next 60 days'],
      ['9999-12-31', 'Please choose a date within the next 60 days'],
    ];
    for (const [date, message] of refusals) {
      const response = await postJson(app, '/api/booking.js', booking(`${date}@example.com`, date), from('198.51.100.1'));
      expect(response.status, date).toBe(400);
      expect(await response.json(), date).toEqual({ message: `${message}.`, errors: { date: message } });
    }
    for (const date of ['2030-06-04', '2030-08-02'])
      expect((await postJson(app, '/api/booking.js', booking(`${date}@example.com`, date), from('198.51.100.2'))).status, date).toBe(200);
    expect(await countLeads(store.db)).toBe(2);
    // The horizon is the server's setting.
    const shorter = policyApp({ BOOKING_HORIZON_DAYS: '7' });
    const far = await postJson(shorter, '/api/booking.js', booking('far@example.com', '2030-06-11'), from('198.51.100.3'));
    expect(await far.json()).toMatchObject({ errors: { date: 'Please choose a date within the next 7 days' } });
  });

  it('takes one booking per e-mail address a day: +tag, case and dotted Gmail variants are the same address', async () => {
    const app = policyApp();
    expect((await postJson(app, '/api/booking.js', booking('V.ictim@gmail.com', '2030-06-05', '09:00 AM'), from('198.51.100.10'))).status).toBe(200);
    for (const [index, variant] of ['victim@gmail.com', 'VICTIM+1@googlemail.com', 'v.i.c.t.i.m+slots@gmail.com'].entries()) {
      const response = await postJson(app, '/api/booking.js', booking(variant, '2030-06-05', BOOKING_TIME_SLOTS[index + 1]), from(`198.51.100.${11 + index}`));
      expect(response.status, variant).toBe(409);
      expect(response.headers.get('Retry-After')).toBeNull();
      expect(await response.json()).toEqual(EMAIL_BOOKED);
    }
    // Another day is another booking; another address the same day too.
    expect((await postJson(app, '/api/booking.js', booking('victim+2@gmail.com', '2030-06-06'), from('198.51.100.20'))).status).toBe(200);
    expect((await postJson(app, '/api/booking.js', booking('someone@gmail.com', '2030-06-05'), from('198.51.100.21'))).status).toBe(200);
    // Stored as typed.
    expect((await listLeads(store.db)).map((lead) => lead.data.email).sort()).toEqual(['V.ictim@gmail.com', 'someone@gmail.com', 'victim+2@gmail.com']);
  });

  it('holds one booking of an address a day when two arrive at once, each for a slot of its own', async () => {
    const app = policyApp();
    const answers = await Promise.all(
      BOOKING_TIME_SLOTS.map((time, index) =>
        Promise.resolve(postJson(app, '/api/booking.js', booking(`twin+${index}@example.com`, '2030-06-07', time), from(`198.51.100.${30 + index}`))),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await countLeads(store.db)).toBe(1);
  });

  it("stops a client address at its day's bookings (the probe: every slot of five days from one address within a minute stores three)", async () => {
    const app = policyApp();
    const days = ['2030-06-04', '2030-06-05', '2030-06-06', '2030-06-07', '2030-06-10'];
    const statuses: number[] = [];
    for (const [day, date] of days.entries()) {
      for (const [slot, time] of BOOKING_TIME_SLOTS.entries()) {
        const response = await postJson(app, '/api/booking.js', booking(`guest-${day}-${slot}@example.com`, date, time), from('203.0.113.5'));
        statuses.push(response.status);
        if (response.status === 409) expect(await response.json()).toEqual(LIMIT);
      }
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual(Array(27).fill(409));
    expect(await countLeads(store.db)).toBe(3);
    // Another address is not held back; the first may book again once 24 hours have passed.
    expect((await postJson(app, '/api/booking.js', booking('other@example.com', '2030-06-11'), from('203.0.113.6'))).status).toBe(200);
    now = new Date(START.getTime() + DAY_MS);
    expect((await postJson(app, '/api/booking.js', booking('later@example.com', '2030-06-12'), from('203.0.113.5'))).status).toBe(200);
  });

  it("counts a client's bookings sent at once, however many are in flight", async () => {
    const app = policyApp();
    const answers = await Promise.all(
      BOOKING_TIME_SLOTS.map((time, index) =>
        Promise.resolve(postJson(app, '/api/booking.js', booking(`burst-${index}@example.com`, '2030-06-13', time), from('203.0.113.7'))),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect(await countLeads(store.db)).toBe(3);
  });

  it("forgets which client booked once a day has passed (the hourly purge), keeping the booking's slot", async () => {
    const app = policyApp();
    expect((await postJson(app, '/api/booking.js', booking('kept@example.com', '2030-06-14'), from('203.0.113.8'))).status).toBe(200);
    const clients = () => store.db.selectFrom('booking_slots').select(['date', 'client']).execute();
    expect((await clients())[0]!.client).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await store.db.selectFrom('booking_slots').selectAll().execute())).not.toContain('203.0.113.8');
    await purgeExpiredData(store.db, new Date(START.getTime() + DAY_MS - 1), 730);
    expect((await clients())[0]!.client).not.toBeNull();
    await purgeExpiredData(store.db, new Date(START.getTime() + DAY_MS), 730);
    expect(await clients()).toEqual([{ date: '2030-06-14', client: null }]);
  });

  it('says each refusal on the result page of a form sent without JavaScript', async () => {
    const app = policyApp();
    const post = (body: Record<string, string>, address: string) =>
      postForm(app, '/api/booking.js', [...formFields(body), ['return_to', '/consultation-booking']], { env: fromSocket(address) });
    const weekend = await post(booking('nojs@example.com', '2030-06-08'), '198.51.100.40');
    expect(weekend.status).toBe(400);
    expect(await weekend.text()).toContain(`<li><strong>Date</strong>: ${WEEKEND}</li>`);

    expect((await post(booking('nojs@example.com', '2030-06-04', '09:00 AM'), '198.51.100.41')).status).toBe(200);
    const sameDay = await post(booking('NoJS+again@example.com', '2030-06-04', '11:00 AM'), '198.51.100.42');
    expect(sameDay.status).toBe(409);
    const sameDayPage = await sameDay.text();
    expect(sameDayPage).toContain('<h1>This booking cannot be made</h1>');
    expect(sameDayPage).toContain(`<p>${EMAIL_BOOKED.message}</p>`);
    expect(sameDayPage).toContain('<dt>Time</dt><dd>11:00 AM, New York time (ET)</dd>');

    for (const [index, date] of ['2030-06-05', '2030-06-06', '2030-06-07'].entries()) {
      expect((await post(booking(`many-${index}@example.com`, date), '198.51.100.43')).status).toBe(index < 3 ? 200 : 409);
    }
    const limited = await post(booking('many-3@example.com', '2030-06-10'), '198.51.100.43');
    expect(limited.status).toBe(409);
    const limitedPage = await limited.text();
    expect(limitedPage).toContain('<h1>This booking cannot be made</h1>');
    expect(limitedPage).toContain(`<p>${LIMIT.message}</p>`);
  });

  it('tells the page the policy it enforces today (GET /api/booking-policy)', async () => {
    const response = await policyApp().request('/api/booking-policy');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({
      horizonDays: 60,
      firstDate: '2030-06-04',
      lastDate: '2030-08-02',
      message: 'Weekdays only, from tomorrow up to 60 days ahead; one booking per e-mail address a day.',
    });
    expect((await policyApp().request('/api/booking-policy', { method: 'POST' })).status).toBe(405);
  });
});

/** Stores with no schema yet (each its own: the test migrates it step by step). */
const unmigratedStores = storesUnderTest('booking_migration', { migrate: false });

describe.each(unmigratedStores)('the booking policy migration on $label', { timeout: 30_000 }, ({ open }) => {
  it('gives the slots held before it their mailbox, the earliest of an address a day only, and migrates whatever they hold', async () => {
    const { store, cleanup } = await open();
    try {
      const db = store.db as unknown as Kysely<unknown>;
      await migrateTo(db, '0010-auth-failures');
      const old = db as unknown as Kysely<{
        leads: { id: string; kind: string; created_at: string; data: string; idempotency_key: string };
        booking_slots: { date: string; time: string; lead_id: string; created_at: string };
      }>;
      const bookings = [
        { id: 'first', email: 'Ana+a@Example.com', date: '2031-01-06', time: '09:00 AM', at: '2030-12-01T10:00:00.000Z' },
        { id: 'second', email: 'ana@example.com', date: '2031-01-06', time: '10:00 AM', at: '2030-12-01T11:00:00.000Z' },
        { id: 'other-day', email: 'ana@example.com', date: '2031-01-07', time: '10:00 AM', at: '2030-12-01T12:00:00.000Z' },
      ];
      for (const entry of bookings) {
        const data = JSON.stringify({ email: entry.email, consultationType: 'Phone Consultation', date: entry.date, time: entry.time });
        await old.insertInto('leads').values({ id: entry.id, kind: 'booking', created_at: entry.at, data, idempotency_key: entry.id }).execute();
        await old.insertInto('booking_slots').values({ date: entry.date, time: entry.time, lead_id: entry.id, created_at: entry.at }).execute();
      }
      // A lead whose data cannot be read keeps its slot, without a mailbox.
      await old
        .insertInto('leads')
        .values({ id: 'unreadable', kind: 'booking', created_at: '2030-12-01T13:00:00.000Z', data: '{', idempotency_key: 'u' })
        .execute();
      await old
        .insertInto('booking_slots')
        .values({ date: '2031-01-06', time: '11:00 AM', lead_id: 'unreadable', created_at: '2030-12-01T13:00:00.000Z' })
        .execute();

      await store.migrate();
      const rows = await store.db.selectFrom('booking_slots').select(['lead_id', 'mailbox', 'client']).orderBy('lead_id').execute();
      expect(rows).toEqual([
        { lead_id: 'first', mailbox: 'ana@example.com', client: null },
        { lead_id: 'other-day', mailbox: 'ana@example.com', client: null },
        { lead_id: 'second', mailbox: null, client: null },
        { lead_id: 'unreadable', mailbox: null, client: null },
      ]);
    } finally {
      await cleanup();
    }
  });
});
