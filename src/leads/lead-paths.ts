/**
 * The lead kinds and their API paths: what the page, the outbox and the service worker need to send
 * a lead, without the schemas (zod stays out of everything that only sends or replays).
 */
export const LEAD_KINDS = ['newsletter', 'contact', 'quote', 'founder', 'booking'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_PATHS = {
  newsletter: '/api/subscribe.js',
  contact: '/api/contact.js',
  quote: '/api/quote.js',
  founder: '/api/founder.js',
  booking: '/api/booking.js',
} as const satisfies Record<LeadKind, string>;

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value);
}

export function leadPath(kind: LeadKind): string {
  return LEAD_PATHS[kind];
}
