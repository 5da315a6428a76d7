import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { BOOKING_LIMIT_CODE, BOOKING_POLICY_MESSAGES, BOOKING_POLICY_PATH, EMAIL_BOOKED_CODE, bookingPolicyAnswer } from '@/leads/booking-policy';
import type { BookingSlotsAnswer } from '@/leads/booking-slots';
import { SLOT_TAKEN_CODE, SLOT_TAKEN_MESSAGE } from '@/leads/booking-slots';
import { BOOKING_TIME_SLOTS } from '@/leads/form-copy';
import { isCalendarDate } from '@/leads/studio-time';
import { DAY_MS } from '@/leads/retention';
import { canonicalMailbox } from '@/server/leads/email-address';
import type { LeadExtension } from '@/server/leads/lead-routes';
import type { LeadRefusal } from '@/server/leads/lead-writer';
import type { StoreDialect } from '@/server/store/open-store';
import type { Database } from '@/server/store/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The answer a booking gets when its slot is held by another booking. */
export const SLOT_TAKEN_REFUSAL: LeadRefusal = { status: 409, body: { message: SLOT_TAKEN_MESSAGE, code: SLOT_TAKEN_CODE } };

/** The answer a booking gets when its mailbox already holds a slot that day. */
const EMAIL_BOOKED_REFUSAL: LeadRefusal = { status: 409, body: { message: BOOKING_POLICY_MESSAGES.emailBooked, code: EMAIL_BOOKED_CODE } };

/** A client's bookings are counted over this long (BOOKINGS_PER_CLIENT_PER_DAY); its digest is then cleared. */
export const CLIENT_BOOKING_WINDOW_MS = DAY_MS;

/** What the slot row keeps of the client: a digest of its address, enough to count it for a day. */
function clientDigest(client: string): string {
  return createHash('sha256').update('booking-client\0', 'utf8').update(client, 'utf8').digest('hex');
}

export interface SlotHold {
  date: string;
  time: string;
  leadId: string;
  now: Date;
  /** The booking's mailbox (canonicalMailbox). */
  mailbox?: string | undefined;
  /** The digest of the client's address. */
  client?: string | undefined;
}

/**
 * Holds the slot for a booking, inside its lead's transaction. The slot is the primary key and the
 * mailbox unique per date: of two bookings at once the database keeps one (PostgreSQL makes the
 * second wait for the first to commit or roll back). 'held', or what was in the way: the slot
 * (another booking holds it) or the mailbox (it already has a booking that day).
 */
export async function holdSlot(trx: Executor, slot: SlotHold): Promise<'held' | 'slot-taken' | 'mailbox-booked'> {
  const inserted = await trx
    .insertInto('booking_slots')
    .values({
      date: slot.date,
      time: slot.time,
      lead_id: slot.leadId,
      created_at: slot.now.toISOString(),
      mailbox: slot.mailbox ?? null,
      client: slot.client ?? null,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('lead_id')
    .executeTakeFirst();
  if (inserted) return 'held';
  if (slot.mailbox !== undefined) {
    const sameDay = await trx.selectFrom('booking_slots').select('time').where('date', '=', slot.date).where('mailbox', '=', slot.mailbox).executeTakeFirst();
    if (sameDay) return 'mailbox-booked';
  }
  return 'slot-taken';
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

/** Forgets which client made bookings more than a day old (the purge): they no longer count against it. */
export async function forgetBookingClients(db: Executor, now: Date): Promise<void> {
  await db
    .updateTable('booking_slots')
    .set({ client: null })
    .where('client', 'is not', null)
    .where('created_at', '<=', new Date(now.getTime() - CLIENT_BOOKING_WINDOW_MS).toISOString())
    .execute();
}

export interface BookingPolicySettings {
  /** PostgreSQL may serve several processes: a client's bookings are counted under a lock there. */
  dialect: StoreDialect;
  /** BOOKINGS_PER_CLIENT_PER_DAY. */
  perClientPerDay: number;
}

/**
 * The booking's writes beyond its lead, under the booking policy: the client address may not have
 * made its bookings for the day (counted over 24 hours, across processes: PostgreSQL serialises a
 * client's bookings with a transaction lock, SQLite has one writer), then the slot, which neither
 * another booking nor another booking of the same mailbox that day may hold. A refusal stores
 * nothing (409 with its code). The date itself was checked by the schema (weekday, from tomorrow,
 * within BOOKING_HORIZON_DAYS).
 */
export function bookingExtension(policy: BookingPolicySettings): LeadExtension {
  const limitRefusal: LeadRefusal = { status: 409, body: { message: BOOKING_POLICY_MESSAGES.limit(policy.perClientPerDay), code: BOOKING_LIMIT_CODE } };
  return {
    writesFor: async (lead) => {
      const { date, time, email } = lead.data;
      if (typeof date !== 'string' || typeof time !== 'string') return undefined;
      const mailbox = typeof email === 'string' ? canonicalMailbox(email) : undefined;
      const client = clientDigest(lead.client);
      return async (trx) => {
        if (policy.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`booking-client ${client}`}))`.execute(trx);
        const since = new Date(lead.now.getTime() - CLIENT_BOOKING_WINDOW_MS).toISOString();
        const made = await trx
          .selectFrom('booking_slots')
          .select((expression) => expression.fn.countAll<number | string | bigint>().as('count'))
          .where('client', '=', client)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow();
        if (Number(made.count) >= policy.perClientPerDay) return limitRefusal;
        const held = await holdSlot(trx, { date, time, leadId: lead.id, now: lead.now, mailbox, client });
        if (held === 'held') return undefined;
        return held === 'mailbox-booked' ? EMAIL_BOOKED_REFUSAL : SLOT_TAKEN_REFUSAL;
      };
    },
  };
}

const DATE_PROBLEM = 'Please give a date as YYYY-MM-DD.';

/**
 * `GET /booking-slots?date=YYYY-MM-DD` (under /api): the times already booked that day, so the
 * form can show them as unavailable. Times only, never who booked them. `GET /booking-policy`: the
 * policy the server enforces today (its horizon, the first and last bookable dates), so the
 * calendar offers what will be taken. `guard` is a rate limit of its own (reads must not spend a
 * client's lead posts).
 */
export function createBookingSlotRoutes(deps: { db: Kysely<Database>; guard: MiddlewareHandler; horizonDays: number; now: () => Date }): Hono {
  const routes = new Hono();
  routes.get(BOOKING_POLICY_PATH.replace(/^\/api/, ''), deps.guard, (c) => c.json(bookingPolicyAnswer(deps.now(), deps.horizonDays)));
  routes.all(BOOKING_POLICY_PATH.replace(/^\/api/, ''), (c) => {
    c.header('Allow', 'GET, HEAD');
    return c.json({ message: 'Read the booking policy with GET.' }, 405);
  });
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
