import type { Kysely } from 'kysely';
import webPush from 'web-push';
import { isLeadKind } from '@/leads/kinds';
import type { LeadPushPayload } from '@/leads/lead-push';
import { inboxLeadPath } from '@/leads/lead-push';
import type { DeliveryWorker } from '@/server/delivery/delivery-worker';
import { RETRY_MAX_MS, answerSnippet, createDeliveryWorker, isRetriedStatus, networkReason, retryDelayMs } from '@/server/delivery/delivery-worker';
import type { StoredLead } from '@/server/leads/lead-store';
import { findLead } from '@/server/leads/lead-store';
import { log } from '@/server/log';
import { leadTitle } from '@/server/mail/lead-mails';
import type { Database } from '@/server/store/schema';
import { retryAfterMs } from '@/server/webhooks/webhook-sender';
import type { QueuedPush } from './push-deliveries';
import { claimDuePushes, markPushDelivered, markPushFailed, releasePushClaims } from './push-deliveries';
import { deleteGoneSubscription, markSubscriptionOutcome } from './push-subscriptions';
import type { VapidKeys } from './vapid-keys';
import { loadVapidKeys } from './vapid-keys';

/** How long a push service keeps a push for a browser that is offline: news of a lead is stale after a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered within this long is tried again later. */
export const PUSH_TIMEOUT_MS = 10_000;
/** Longer than a push can take (the timeout), so a live sender never loses its row. */
const PUSH_CLAIM_LEASE_MS = 5 * 60 * 1000;
const PUSH_BATCH_SIZE = 20;

/** The push of one lead: its form and who sent it, never what they wrote. */
export function leadPushPayload(lead: StoredLead): LeadPushPayload {
  const title = isLeadKind(lead.kind) ? leadTitle(lead.kind, lead.data) : `New lead (${lead.kind})`;
  return { title, leadId: lead.id, url: inboxLeadPath(lead.id) };
}

/**
 * The push's Topic (RFC 8030): a push service keeps one undelivered push per topic, so a push sent
 * again (a crash between the service's answer and its mark) replaces the first while the browser is
 * away. The lead id without dashes: a UUID is 32 characters, the most a topic may have.
 */
export function leadPushTopic(leadId: string): string | undefined {
  const topic = leadId.replace(/-/g, '');
  return /^[A-Za-z0-9_-]{1,32}$/.test(topic) ? topic : undefined;
}

type Attempt =
  | { outcome: 'delivered'; status: number }
  | { outcome: 'gone'; status: number }
  | { outcome: 'retry'; status: number | null; reason: string; retryAfterMs?: number | undefined }
  | { outcome: 'refused'; status: number; reason: string };

export interface PushSenderOptions {
  db: Kysely<Database>;
  /** The VAPID subject: an https: URL or a mailto: address (see vapidSubject). */
  subject: string;
  now?: () => Date;
  pollIntervalMs?: number;
  onError?: (error: unknown) => void;
  stopGraceMs?: number;
  /** How long one push may take (PUSH_TIMEOUT_MS). */
  timeoutMs?: number;
}

export type PushSender = DeliveryWorker;

/**
 * Sends each queued push after the lead's commit, at least once, like a webhook: claimed before,
 * marked after. The payload is encrypted to the subscription's keys (RFC 8291, aes128gcm) and
 * signed with the server's VAPID key by web-push; the request itself goes out through fetch (a
 * timeout, no redirect followed). 2xx is delivered; 404 and 410 mean the subscription is gone: it
 * is deleted with its queued pushes; 408, 429, 5xx, a timeout or a network error are retried with
 * the mail's backoff (Retry-After honoured within it); any other 4xx is given up.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    keys ??= loadVapidKeys(options.db, now()).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };

  async function send(push: QueuedPush, lead: StoredLead): Promise<Attempt> {
    const { publicKey, privateKey } = await vapidKeys();
    const request = webPush.generateRequestDetails(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify(leadPushPayload(lead)),
      {
        vapidDetails: { subject: options.subject, publicKey, privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
        ...(leadPushTopic(lead.id) === undefined ? {} : { topic: leadPushTopic(lead.id) }),
      },
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: request.body,
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
    if (status === 404 || status === 410) return { outcome: 'gone', status };
    const reason = `HTTP ${status}${snippet ? `: ${snippet}` : ''}`;
    if (isRetriedStatus(status)) return { outcome: 'retry', status, reason, retryAfterMs: retryAfterMs(response.headers.get('Retry-After'), now()) };
    return { outcome: 'refused', status, reason };
  }

  async function deliver(push: QueuedPush, token: string): Promise<boolean> {
    const fields = { pushId: push.id, leadId: push.leadId, subscriptionId: push.subscriptionId };
    const what = `Push of lead ${push.leadId} to subscription ${push.subscriptionId}`;
    const lead = await findLead(options.db, push.leadId);
    if (!lead) {
      const at = now();
      await markPushFailed(options.db, push.id, token, { status: null, error: 'the lead is no longer stored', nextAttemptAt: at, abandonedAt: at });
      log.warn(`${what} given up: the lead is no longer stored`, fields);
      return false;
    }
    const attempt = await send(push, lead);
    const at = now();
    if (attempt.outcome === 'delivered') {
      await markPushDelivered(options.db, push.id, token, at, attempt.status);
      await markSubscriptionOutcome(options.db, push.subscriptionId, 'success', at);
      return true;
    }
    if (attempt.outcome === 'gone') {
      await deleteGoneSubscription(options.db, push.subscriptionId);
      log.info(`${what}: the push service answered ${attempt.status}, so the subscription is gone and is forgotten`, { ...fields, status: attempt.status });
      return false;
    }
    await markSubscriptionOutcome(options.db, push.subscriptionId, 'failure', at);
    const failedAttempts = push.attempts + 1;
    if (attempt.outcome === 'refused') {
      await markPushFailed(options.db, push.id, token, { status: attempt.status, error: attempt.reason, nextAttemptAt: at, abandonedAt: at });
      log.error(`${what} given up: the push service answered ${attempt.status}`, { ...fields, status: attempt.status });
      return false;
    }
    const delay = Math.min(Math.max(retryDelayMs(failedAttempts), attempt.retryAfterMs ?? 0), RETRY_MAX_MS);
    await markPushFailed(options.db, push.id, token, { status: attempt.status, error: attempt.reason, nextAttemptAt: new Date(at.getTime() + delay) });
    const shown = attempt.status === null ? attempt.reason : `the push service answered ${attempt.status}`;
    log.warn(`${what} not delivered (attempt ${failedAttempts}), will retry in ${Math.round(delay / 1000)} s: ${shown}`, {
      ...fields,
      attempt: failedAttempts,
      ...(attempt.status === null ? {} : { status: attempt.status }),
    });
    return false;
  }

  return createDeliveryWorker<QueuedPush>({
    name: 'Push sender',
    claim: (at, limit, token) => claimDuePushes(options.db, { now: at, limit, leaseMs: PUSH_CLAIM_LEASE_MS, token }),
    deliver,
    release: (token) => releasePushClaims(options.db, token),
    now,
    batchSize: PUSH_BATCH_SIZE,
    pollIntervalMs: options.pollIntervalMs,
    stopGraceMs: options.stopGraceMs,
    onError: options.onError,
  });
}
