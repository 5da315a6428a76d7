import type { LeadInput, LeadKind } from '@/leads/kinds';
import { submitLead, type SubmitLeadResult } from '@/leads/submit-lead';
import { outboxCopy } from '@/content/outbox';
import type { OutboxEntry } from './outbox-db';
import { enqueueLead, OUTBOX_SYNC_TAG } from './outbox';
import { currentLeadSource } from './visit-source';

export type SendLeadResult = SubmitLeadResult | { status: 'queued'; message: string; entry: OutboxEntry; idempotencyKey: string };

/**
 * What every form calls: sends the lead with its source (visit-source.ts), and when the server
 * cannot be reached (offline, timeout, 5xx) keeps it in the outbox with the same Idempotency-Key
 * and asks for it to be replayed.
 */
export async function sendLead<K extends LeadKind>(kind: K, fields: LeadInput<K>, submit: typeof submitLead = submitLead): Promise<SendLeadResult> {
  // Where it is sent from, taken now: a lead kept in the outbox is replayed with this very body.
  const source = currentLeadSource();
  const body: LeadInput<K> = source === undefined ? fields : { ...fields, source };
  const result = await submit(kind, body);
  if (result.status !== 'unreachable') return result;
  try {
    const entry = await enqueueLead({
      kind,
      body,
      idempotencyKey: result.idempotencyKey,
      lastError: result.message,
      retryAfterSeconds: result.retryAfterSeconds,
    });
    void scheduleBackgroundSync();
    void requestPersistentStorage();
    return { status: 'queued', message: outboxCopy.queued, entry, idempotencyKey: result.idempotencyKey };
  } catch (error) {
    // No IndexedDB (some private modes): the visitor sees the failure and can try again.
    console.error('The lead could not be kept on this device', error);
    return result;
  }
}

/**
 * Asks the service worker to replay the outbox when the connection allows (Background Sync).
 * Resolves false where that is not available: no worker yet, no Background Sync, or permission denied.
 */
export async function scheduleBackgroundSync(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined') return false;
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration?.active || !registration.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

let persistenceRequested = false;

/** Asks the browser not to evict the outbox under storage pressure (once, when a lead is first queued). */
export async function requestPersistentStorage(): Promise<boolean> {
  if (persistenceRequested || typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  persistenceRequested = true;
  try {
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    return false;
  }
}
