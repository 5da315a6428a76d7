import { isCalendarDate } from '@/leads/studio-time';

/** A date, a time to the minute or finer, and a zone: `Z` or an offset. Hours, minutes and seconds in range. */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,9}))?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/**
 * An instant to compare leads' creation times with (`npm run leads -- --since`, the admin API's
 * since and until): a date alone is midnight UTC (stored times are UTC); a timestamp must say its
 * zone, since one without would be read in the zone of whichever machine parses it.
 */
export function parseInstant(value: string): Date | undefined {
  if (isCalendarDate(value)) return new Date(`${value}T00:00:00.000Z`);
  const timestamp = TIMESTAMP.exec(value);
  if (!timestamp || !isCalendarDate(timestamp[1]!)) return undefined;
  const [, date, hour, minute, second = '00', fraction = '', zone] = timestamp;
  const instant = new Date(`${date}T${hour}:${minute}:${second}.${fraction.slice(0, 3).padEnd(3, '0')}${zone}`);
  // Leads are stored to the millisecond: a finer instant rounds up to the next one, which keeps
  // both "at or after" (since) and "before" (until) exact.
  if (/[1-9]/.test(fraction.slice(3))) instant.setTime(instant.getTime() + 1);
  return instant;
}
