import { z } from 'zod';
import { LEAD_PATHS } from './lead-paths';
import { CONSULTATION_TYPES, BOOKING_TIME_SLOTS } from './lead-fields';
import { emailAddress, honeypot, requiredChoice } from './fields';
import { isCalendarDate, isSlotInPast, todayInStudio } from './studio-time';

export { BOOKING_SUCCESS_MESSAGE, CONSULTATION_TYPES, BOOKING_TIME_SLOTS, type ConsultationType, type BookingTimeSlot } from './lead-fields';

export const BOOKING_PATH = LEAD_PATHS.booking;

/**
 * The booking schema reads the clock when it validates, so "today" is always current; the server
 * passes its own clock, tests a fixed one.
 */
export function createBookingSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      email: emailAddress(),
      consultationType: requiredChoice(CONSULTATION_TYPES, 'Please choose a consultation type'),
      date: z
        .string({ error: 'Please choose a date' })
        .trim()
        .refine(isCalendarDate, 'Please choose a valid date (YYYY-MM-DD)')
        .refine((date) => date >= todayInStudio(now()), 'Please choose today or a later date'),
      time: requiredChoice(BOOKING_TIME_SLOTS, 'Please choose one of the listed times'),
      website: honeypot,
    })
    .refine((booking) => !isSlotInPast(booking.date, booking.time, now()), {
      path: ['time'],
      message: 'That time has already passed today. Please choose a later time or another day',
    });
}

export const bookingSchema = createBookingSchema();

export type BookingInput = z.input<typeof bookingSchema>;
export type BookingLead = z.output<typeof bookingSchema>;
