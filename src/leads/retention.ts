/**
 * How long lead data is kept, in days. One source for the server, which enforces these, and the
 * privacy policy, which states them.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Leads (with their mails and idempotency records) older than this are deleted; LEAD_RETENTION_DAYS overrides it. */
export const DEFAULT_LEAD_RETENTION_DAYS = 730;

/** The range LEAD_RETENTION_DAYS may take: at least a day, at most a century. */
export const LEAD_RETENTION_DAYS_RANGE = { min: 1, max: 36_500 } as const;

/** A submission's Idempotency-Key and the answer it got are remembered this long, then forgotten. */
export const IDEMPOTENCY_KEY_TTL_DAYS = 30;

/** A notification mail stays in the server's mail queue this long after it was sent. */
export const SENT_MAIL_RETENTION_DAYS = 30;

/** A newsletter confirmation link works this long; an address never confirmed, or unsubscribed, is forgotten when its last link expires. */
export const NEWSLETTER_CONFIRM_LINK_DAYS = 7;

/** A lead waiting in the browser's outbox is sent automatically for this long, then reported as expired. */
export const OUTBOX_ENTRY_TTL_DAYS = 30;
