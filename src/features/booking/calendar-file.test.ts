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
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('folds at 75 octets of UTF-8, never inside a character', () => {
    // 3-octet (é is 2, ü 2, 日本 3 each) and 4-octet (🦅) characters around every break.
    const title = 'Séance stratégique vidéo 日本語のご相談 🦅 Kestrel Web Studio für Sie, über Zoom 🦅🦅 日本 '.repeat(3);
    const multiByte = bookingCalendar({
      uid: 'booking-2@kestrelstudio.dev',
      createdAt: new Date('2026-06-01T08:30:00Z'),
      date: '2026-06-10',
      time: '02:00 PM',
      durationMinutes: 30,
      summary: title,
      description: 'Ünïcödé',
      organizerEmail: 'hello@kestrelstudio.dev',
      organizerName: 'Kestrel Web Studio',
    });
    const encoder = new TextEncoder();
    const folded = multiByte.split('\r\n');
    const summaryStart = folded.findIndex((line) => line.startsWith('SUMMARY:'));
    const summaryLines = [folded[summaryStart]!];
    for (let next = summaryStart + 1; folded[next]?.startsWith(' '); next += 1) summaryLines.push(folded[next]!);
    expect(summaryLines.length).toBeGreaterThan(3);
    for (const line of folded) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    // Each piece is whole text on its own: no lone surrogate, so no character was cut in two.
    for (const line of summaryLines) expect(line).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    // Lines are filled: a break comes only where the next character would pass 75 octets.
    for (const [index, line] of summaryLines.slice(0, -1).entries()) {
      const nextCharacter = [...summaryLines[index + 1]!.slice(1)][0]!;
      expect(encoder.encode(line).length + encoder.encode(nextCharacter).length).toBeGreaterThan(75);
    }
    expect(multiByte.replace(/\r\n /g, '')).toContain(`SUMMARY:${escapeIcsText(title)}`);
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
