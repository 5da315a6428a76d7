import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { BOOKING_TIME_SLOTS, type BookingTimeSlot } from '@/leads/form-copy';
import { DEFAULT_BOOKING_HORIZON_DAYS, lastBookableDate } from '@/leads/booking-policy';
import { todayInStudio } from '@/leads/studio-time';
import { bookingClaimsDir } from './env';

/**
 * A stored booking holds its slot, and every test of a run books on one server: each booking a
 * test makes takes a slot of its own from here, so no test depends on another's. Claims are files
 * made with O_EXCL in a folder of this run (workers are the children of one runner process), so
 * two workers never hand out the same slot, and a retried test gets new ones. The global teardown
 * removes the folder when the run ends.
 */
const CLAIMS_DIR = bookingClaimsDir(process.ppid);
/**
 * The first day handed out: the booking policy opens tomorrow, and one more day keeps a slot open
 * should the studio's day turn while a test runs. Days are weekdays within the policy's horizon.
 */
const FIRST_DAY_AHEAD = 2;

export interface BookingSlot {
  /** YYYY-MM-DD, as the API takes it. */
  iso: string;
  /** The calendar's name for the day ('Thursday, June 11, 2026'). */
  label: string;
  time: BookingTimeSlot;
}

/** The `index`-th weekday from FIRST_DAY_AHEAD days ahead, in the studio's calendar. */
function weekdayAhead(index: number): { iso: string; label: string } {
  const [year, month, day] = todayInStudio(new Date()).split('-').map(Number) as [number, number, number];
  let seen = -1;
  for (let offset = FIRST_DAY_AHEAD; ; offset += 1) {
    const date = new Date(Date.UTC(year, month - 1, day + offset));
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    seen += 1;
    if (seen === index) {
      if (date.toISOString().slice(0, 10) > lastBookableDate(new Date(), DEFAULT_BOOKING_HORIZON_DAYS)) {
        throw new Error(`This run books more slots than the ${DEFAULT_BOOKING_HORIZON_DAYS} days of the booking policy hold`);
      }
      return { iso: date.toISOString().slice(0, 10), label: new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(date) };
    }
  }
}

function claim(day: { iso: string }, time: BookingTimeSlot): boolean {
  mkdirSync(CLAIMS_DIR, { recursive: true });
  try {
    writeFileSync(path.join(CLAIMS_DIR, `${day.iso} ${time.replace(':', '')}`), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function release(day: { iso: string }, time: BookingTimeSlot): void {
  rmSync(path.join(CLAIMS_DIR, `${day.iso} ${time.replace(':', '')}`), { force: true });
}

/** A slot no other booking of this run uses. */
export function claimBookingSlot(): BookingSlot {
  for (let index = 0; ; index += 1) {
    const day = weekdayAhead(index);
    for (const time of BOOKING_TIME_SLOTS) if (claim(day, time)) return { ...day, time };
  }
}

/** A whole day of slots no other booking of this run uses (a test that books twice on one day). */
export function claimBookingDay(): BookingSlot[] {
  for (let index = 0; ; index += 1) {
    const day = weekdayAhead(index);
    const claimed: BookingTimeSlot[] = [];
    for (const time of BOOKING_TIME_SLOTS) {
      if (!claim(day, time)) break;
      claimed.push(time);
    }
    if (claimed.length === BOOKING_TIME_SLOTS.length) return claimed.map((time) => ({ ...day, time }));
    // Someone holds part of this day: give back what was taken here, try the next.
    for (const time of claimed) release(day, time);
  }
}

/** Picks `label` in the booking calendar, moving on a month at a time until it is shown. */
export async function pickBookingDay(page: Page, label: string): Promise<void> {
  const main = page.getByRole('main');
  const next = main.getByRole('button', { name: 'Next month' });
  // The calendar's code loads once a session type is chosen: wait until it is there.
  await expect(next).toBeVisible();
  const day = main.getByRole('button', { name: label, exact: true }).first();
  for (let months = 0; months < 12 && !(await day.isVisible()); months += 1) await next.click();
  await day.click();
}
