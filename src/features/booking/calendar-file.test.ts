import { describe, expect, it } from 'vitest';
import { bookingCalendar, calendarDataUrl, escapeIcsText, formatIcsUtc, studioSlotToInstant } from './calendar-file';

describe('studioSlotToInstant', () => {
  it('reads slots as New York wall-clock time, summer and winter', () => {
    expect(studioSlotToInstant('2026-06-10', '09:00 AM').toISOString()).toBe('2026-06-10T13:00:00.000Z');
    expect(studioSlotToInstant('2026-01-15', '02:00 PM').toISOString()).toBe('2026-01-15T19:00:00.000Z');
  });

  it('lands right on the days the clocks change', () => {
    // 8 March 2026: EST -> EDT at 2 AM; 1 November 2026: EDT -> EST at 2 AM.
    expect(studioSlotToInstant('2026-03-08', '09:00 AM').toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(studioSlotToInstant('2026-11-01', '04:00 PM').toISOString()).toBe('2026-11-01T21:00:00.000Z');
  });
});

describe('bookingCalendar', () => {
  const calendar = bookingCalendar({
    uid: 'booking-1@kestrelstudio.dev',
    createdAt: new Date('2026-06-01T08:30:00Z'),
    date: '2026-06-10',
    time: '02:00 PM',
    durationMinutes: 30,
    summary: 'Video Strategy Session, Kestrel Web Studio',
    description: 'Free consultation; we e-mail the link.\nQuestions? hello@kestrelstudio.dev',
    organizerEmail: 'hello@kestrelstudio.dev',
    organizerName: 'Kestrel Web Studio',
  });
  const lines = calendar.split('\r\n');

  it('is one VEVENT inside a VCALENDAR with CRLF line ends', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(calendar.endsWith('\r\n')).toBe(true);
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('holds the slot in UTC with its length', () => {
    expect(lines).toContain('DTSTART:20260610T180000Z');
    expect(lines).toContain('DTEND:20260610T183000Z');
    expect(lines).toContain('DTSTAMP:20260601T083000Z');
    expect(lines).toContain('UID:booking-1@kestrelstudio.dev');
  });

  it('escapes text and folds long lines', () => {
    expect(lines).toContain('SUMMARY:Video Strategy Session\\, Kestrel Web Studio');
    const unfolded = calendar.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Free consultation\\; we e-mail the link.\\nQuestions? hello@kestrelstudio.dev');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(75);
  });

  it('becomes a calendar data URL', () => {
    expect(calendarDataUrl('BEGIN:VCALENDAR\r\n')).toBe('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR%0D%0A');
  });
});

describe('ics helpers', () => {
  it('escape backslashes first', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('format UTC without separators', () => {
    expect(formatIcsUtc(new Date('2026-06-10T13:05:09.123Z'))).toBe('20260610T130509Z');
  });
});
