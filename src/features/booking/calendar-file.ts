import { STUDIO_TIME_ZONE, minutesOfSlot, zonedDateTime } from '@/leads/studio-time';

const MS_PER_MINUTE = 60_000;
/** RFC 5545 (3.1): a content line holds at most 75 octets of UTF-8, the CRLF not counted. */
const MAX_LINE_OCTETS = 75;

/**
 * The instant at which the studio's clock shows `time` on `date` (slots are studio wall-clock
 * times). The zone's offset is read from Intl, twice, so a slot near a DST switch still lands right.
 */
export function studioSlotToInstant(date: string, time: string, timeZone: string = STUDIO_TIME_ZONE): Date {
  const minutes = minutesOfSlot(time);
  if (minutes === undefined) throw new Error(`Not a slot label: ${time}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallClockAsUtc = Date.UTC(year, month - 1, day, 0, minutes);
  let instant = wallClockAsUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = zonedDateTime(new Date(instant), timeZone);
    const [shownYear, shownMonth, shownDay] = shown.date.split('-').map(Number) as [number, number, number];
    const shownAsUtc = Date.UTC(shownYear, shownMonth - 1, shownDay, 0, shown.minutesOfDay);
    instant += wallClockAsUtc - shownAsUtc;
  }
  return new Date(instant);
}

/** 20260610T130000Z */
export function formatIcsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** The UTF-8 length of one code point. */
function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds a content line at 75 octets of UTF-8 (RFC 5545 3.1): each continuation line starts with a
 * space, which counts towards its 75. A character is never split: a line breaks before the
 * character that would not fit whole.
 */
function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character.codePointAt(0) ?? 0);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

export interface BookingCalendarEvent {
  uid: string;
  /** When the file is made (DTSTAMP). */
  createdAt: Date;
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  description: string;
  organizerEmail: string;
  organizerName: string;
}

/** A one-event VCALENDAR for the booked slot, in UTC so every calendar shows the visitor's own time. */
export function bookingCalendar(event: BookingCalendarEvent): string {
  const start = studioSlotToInstant(event.date, event.time);
  const end = new Date(start.getTime() + event.durationMinutes * MS_PER_MINUTE);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(event.organizerName)}//Consultation booking//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatIcsUtc(event.createdAt)}`,
    `DTSTART:${formatIcsUtc(start)}`,
    `DTEND:${formatIcsUtc(end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `ORGANIZER;CN=${escapeIcsText(event.organizerName).replace(/[:"]/g, '')}:mailto:${event.organizerEmail}`,
    'STATUS:TENTATIVE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A link target for the file: a data URL needs no object URL to revoke and works while rendering. */
export function calendarDataUrl(calendar: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`;
}
