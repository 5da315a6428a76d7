/** Length limits of the lead contract: the form shows them, the server enforces them. */
export const MAX_NAME_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 5_000;
/** RFC 5321 caps a forward path at 254 characters. */
export const MAX_EMAIL_LENGTH = 254;
/** Room for a country code, spaces, dashes and an extension. */
export const MAX_PHONE_LENGTH = 40;
/** A note the studio writes on a lead (trimmed): the inbox's field shows it, the admin API enforces it. */
export const MAX_NOTE_LENGTH = 2_000;
/** The most leads one bulk action may name by id. */
export const MAX_BULK_IDS = 1_000;

/**
 * The hidden field real visitors never see or fill. Bots that fill every input do; the server then
 * answers like a success and stores nothing.
 */
export const HONEYPOT_FIELD = 'website';

/** Where the lead was sent from (lead-source.ts): every kind may carry it, stored beside the lead's fields. */
export const SOURCE_FIELD = 'source';
