/**
 * Which consultations may be booked: the one place the booking page (its calendar, its line of
 * policy, its messages) and the server (which enforces all of it) read the rules from. Weekdays
 * only; from tomorrow to a horizon (BOOKING_HORIZON_DAYS ahead, in the studio's calendar); one
 * booking per e-mail address a day; and a few bookings a day from one client address
 * (BOOKINGS_PER_CLIENT_PER_DAY). The six slots are the form's own (BOOKING_TIME_SLOTS). No zod: the
 * booking island and the service worker read it too.
 */
import { isCalendarDate, todayInStudio } from './studio-time';

/** How far ahead a consultation may be booked, in days from today; BOOKING_HORIZON_DAYS overrides it. */
export const DEFAULT_BOOKING_HORIZON_DAYS = 60;
/** The range BOOKING_HORIZON_DAYS may take. */
export const BOOKING_HORIZON_DAYS_RANGE = { min: 1, max: 36_500 } as const;
/** Bookings one client address may make in 24 hours; BOOKINGS_PER_CLIENT_PER_DAY overrides it. */
export const DEFAULT_BOOKINGS_PER_CLIENT_PER_DAY = 3;

/** `GET`: the policy the server enforces now (BookingPolicyAnswer), so the calendar offers what will be taken. */
export const BOOKING_POLICY_PATH = '/api/booking-policy';

/** The `code` of the 409 a booking gets when its e-mail address already has a booking that day. */
export const EMAIL_BOOKED_CODE = 'email-booked';
/** The `code` of the 409 a booking gets when its client address has made its bookings for the day. */
export const BOOKING_LIMIT_CODE = 'booking-limit';

export const BOOKING_POLICY_MESSAGES = {
  weekend: 'Please choose a weekday: consultations are Monday to Friday',
  tooSoon: 'Please choose tomorrow or a later date',
  tooFar: (horizonDays: number) => `Please choose a date within the next ${horizonDays} days`,
  emailBooked: 'This e-mail address already has a consultation booked on that day. Please choose another day.',
  limit: (perDay: number) =>
    `We take at most ${perDay} bookings a day from one connection, and this one has made them. Please try again tomorrow, or write to us.`,
} as const;

/** What `GET /api/booking-policy` answers: the rules, and the dates they allow today. */
export interface BookingPolicyAnswer {
  horizonDays: number;
  /** The first and last bookable dates (YYYY-MM-DD, the studio's calendar), weekends between them excepted. */
  firstDate: string;
  lastDate: string;
  /** The policy in one line, as the page states it. */
  message: string;
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Saturday or Sunday. */
export function isWeekend(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The first date a consultation may be booked for: tomorrow, in the studio's calendar. */
export function firstBookableDate(now: Date): string {
  return addDays(todayInStudio(now), 1);
}

/** The last date a consultation may be booked for: `horizonDays` after today. */
export function lastBookableDate(now: Date, horizonDays: number): string {
  return addDays(todayInStudio(now), horizonDays);
}

/** Why `date` cannot be booked at `now` (weekend, too soon, too far), or undefined when it can. */
export function bookingDateProblem(date: string, now: Date, horizonDays?: number): string | undefined {
  if (!isCalendarDate(date)) return undefined;
  if (date < firstBookableDate(now)) return BOOKING_POLICY_MESSAGES.tooSoon;
  if (horizonDays !== undefined && date > lastBookableDate(now, horizonDays)) return BOOKING_POLICY_MESSAGES.tooFar(horizonDays);
  if (isWeekend(date)) return BOOKING_POLICY_MESSAGES.weekend;
  return undefined;
}

/**
 * The policy as the booking page states it, in one line. Without the horizon (a page that cannot
 * ask the server, such as the form for visitors without JavaScript) it leaves the number out
 * rather than state one the server may not hold to.
 */
export function bookingPolicyLine(horizonDays?: number): string {
  const until = horizonDays === undefined ? '' : ` up to ${horizonDays} days ahead`;
  return `Weekdays only, from tomorrow${until}; one booking per e-mail address a day.`;
}

/** The policy the server answers for `now`. */
export function bookingPolicyAnswer(now: Date, horizonDays: number): BookingPolicyAnswer {
  return { horizonDays, firstDate: firstBookableDate(now), lastDate: lastBookableDate(now, horizonDays), message: bookingPolicyLine(horizonDays) };
}

/** Whether a refusal is one of the booking policy's own (the address's booking that day, the client's limit). */
export function isBookingPolicyRefusal(status: number, body: unknown): boolean {
  if (status !== 409 || typeof body !== 'object' || body === null) return false;
  const { code } = body as { code?: unknown };
  return code === EMAIL_BOOKED_CODE || code === BOOKING_LIMIT_CODE;
}
