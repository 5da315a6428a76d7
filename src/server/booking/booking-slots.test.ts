import { beforeEach, describe, expect, it } from 'vitest';
import { findIdempotencyRecord, countLeads, listLeads } from '@/server/leads/lead-store';
import { eraseByEmail, purgeLeadsPastRetention } from '@/server/leads/lead-retention';
import type { Store } from '@/server/store/open-store';
import { createTestApp, formFields, postForm, postJson } from '@/server/testing/test-app';
import { emptyTables, openStoreForTests, storesUnderTest } from '@/server/testing/test-store';

/** A weekday far ahead, so no clock is needed. */
const DATE = '2099-05-04';
const booking = (email: string, time = '10:00 AM', consultationType = 'Video Strategy Session', date = DATE) => ({ email, consultationType, date, time });
const SLOT_TAKEN = {
  message: 'That time has just been booked by someone else. Please choose another slot.',
  code: 'slot-taken',
};

describe.each(storesUnderTest('booking_slots'))('booking slots on $label', { timeout: 20_000 }, ({ open }) => {
  let store: Store;
  let app: ReturnType<typeof createTestApp>;

  openStoreForTests((opened) => {
    store = opened;
    app = createTestApp(store);
  }, open);
  beforeEach(() => emptyTables(store.db, ['leads', 'idempotency_keys', 'mail_outbox', 'booking_slots']));

  const slotRows = () => store.db.selectFrom('booking_slots').select(['date', 'time']).orderBy('time').execute();

  it('refuse a second booking of a taken slot with 409 slot-taken, storing nothing and forgetting its key', async () => {
    const first = await postJson(app, '/api/booking.js', booking('first@example.com'));
    expect(first.status).toBe(200);
    // Another type, another person: still the same slot of the studio's one calendar.
    const key = crypto.randomUUID();
    const second = await postJson(app, '/api/booking.js', booking('second@example.com', '10:00 AM', 'Phone Consultation'), { key });
    expect(second.status).toBe(409);
    expect(second.headers.get('Retry-After')).toBeNull();
    expect(await second.json()).toEqual(SLOT_TAKEN);
    expect(await countLeads(store.db)).toBe(1);
    expect(await findIdempotencyRecord(store.db, key, new Date())).toBeUndefined();
    expect(await slotRows()).toEqual([{ date: DATE, time: '10:00 AM' }]);

    // The visitor picks another slot and sends again, here under the same key: stored.
    const again = await postJson(app, '/api/booking.js', booking('second@example.com', '11:00 AM', 'Phone Consultation'), { key });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await countLeads(store.db)).toBe(2);
  });

  it('answer a replay of the first booking with its stored 200, once the slot is its own', async () => {
    const key = crypto.randomUUID();
    const first = await postJson(app, '/api/booking.js', booking('first@example.com'), { key });
    const { id } = (await first.json()) as { id: string };
    const replay = await postJson(app, '/api/booking.js', booking('first@example.com'), { key });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual({ message: "Booking confirmed! We'll e-mail you the details within 24 hours.", id });
    expect(await countLeads(store.db)).toBe(1);
  });

  it('store exactly one of two bookings sent at once for one slot, and every booking of another slot', async () => {
    // Sent together, they share one commit (SQLite's group commit) or race on the key (PostgreSQL).
    const answers = await Promise.all([
      postJson(app, '/api/booking.js', booking('a@example.com', '02:00 PM')),
      postJson(app, '/api/booking.js', booking('b@example.com', '02:00 PM', 'Chat Briefing')),
      postJson(app, '/api/booking.js', booking('c@example.com', '03:00 PM')),
      postJson(app, '/api/subscribe.js', { email: 'reader@example.com' }),
      postJson(app, '/api/booking.js', booking('d@example.com', '02:00 PM')),
      postJson(app, '/api/booking.js', booking('e@example.com', '04:00 PM')),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status, index) => [0, 1, 4].includes(index) && status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    expect([statuses[2], statuses[3], statuses[5]]).toEqual([200, 200, 200]);
    for (const answer of answers.filter((candidate) => candidate.status === 409)) expect(await answer.json()).toEqual(SLOT_TAKEN);
    expect(await countLeads(store.db)).toBe(4);
    expect(await slotRows()).toEqual([
      { date: DATE, time: '02:00 PM' },
      { date: DATE, time: '03:00 PM' },
      { date: DATE, time: '04:00 PM' },
    ]);
  });

  it('list the taken times of a date, in the form order, without personal data', async () => {
    for (const [email, time] of [
      ['kim@clinic.example', '03:00 PM'],
      ['lee@clinic.example', '09:00 AM'],
    ] as const) {
      expect((await postJson(app, '/api/booking.js', booking(email, time))).status).toBe(200);
    }
    expect((await postJson(app, '/api/booking.js', booking('kim@clinic.example', '10:00 AM', 'Chat Briefing', '2099-05-05'))).status).toBe(200);

    const response = await app.request(`/api/booking-slots?date=${DATE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ date: DATE, taken: ['09:00 AM', '03:00 PM'] });
    expect(text).not.toContain('kim');
    expect(text).not.toContain('lee');
    expect(text).not.toContain('Video');

    expect(await (await app.request('/api/booking-slots?date=2099-05-06')).json()).toEqual({ date: '2099-05-06', taken: [] });
    for (const query of ['', '?date=', '?date=2099-02-30', '?date=tomorrow', '?date=2099-5-4']) {
      const bad = await app.request(`/api/booking-slots${query}`);
      expect(bad.status, query).toBe(400);
      expect(await bad.json()).toEqual({ message: 'Please give a date as YYYY-MM-DD.', errors: { date: 'Please give a date as YYYY-MM-DD.' } });
    }
    const post = await app.request(`/api/booking-slots?date=${DATE}`, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('free a slot when its booking is erased or purged past retention', async () => {
    const start = new Date('2030-01-07T12:00:00Z');
    const clocked = createTestApp(store, { now: () => start });
    expect((await postJson(clocked, '/api/booking.js', booking('Gone@Example.com'))).status).toBe(200);
    expect((await postJson(clocked, '/api/booking.js', booking('kept@example.com', '11:00 AM'))).status).toBe(200);
    expect((await postJson(clocked, '/api/booking.js', booking('next@example.com'))).status).toBe(409);

    await eraseByEmail(store.db, 'gone@example.com');
    expect(await (await clocked.request(`/api/booking-slots?date=${DATE}`)).json()).toEqual({ date: DATE, taken: ['11:00 AM'] });
    expect((await postJson(clocked, '/api/booking.js', booking('next@example.com'))).status).toBe(200);

    await purgeLeadsPastRetention(store.db, new Date(start.getTime() + 11 * 86_400_000), 10);
    expect(await countLeads(store.db)).toBe(0);
    expect(await slotRows()).toEqual([]);
  });

  it('answer a native form post of a taken slot with the result page, saying so', async () => {
    expect((await postJson(app, '/api/booking.js', booking('first@example.com'))).status).toBe(200);
    const response = await postForm(app, '/api/booking.js', [...formFields(booking('late@example.com')), ['return_to', '/consultation-booking']]);
    expect(response.status).toBe(409);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    const page = await response.text();
    expect(page).toContain('<h1>This time is already booked</h1>');
    expect(page).toContain('<p>That time has just been booked by someone else. Please choose another slot.</p>');
    expect(page).toContain('<dt>Time</dt><dd>10:00 AM, New York time (ET)</dd>');
    expect(page).toContain('href="/consultation-booking"');
    expect((await listLeads(store.db)).map((lead) => lead.data.email)).toEqual(['first@example.com']);
  });
});
