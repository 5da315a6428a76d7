import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DeliveryWorker } from '@/server/delivery/delivery-worker';
import { RETRY_MAX_MS, answerSnippet, createDeliveryWorker, isRetriedStatus, networkReason, retryDelayMs } from '@/server/delivery/delivery-worker';
import type { StoredLead } from '@/server/leads/lead-store';
import { findLead } from '@/server/leads/lead-store';
import { log } from '@/server/log';
import { redactEmails } from '@/server/safe-log';
import type { Database } from '@/server/store/schema';
import type { QueuedDelivery } from './webhook-deliveries';
import { claimDueDeliveries, markDelivered, markDeliveryFailed, releaseDeliveryClaims } from './webhook-deliveries';

/** The headers a receiver reads; their names are part of the contract with receivers. */
export const WEBHOOK_HEADERS = {
  delivery: 'X-Kestrel-Delivery',
  timestamp: 'X-Kestrel-Timestamp',
  signature: 'X-Kestrel-Signature',
} as const;

/** The one event there is: a lead was stored. */
export const LEAD_STORED_EVENT = 'lead.stored';

/** A receiver that has not answered within this long is tried again later. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Longer than a delivery can take (the timeout), so a live sender never loses its row. */
const WEBHOOK_CLAIM_LEASE_MS = 5 * 60 * 1000;
const WEBHOOK_BATCH_SIZE = 20;

/** What is posted: the delivery id, the event, and the lead as GET /api/admin/leads lists it. */
export interface WebhookPayload {
  id: string;
  event: typeof LEAD_STORED_EVENT;
  lead: StoredLead;
}

/**
 * `sha256=<hex>`: the HMAC-SHA256, keyed with the secret, of `<timestamp>.<raw body>`. Signing the
 * timestamp with the body lets a receiver refuse an old delivery replayed by someone who saw it.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * The wait a Retry-After header asks for (seconds or an HTTP date), if it is readable. The caller
 * keeps it within the backoff's bounds.
 */
export function retryAfterMs(header: string | null, now: Date): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

/** What became of one attempt. */
type Attempt =
  | { outcome: 'delivered'; status: number }
  | { outcome: 'retry'; status: number | null; reason: string; retryAfterMs?: number | undefined }
  | { outcome: 'refused'; status: number; reason: string };

export interface WebhookSenderOptions {
  db: Kysely<Database>;
  url: string;
  secret: string;
  now?: () => Date;
  pollIntervalMs?: number;
  onError?: (error: unknown) => void;
  /** How long stop() lets a delivery in progress finish before it releases the claims anyway. */
  stopGraceMs?: number;
  /** How long one POST may take (WEBHOOK_TIMEOUT_MS). */
  timeoutMs?: number;
}

export type WebhookSender = DeliveryWorker;

/**
 * Posts each queued delivery to WEBHOOK_URL after the lead's commit, at least once: claimed before
 * the POST and marked after it, like mail. 2xx is delivered; 408, 429, 5xx, a redirect (never
 * followed), a timeout or a network error are retried with the mail's backoff (Retry-After honoured
 * within it); any other 4xx is given up. A crash between the receiver's 2xx and the mark posts the
 * delivery again, with the same id: receivers de-duplicate on X-Kestrel-Delivery.
 */
export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  async function post(delivery: QueuedDelivery, lead: StoredLead): Promise<Attempt> {
    const payload: WebhookPayload = { id: delivery.id, event: LEAD_STORED_EVENT, lead };
    const body = JSON.stringify(payload);
    const timestamp = Math.floor(now().getTime() / 1000);
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [WEBHOOK_HEADERS.delivery]: delivery.id,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: webhookSignature(options.secret, timestamp, body),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { outcome: 'retry', status: null, reason: networkReason(error, timeoutMs) };
    }
    const { status } = response;
    if (status >= 200 && status < 300) {
      await response.body?.cancel().catch(() => undefined);
      return { outcome: 'delivered', status };
    }
    const snippet = await answerSnippet(response);
    const reason = `HTTP ${status}${snippet ? `: ${snippet}` : ''}`;
    if (isRetriedStatus(status)) return { outcome: 'retry', status, reason, retryAfterMs: retryAfterMs(response.headers.get('Retry-After'), now()) };
    return { outcome: 'refused', status, reason };
  }

  async function deliver(delivery: QueuedDelivery, token: string): Promise<boolean> {
    const fields = { deliveryId: delivery.id, leadId: delivery.leadId };
    const what = `Webhook delivery ${delivery.id} for lead ${delivery.leadId}`;
    const lead = await findLead(options.db, delivery.leadId);
    if (!lead) {
      // The lead went (erasure, retention) after the claim: there is nothing left to send.
      const at = now();
      await markDeliveryFailed(options.db, delivery.id, token, { status: null, error: 'the lead is no longer stored', nextAttemptAt: at, abandonedAt: at });
      log.warn(`${what} given up: the lead is no longer stored`, fields);
      return false;
    }
    const attempt = await post(delivery, lead);
    const at = now();
    if (attempt.outcome === 'delivered') {
      await markDelivered(options.db, delivery.id, token, at, attempt.status);
      return true;
    }
    const failedAttempts = delivery.attempts + 1;
    if (attempt.outcome === 'refused') {
      await markDeliveryFailed(options.db, delivery.id, token, { status: attempt.status, error: attempt.reason, nextAttemptAt: at, abandonedAt: at });
      // The receiver's own words stay with the row (they may quote the lead); the log has the status.
      log.error(`${what} given up: the receiver answered ${attempt.status}`, { ...fields, status: attempt.status });
      return false;
    }
    // The receiver may ask for a longer wait than the backoff (Retry-After), never past an hour.
    const delay = Math.min(Math.max(retryDelayMs(failedAttempts), attempt.retryAfterMs ?? 0), RETRY_MAX_MS);
    await markDeliveryFailed(options.db, delivery.id, token, { status: attempt.status, error: attempt.reason, nextAttemptAt: new Date(at.getTime() + delay) });
    const shown = attempt.status === null ? redactEmails(attempt.reason) : `the receiver answered ${attempt.status}`;
    log.warn(`${what} not delivered (attempt ${failedAttempts}), will retry in ${Math.round(delay / 1000)} s: ${shown}`, {
      ...fields,
      attempt: failedAttempts,
      ...(attempt.status === null ? {} : { status: attempt.status }),
    });
    return false;
  }

  return createDeliveryWorker<QueuedDelivery>({
    name: 'Webhook sender',
    claim: (at, limit, token) => claimDueDeliveries(options.db, { now: at, limit, leaseMs: WEBHOOK_CLAIM_LEASE_MS, token }),
    deliver,
    release: (token) => releaseDeliveryClaims(options.db, token),
    now,
    batchSize: WEBHOOK_BATCH_SIZE,
    pollIntervalMs: options.pollIntervalMs,
    stopGraceMs: options.stopGraceMs,
    onError: options.onError,
  });
}

/** One line for the start-up log: where webhooks go (the host only: a URL path may hold a token), or that they are off. */
export function describeWebhooks(config: { WEBHOOK_URL?: string | undefined }): string {
  if (!config.WEBHOOK_URL) return 'Webhooks: off (set WEBHOOK_URL and WEBHOOK_SECRET to have each stored lead posted, signed, to another system)';
  return `Webhooks: each stored lead posted to ${new URL(config.WEBHOOK_URL).host}, signed with WEBHOOK_SECRET`;
}
