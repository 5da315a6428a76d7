/**
 * Booking dates and slots are the studio's wall-clock times, whatever the visitor's own time zone:
 * "today" and "already past" are decided in this zone, on the page and on the server alike.
 */
export const STUDIO_TIME_ZONE = 'America/New_York';
export const STUDIO_TIME_ZONE_LABEL = 'New York time (ET)';

const MINUTES_PER_HOUR = 60;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface ZonedDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** Minutes since midnight, 0-1439. */
  minutesOfDay: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date and time of day that `instant` shows on a clock in `timeZone`. */
export function zonedDateTime(instant: Date, timeZone: string = STUDIO_TIME_ZONE): ZonedDateTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const hour = Number(parts.hour) % 24;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutesOfDay: hour * MINUTES_PER_HOUR + Number(parts.minute),
  };
}

/** Today's date (YYYY-MM-DD) in the studio's time zone: the earliest date a visitor may book. */
export function todayInStudio(now: Date = new Date(), timeZone: string = STUDIO_TIME_ZONE): string {
  return zonedDateTime(now, timeZone).date;
}

/** True for a well-formed YYYY-MM-DD that names a real day (no 30 February). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Minutes since midnight of a 12-hour label such as "02:00 PM"; undefined when it is not one. */
export function minutesOfSlot(label: string): number | undefined {
  const match = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(label);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return undefined;
  return ((hour % 12) + (match[3] === 'PM' ? 12 : 0)) * MINUTES_PER_HOUR + minute;
}

/**
 * Whether the slot `time` on `date` has already started at `now`, both read in the studio's time zone.
 * A slot starting this very minute counts as past: nobody can join it in time.
 */
export function isSlotInPast(date: string, time: string, now: Date, timeZone: string = STUDIO_TIME_ZONE): boolean {
  const current = zonedDateTime(now, timeZone);
  if (date !== current.date) return date < current.date;
  const slotMinutes = minutesOfSlot(time);
  return slotMinutes === undefined || slotMinutes <= current.minutesOfDay;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A booked date as people write it: '2026-03-03' → 'Tue 3 Mar 2026'. The date is the studio's own
 * calendar day, so it is read as that day wherever the reader is (never shifted by the reader's
 * zone). Spelled out here rather than by Intl, whose short forms differ between engines ('Sep',
 * 'Sept'). Anything that is not a calendar date comes back as it is.
 */
export function formatBookingDate(date: string): string {
  if (!isCalendarDate(date)) return date;
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** A slot as people write it: '09:00 AM' → '9:00 AM'; anything that is not a slot comes back as it is. */
export function formatSlotTime(label: string): string {
  const minutes = minutesOfSlot(label);
  if (minutes === undefined) return label;
  const hour = Math.floor(minutes / MINUTES_PER_HOUR);
  const minute = String(minutes % MINUTES_PER_HOUR).padStart(2, '0');
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}
