const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-](\d{2}):(\d{2}))$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * An instant to compare leads' creation times with (`npm run leads -- --since`, the admin API's
 * since and until): a date alone is midnight UTC (stored times are UTC); a timestamp must say its
 * zone, since one without would be read in the zone of whichever machine parses it.
 */
export function parseInstant(value: string): Date | undefined {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1, 4).map(Number) as [number, number, number];
    return isCalendarDate(year, month, day) ? new Date(Date.UTC(year, month - 1, day)) : undefined;
  }
  const timestamp = TIMESTAMP.exec(value);
  if (!timestamp) return undefined;
  const [, year, month, day, hour, minute, second = '00', fraction = '', zone, offsetHours = '0', offsetMinutes = '0'] = timestamp;
  const inRange = isCalendarDate(Number(year), Number(month), Number(day)) && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60;
  if (!inRange || Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return undefined;
  const instant = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}.${fraction.slice(0, 3).padEnd(3, '0')}${zone}`);
  // Leads are stored to the millisecond: a finer instant rounds up to the next one, which keeps
  // both "at or after" (since) and "before" (until) exact.
  if (/[1-9]/.test(fraction.slice(3))) instant.setTime(instant.getTime() + 1);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}
