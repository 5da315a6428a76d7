import type { z } from 'zod';
import { BOOKING_PATH, BOOKING_SUCCESS_MESSAGE, createBookingSchema } from './booking';
import { CONTACT_PATH, CONTACT_SUCCESS_MESSAGE, contactSchema } from './contact';
import { FOUNDER_PATH, FOUNDER_SUCCESS_MESSAGE, founderSchema } from './founder';
import { HONEYPOT_FIELD, SOURCE_FIELD } from './limits';
import { NEWSLETTER_PATH, NEWSLETTER_SUCCESS_MESSAGE, newsletterSchema } from './newsletter';
import { QUOTE_PATH, QUOTE_SUCCESS_MESSAGE, quoteSchema } from './quote';

import type { LeadKind } from './lead-paths';

export { LEAD_KINDS, isLeadKind, leadPath, type LeadKind } from './lead-paths';

export interface LeadRegistryOptions {
  /** BOOKING_HORIZON_DAYS, on the server (see BookingSchemaOptions). */
  bookingHorizonDays?: number | undefined;
}

/**
 * Every lead kind with its API path, schema and the message a stored lead answers with. The server
 * mounts one endpoint per entry; the page and the outbox find the path here.
 */
export function createLeadRegistry(now: () => Date = () => new Date(), options: LeadRegistryOptions = {}) {
  return {
    newsletter: { path: NEWSLETTER_PATH, schema: newsletterSchema, successMessage: NEWSLETTER_SUCCESS_MESSAGE },
    contact: { path: CONTACT_PATH, schema: contactSchema, successMessage: CONTACT_SUCCESS_MESSAGE },
    quote: { path: QUOTE_PATH, schema: quoteSchema, successMessage: QUOTE_SUCCESS_MESSAGE },
    founder: { path: FOUNDER_PATH, schema: founderSchema, successMessage: FOUNDER_SUCCESS_MESSAGE },
    booking: { path: BOOKING_PATH, schema: createBookingSchema(now, { horizonDays: options.bookingHorizonDays }), successMessage: BOOKING_SUCCESS_MESSAGE },
  } as const satisfies Record<LeadKind, { path: string; schema: z.ZodObject; successMessage: string }>;
}

export type LeadRegistry = ReturnType<typeof createLeadRegistry>;

export const leadRegistry: LeadRegistry = createLeadRegistry();

/** The body a form sends for `kind`. */
export type LeadInput<K extends LeadKind> = z.input<LeadRegistry[K]['schema']>;
/** The validated lead of `kind`, its fields as stored: the honeypot is never part of it, its source is kept beside it. */
export type Lead<K extends LeadKind> = Omit<z.output<LeadRegistry[K]['schema']>, typeof HONEYPOT_FIELD | typeof SOURCE_FIELD>;

/** The fields a lead of `kind` stores, in form order (the honeypot is never stored, the source is not a field). */
export function leadFieldNames(kind: LeadKind): string[] {
  return Object.keys(leadRegistry[kind].schema.shape).filter((field) => field !== HONEYPOT_FIELD && field !== SOURCE_FIELD);
}
