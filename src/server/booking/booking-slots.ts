import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import type { BookingSlotsAnswer } from '@/leads/booking-slots';
import { SLOT_TAKEN_CODE, SLOT_TAKEN_MESSAGE } from '@/leads/booking-slots';
import { BOOKING_TIME_SLOTS } from '@/leads/lead-fields';
import { isCalendarDate } from '@/leads/studio-time';
import type { LeadExtension } from '@/server/leads/lead-routes';
import type { LeadRefusal } from '@/server/leads/lead-writer';
import type { Database } from '@/server/store/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The answer a booking gets when its slot is held by another booking. */
export const SLOT_TAKEN_REFUSAL: LeadRefusal = { status: 409, body: { message: SLOT_TAKEN_MESSAGE, code: SLOT_TAKEN_CODE } };

/**
 * Holds the slot for a booking, inside its lead's transaction. The slot is the primary key: of two
 * bookings at once the database keeps one (PostgreSQL makes the second wait for the first to
 * commit or roll back); false when the slot was already held.
 */
export async function holdSlot(trx: Executor, slot: { date: string; time: string; leadId: string; now: Date }): Promise<boolean> {
  const inserted = await trx
    .insertInto('booking_slots')
    .values({ date: slot.date, time: slot.time, lead_id: slot.leadId, created_at: slot.now.toISOString() })
    .onConflict((conflict) => conflict.columns(['date', 'time']).doNothing())
    .returning('lead_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The times held on `date`, in the order the form lists them. */
export async function takenSlots(db: Executor, date: string): Promise<string[]> {
  const rows = await db.selectFrom('booking_slots').select('time').where('date', '=', date).execute();
  const taken = new Set(rows.map((row) => row.time));
  return BOOKING_TIME_SLOTS.filter((slot) => taken.has(slot));
}

/** Frees the slots of these leads (their leads are being deleted); returns how many went. */
export async function freeSlotsOf(trx: Executor, leadIds: readonly string[]): Promise<number> {
  if (leadIds.length === 0) return 0;
  const result = await trx.deleteFrom('booking_slots').where('lead_id', 'in', leadIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The booking's writes beyond its lead: the slot, or a 409 when another booking holds it. */
export const bookingExtension: LeadExtension = {
  writesFor: async (lead) => {
    const { date, time } = lead.data;
    if (typeof date !== 'string' || typeof time !== 'string') return undefined;
    return async (trx) => ((await holdSlot(trx, { date, time, leadId: lead.id, now: lead.now })) ? undefined : SLOT_TAKEN_REFUSAL);
  },
};

const DATE_PROBLEM = 'Please give a date as YYYY-MM-DD.';

/**
 * `GET /booking-slots?date=YYYY-MM-DD` (under /api): the times already booked that day, so the
 * form can show them as unavailable. Times only, never who booked them. `guard` is a rate limit of
 * its own (reads must not spend a client's lead posts).
 */
export function createBookingSlotRoutes(deps: { db: Kysely<Database>; guard: MiddlewareHandler }): Hono {
  const routes = new Hono();
  routes.get('/booking-slots', deps.guard, async (c) => {
    const date = c.req.query('date')?.trim() ?? '';
    if (!isCalendarDate(date)) return c.json({ message: DATE_PROBLEM, errors: { date: DATE_PROBLEM } }, 400);
    const answer: BookingSlotsAnswer = { date, taken: await takenSlots(deps.db, date) };
    return c.json(answer);
  });
  routes.all('/booking-slots', (c) => {
    c.header('Allow', 'GET, HEAD');
    return c.json({ message: 'Read booking slots with GET.' }, 405);
  });
  return routes;
}
