/**
 * What became of a stored lead's notifications, as the admin API reports them and the studio's
 * inbox shows them: their state, never a mail's text or address.
 */

/** A lead's mail: to the studio ('notification'), or to a newsletter subscriber ('confirmation', 'welcome'). */
export interface LeadMailState {
  id: string;
  purpose: string;
  state: 'queued' | 'sent' | 'failing' | 'abandoned';
  attempts: number;
  sentAt: string | null;
  abandonedAt: string | null;
  /** When the next attempt is due; null once sent or given up. */
  nextAttemptAt: string | null;
  /** The last failure, addresses masked. */
  lastError: string | null;
}

/** A lead's webhook delivery. */
export interface LeadWebhookState {
  /** The delivery id the receiver sees (X-Kestrel-Delivery). */
  id: string;
  state: 'queued' | 'delivered' | 'failing' | 'abandoned';
  attempts: number;
  deliveredAt: string | null;
  abandonedAt: string | null;
  lastStatus: number | null;
  /** When the next attempt is due; null once delivered or given up. */
  nextAttemptAt: string | null;
  /** The last failure, addresses masked. */
  lastError: string | null;
}
