import { z } from 'zod';
import { LEAD_PATHS } from './lead-paths';
import { CONSULTATION_TYPES, BOOKING_TIME_SLOTS } from './form-copy';
import { emailAddress, honeypot, leadSourceField, requiredChoice } from './field-schemas';
import { bookingDateProblem } from './booking-policy';
import { isCalendarDate } from './studio-time';

export { BOOKING_SUCCESS_MESSAGE, CONSULTATION_TYPES, BOOKING_TIME_SLOTS, type ConsultationType, type BookingTimeSlot } from './form-copy';

export const BOOKING_PATH = LEAD_PATHS.booking;

export interface BookingSchemaOptions {
  /**
   * How far ahead a date may be (BOOKING_HORIZON_DAYS): the server passes its own. A page leaves it
   * out: it offers the dates the server's policy allows (GET /api/booking-policy), and the server decides.
   */
  horizonDays?: number | undefined;
}

/**
 * The booking schema reads the clock when it validates, so "tomorrow" is always current; the server
 * passes its own clock, tests a fixed one. The date follows the booking policy (booking-policy.ts):
 * a weekday, from tomorrow, within the horizon.
 */
export function createBookingSchema(now: () => Date = () => new Date(), options: BookingSchemaOptions = {}) {
  return z.object({
    email: emailAddress(),
    consultationType: requiredChoice(CONSULTATION_TYPES, 'Please choose a consultation type'),
    date: z
      .string({ error: 'Please choose a date' })
      .trim()
      .refine(isCalendarDate, 'Please choose a valid date (YYYY-MM-DD)')
      .superRefine((date, context) => {
        const problem = bookingDateProblem(date, now(), options.horizonDays);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    time: requiredChoice(BOOKING_TIME_SLOTS, 'Please choose one of the listed times'),
    source: leadSourceField,
    website: honeypot,
  });
}

export const bookingSchema = createBookingSchema();

export type BookingInput = z.input<typeof bookingSchema>;
export type BookingLead = z.output<typeof bookingSchema>;
