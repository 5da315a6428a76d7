import type { Generated } from 'kysely';

/**
 * Tables, as Kysely sees them. Only portable types: text ids (UUIDs made by the app), ISO-8601 UTC
 * timestamps as text (they sort as they read) and JSON as text, so SQLite and PostgreSQL run the same queries.
 */
export interface LeadsTable {
  id: string;
  kind: string;
  created_at: string;
  /** The validated body, API field names, honeypot removed. */
  data: string;
  idempotency_key: string;
  /** 'new' (as stored), 'handled', 'spam' or 'archived': set by the studio (LEAD_STATUSES). */
  status: Generated<string>;
  /** When the studio last changed the status; null while it is the first one. */
  status_changed_at: string | null;
  /** The typed fields in search form (leads/lead-search.ts), matched with LIKE on both dialects. */
  search_text: Generated<string>;
  /** Where the lead was sent from (leads/lead-source.ts): null when it did not say. */
  source_page: string | null;
  /** The referring site's origin, never its path or query. */
  source_referrer: string | null;
  source_utm_source: string | null;
  source_utm_medium: string | null;
  source_utm_campaign: string | null;
  /** Each source value in search form, one per line between line feeds ('\nnewsletter\n'): what the `source` filter matches exactly. */
  source_terms: string | null;
}

/**
 * One row per status change made with an Idempotency-Key: a replay of the key gets the stored
 * answer and changes nothing, so it never undoes a later change. Deleted with its lead.
 */
export interface LeadStatusChangesTable {
  key: string;
  lead_id: string;
  status: string;
  /** SHA-256 of the lead id and the status asked for: a replay must ask for the same. */
  request_hash: string;
  /** The JSON answer given, replayed verbatim. */
  response_body: string;
  created_at: string;
}

/** A note the studio wrote on a lead (trimmed, 1 to 2,000 characters). Deleted with its lead. */
export interface LeadNotesTable {
  id: string;
  lead_id: string;
  text: string;
  created_at: string;
}

/**
 * One row per status a lead was moved to (one at a time or in bulk), kept as long as the lead: its
 * history in the inbox. The history row of a change shares nothing with its key, which expires.
 */
export interface LeadStatusHistoryTable {
  id: string;
  lead_id: string;
  status: string;
  created_at: string;
}

/**
 * The Idempotency-Keys of the inbox's changes other than a status: a note added or deleted (with
 * its lead, deleted with it) and a bulk action (no lead: its answer holds ids and counts only).
 * A replay of the key gets the stored answer and changes nothing.
 */
export interface LeadChangeKeysTable {
  key: string;
  lead_id: string | null;
  /** SHA-256 of what the change asked for: a replay must ask for the same. */
  request_hash: string;
  /** The JSON answer given, replayed verbatim. */
  response_body: string;
  created_at: string;
}

export interface IdempotencyKeysTable {
  key: string;
  kind: string;
  /** SHA-256 of the kind and the canonical JSON body: a replay must match it. */
  request_hash: string;
  response_status: number;
  /** The JSON answer given when the lead was stored, replayed verbatim. */
  response_body: string;
  lead_id: string;
  created_at: string;
  expires_at: string;
}

/** The mail queue (its table keeps the name it was created with: mail_outbox). */
export interface MailOutboxTable {
  id: string;
  lead_id: string;
  /** 'notification' to the studio, or 'confirmation' / 'welcome' to a newsletter subscriber. */
  purpose: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body: string;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A sender owns the row until this time; another sender may take it over only afterwards. */
  claimed_until: string | null;
  claim_token: string | null;
  sent_at: string | null;
  /** Set when the mail is given up after too many attempts. */
  abandoned_at: string | null;
  last_error: string | null;
  /** Extra headers (List-Unsubscribe...) as a JSON object of strings; null for none. */
  headers: string | null;
}

/**
 * One row per newsletter mailbox (canonicalMailbox: lower case, no +tag, Gmail without dots), so the
 * limits hold per person however the address is written; `email` is the address as last typed (a
 * confirmation goes to it). Subscribed means confirmed and not unsubscribed since: `confirmed_at`
 * set and `unsubscribed_at` null.
 */
export interface NewsletterSubscribersTable {
  /** As typed (trimmed) by the last sign-up that mailed a confirmation request; rows older than the mailbox are lower case. */
  email: string;
  /** The mailbox it delivers to: unique, what every lookup goes by. */
  mailbox: string;
  /** The last sign-up that mailed a confirmation request. */
  requested_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** The sign-up lead that last asked for a confirmation (its mails name it). */
  lead_id: string;
}

/** Keys the server makes for itself once and shares through the database (the link-signing key, the VAPID key of web push). */
export interface ServerSecretsTable {
  name: string;
  /** Base64 of the random bytes. */
  value: string;
  created_at: string;
}

