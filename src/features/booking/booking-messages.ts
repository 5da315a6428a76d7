import { site } from '@/content/site';

/** Spec section 8, booking: every failure reads the same, with the studio's address. */
export const BOOKING_FAILURE_MESSAGE = `Something went wrong! Please try again or contact our support team at ${site.email}.`;
/** How long the 'Booking Confirmed!' toast shows before the success screen (spec section 9). */
export const BOOKING_TOAST_MS = 3000;
