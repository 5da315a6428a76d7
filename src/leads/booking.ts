import { z } from 'zod';
import { emailAddress, honeypot, requiredChoice } from './fields';
import { isCalendarDate, isSlotInPast, todayInStudio } from './studio-time';

export const BOOKING_PATH = '/api/booking.js';

export const BOOKING_SUCCESS_MESSAGE = "Booking confirmed! We'll e-mail you the details within 24 hours.";

/** The session types; the booking payload carries the chosen type's title. */
export const CONSULTATION_TYPES = ['Video Strategy Session', 'Phone Consultation', 'Chat Briefing'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

/** The six fixed slots, in the studio's time zone (see studio-time.ts). */
export const BOOKING_TIME_SLOTS = ['09:00 AM', '10:00 AM', '11:00 AM', '02:00 PM', '03:00 PM', '04:00 PM'] as const;
export type BookingTimeSlot = (typeof BOOKING_TIME_SLOTS)[number];

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