/** Rows live only inside the health check's probe transaction. */
export interface StoreProbeTable {
  id: string;
  pad: string;
}

/** One row per client in its current rate-limit window (PostgreSQL; swept every window). */
export interface RateLimitsTable {
  client: string;
  /** Milliseconds since 1970 (bigint: PostgreSQL returns it as text). */
  window_started_at: number | string;
  hits: number;
}

/**
 * One row per consultation slot taken by a stored booking: the slot (date and time, the studio's
 * one calendar) is the primary key. Deleted with its lead (erasure, retention).
 */
export interface BookingSlotsTable {
  /** YYYY-MM-DD, the studio's calendar. */
  date: string;
  /** One of the six slots, as the form sends it ('10:00 AM'). */
  time: string;
  lead_id: string;
  created_at: string;
  /** The booking's mailbox (canonicalMailbox): one booking per mailbox a day (unique with date). Null for bookings stored before it. */
  mailbox: string | null;
  /** SHA-256 of the client address that booked, for the per-client daily limit; cleared a day later. */
  client: string | null;
}

/**
 * One row per webhook delivery of a stored lead (WEBHOOK_URL): claimed, retried and given up like
 * a mail. The JSON posted is built from the lead when it is sent; the row holds no lead data.
 */
export interface WebhookDeliveriesTable {
  /** The delivery id (a UUID), the same in every attempt: the receiver de-duplicates on it. */
  id: string;
  lead_id: string;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A sender owns the row until this time; another sender may take it over only afterwards. */
  claimed_until: string | null;
  claim_token: string | null;
  delivered_at: string | null;
  /** Set when the receiver refused the delivery for good (a 4xx other than 408 and 429). */
  abandoned_at: string | null;
  /** The HTTP status of the last attempt; null before any answer (or after a network error). */
  last_status: number | null;
  last_error: string | null;
}

/**
 * One row per browser that asked to be told of new leads (the studio's installed inbox): its push
 * service endpoint and the keys its pushes are encrypted to (RFC 8291). Deleted when the studio
 * turns notifications off, or when the push service answers 404 or 410 (the subscription is gone).
 */
export interface PushSubscriptionsTable {
  /** A UUID made by the server. */
  id: string;
  /** The push service's URL for this browser: unique. */
  endpoint: string;
  /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
  p256dh: string;
  /** The browser's authentication secret, base64url (16 bytes). */
  auth: string;
  created_at: string;
  last_success_at: string | null;
  last_failure_at: string | null;
}

/**
 * One row per push of a stored lead to one subscription, queued in the lead's transaction and
 * claimed, retried and given up like a webhook delivery. The id is `<lead id>:<subscription id>`,
 * so a lead gives at most one push per subscription. The payload is built when it is sent.
 */
export interface PushDeliveriesTable {
  id: string;
  lead_id: string;
  subscription_id: string;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  claim_token: string | null;
  delivered_at: string | null;
  /** Set when the push service refused the push for good, or the lead went before it was sent. */
  abandoned_at: string | null;
  /** The push service's HTTP status in the last attempt; null before any answer. */
  last_status: number | null;
  last_error: string | null;
}

/**
 * One row per studio session (a sign-in with the ADMIN_TOKEN). Swept once expired, deleted at
 * sign-out; a row whose fingerprint is not the configured token's is no longer valid.
 */
export interface StudioSessionsTable {
  /** Hex SHA-256 of the session id the cookie carries; the id itself is never stored. */
  id_hash: string;
  /** Which ADMIN_TOKEN the session was opened with (see studio/studio-sessions.ts). */
  token_fingerprint: string;
  created_at: string;
  expires_at: string;
}

/**
 * Failed guesses of a secret per client and window (the studio's passphrase, the admin token), so
 * a guessing budget holds across processes and restarts. Swept once its window has ended.
 */
export interface AuthFailuresTable {
  /** 'sign-in' or 'admin-token' (see store/failure-budget.ts). */
  scope: string;
  /** The client's address as the rate limits count it (IPv4, or an IPv6 /64). */
  client: string;
  /** Milliseconds since 1970 (bigint: PostgreSQL returns it as text). */
  window_started_at: number | string;
  failures: number;
}

export interface Database {
  auth_failures: AuthFailuresTable;
  rate_limits: RateLimitsTable;
  store_probe: StoreProbeTable;
  leads: LeadsTable;
  idempotency_keys: IdempotencyKeysTable;
  mail_outbox: MailOutboxTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  server_secrets: ServerSecretsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  booking_slots: BookingSlotsTable;
  studio_sessions: StudioSessionsTable;
  lead_status_changes: LeadStatusChangesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_deliveries: PushDeliveriesTable;
  lead_notes: LeadNotesTable;
  lead_status_history: LeadStatusHistoryTable;
  lead_change_keys: LeadChangeKeysTable;
}
