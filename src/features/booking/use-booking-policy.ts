import { useEffect, useState } from 'react';
import { DEFAULT_BOOKING_HORIZON_DAYS, bookingPolicyLine, firstBookableDate, lastBookableDate } from '@/leads/booking-policy';
import { fetchBookingPolicy } from './booking-policy';

export interface BookingDates {
  /** The first and last dates the calendar offers (weekends between them excepted). */
  firstDate: string;
  lastDate: string;
  /** The policy in one line, as the page states it. */
  line: string;
}

/**
 * The dates a visitor may book at `now`, under the horizon the server enforces: asked of the
 * server once `active` (the calendar is shown), the default horizon until it answers, or when it
 * cannot.
 */
export function useBookingPolicy(active: boolean, now: Date): BookingDates {
  const [horizonDays, setHorizonDays] = useState<number | null>(null);
  useEffect(() => {
    if (!active || horizonDays !== null) return;
    const controller = new AbortController();
    void fetchBookingPolicy(controller.signal).then((answer) => {
      if (answer && !controller.signal.aborted) setHorizonDays(answer.horizonDays);
    });
    return () => controller.abort();
  }, [active, horizonDays]);
  const horizon = horizonDays ?? DEFAULT_BOOKING_HORIZON_DAYS;
  return { firstDate: firstBookableDate(now), lastDate: lastBookableDate(now, horizon), line: bookingPolicyLine(horizon) };
}
