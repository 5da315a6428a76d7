/**
 * A consultation slot is held by the booking stored for it: the studio has one calendar, so a slot
 * is its date and time, whatever the consultation type. What the page, the outbox and the server
 * share about it, without zod (the worker and the booking island read it).
 */

/** `GET` with `?date=YYYY-MM-DD`: `{ date, taken: [time, ...] }`, no personal data. */
export const BOOKING_SLOTS_PATH = '/api/booking-slots';

/** The `code` of the 409 a booking gets when its slot was taken by another booking. */
export const SLOT_TAKEN_CODE = 'slot-taken';

export const SLOT_TAKEN_MESSAGE = 'That time has just been booked by someone else. Please choose another slot.';

/** What `GET /api/booking-slots` answers. */
export interface BookingSlotsAnswer {
  date: string;
  taken: string[];
}

/**
 * Whether a refusal says the booking's slot is taken: a lead that cannot be stored as it is,
 * unlike the 409 for a key still being processed, which a retry gets past.
 */
export function isSlotTakenAnswer(status: number, body: unknown): boolean {
  return status === 409 && typeof body === 'object' && body !== null && (body as { code?: unknown }).code === SLOT_TAKEN_CODE;
}
