import { describe, expect, it } from 'vitest';
import { BOOKING_TIME_SLOTS } from './booking';
import { STUDIO_TIME_ZONE, isCalendarDate, isSlotInPast, minutesOfSlot, todayInStudio, zonedDateTime } from './studio-time';

describe('studio time', () => {
  it('is New York time', () => {
    expect(STUDIO_TIME_ZONE).toBe('America/New_York');
  });

  it('reads today in the studio time zone, not in UTC', () => {
    // 02:00 UTC on 11 June is still 10 June, 10 PM, in New York.
    expect(todayInStudio(new Date('2026-06-11T02:00:00Z'))).toBe('2026-06-10');
    expect(todayInStudio(new Date('2026-06-11T02:00:00Z'), 'UTC')).toBe('2026-06-11');
  });

  it('parses every slot label', () => {
    expect(BOOKING_TIME_SLOTS.map(minutesOfSlot)).toEqual([540, 600, 660, 840, 900, 960]);
    expect(minutesOfSlot('12:00 AM')).toBe(0);
    expect(minutesOfSlot('12:30 PM')).toBe(750);
    expect(minutesOfSlot('13:00 PM')).toBeUndefined();
    expect(minutesOfSlot('9:00')).toBeUndefined();
    expect(minutesOfSlot('01:00 AM')).toBe(60);
    expect(minutesOfSlot('00:30 AM')).toBeUndefined();
    expect(minutesOfSlot('11:59 PM')).toBe(1439);
    expect(minutesOfSlot('09:60 AM')).toBeUndefined();
    expect(minutesOfSlot('09:00 AM ')).toBeUndefined();
    expect(minutesOfSlot(' 09:00 AM')).toBeUndefined();
  });

  it('reads the time of day in minutes, midnight as 0', () => {
    // 04:00 UTC on 10 June is midnight in New York (EDT); 03:59 is 11:59 PM the day before.
    expect(zonedDateTime(new Date('2026-06-10T04:00:00Z'))).toEqual({ date: '2026-06-10', minutesOfDay: 0 });
    expect(zonedDateTime(new Date('2026-06-10T03:59:00Z'))).toEqual({ date: '2026-06-09', minutesOfDay: 1439 });
    expect(zonedDateTime(new Date('2026-06-10T15:07:00Z'), 'UTC')).toEqual({ date: '2026-06-10', minutesOfDay: 907 });
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-6-1')).toBe(false);
    // Date.UTC reads years 0-99 as 1900-1999: such a date names no day this check accepts.
    expect(isCalendarDate('0050-01-01')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-01-00')).toBe(false);
    expect(isCalendarDate(' 2026-01-01')).toBe(false);
  });
});

describe('isSlotInPast', () => {
  // 13:30 UTC on 10 June 2026 is 09:30 AM in New York (EDT, UTC-4).
  const summer = new Date('2026-06-10T13:30:00Z');

  it('passes slots that started earlier today and keeps later ones', () => {
    expect(isSlotInPast('2026-06-10', '09:00 AM', summer)).toBe(true);
    expect(isSlotInPast('2026-06-10', '10:00 AM', summer)).toBe(false);
    expect(isSlotInPast('2026-06-10', '04:00 PM', summer)).toBe(false);
  });

  it('counts a slot starting this minute as past', () => {
    expect(isSlotInPast('2026-06-10', '09:00 AM', new Date('2026-06-10T13:00:00Z'))).toBe(true);
    expect(isSlotInPast('2026-06-10', '09:00 AM', new Date('2026-06-10T12:59:00Z'))).toBe(false);
  });

  it('treats every slot of an earlier day as past and none of a later day', () => {
    expect(isSlotInPast('2026-06-09', '04:00 PM', summer)).toBe(true);
    expect(isSlotInPast('2026-06-11', '09:00 AM', summer)).toBe(false);
  });

  it('follows daylight saving time (EST is UTC-5 in winter)', () => {
    const winter = new Date('2026-01-15T14:30:00Z'); // 09:30 AM EST
    expect(isSlotInPast('2026-01-15', '09:00 AM', winter)).toBe(true);
    expect(isSlotInPast('2026-01-15', '10:00 AM', winter)).toBe(false);
  });

  it('uses the studio date near midnight UTC', () => {
    // 03:00 UTC on 11 June is 11 PM on 10 June in New York: the 11th is still tomorrow.
    expect(isSlotInPast('2026-06-11', '09:00 AM', new Date('2026-06-11T03:00:00Z'))).toBe(false);
    expect(isSlotInPast('2026-06-10', '04:00 PM', new Date('2026-06-11T03:00:00Z'))).toBe(true);
  });

  it('refuses a time that is not a slot label', () => {
    expect(isSlotInPast('2026-06-10', 'noon', summer)).toBe(true);
  });
});
