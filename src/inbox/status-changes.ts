/**
 * Setting a lead's status: sent at once when the server answers, otherwise kept in the device's
 * outbox (the one visitors' leads wait in) with its Idempotency-Key and replayed exactly once.
 */
import { useEffect, useState } from 'react';
import type { LeadStatus } from '@/leads/lead-status';
import { submitJson } from '@/leads/submit-lead';
import { STATUS_CHANGE_KIND, type StatusChangeEntry } from '@/outbox/outbox-db';
import { enqueueStatusChange, listOutbox, onOutboxEvent } from '@/outbox/outbox';
import { scheduleBackgroundSync } from '@/outbox/send-lead';
import { leadAddress } from './inbox-api';

export type ChangeOutcome = { status: 'sent'; message: string } | { status: 'queued' } | { status: 'refused'; message: string; httpStatus: number };

async function queuedChanges(): Promise<StatusChangeEntry[]> {
  return (await listOutbox()).filter((entry): entry is StatusChangeEntry => entry.kind === STATUS_CHANGE_KIND);
}

export async function changeStatus(leadId: string, status: LeadStatus): Promise<ChangeOutcome> {
  const endpoint = leadAddress(leadId);
  const body = { status };
  // A change made while earlier ones still wait goes behind them: sent first, it would be
  // overwritten when they are replayed.
  const waiting = (await queuedChanges().catch(() => [])).some((entry) => entry.state === 'pending');
  if (!waiting) {
    const result = await submitJson(endpoint, 'PATCH', body);
    if (result.status === 'sent') return { status: 'sent', message: result.message };
    if (result.status === 'rejected') return { status: 'refused', message: result.message, httpStatus: result.httpStatus };
    await enqueueStatusChange({
      leadId,
      endpoint,
      body,
      idempotencyKey: result.idempotencyKey,
      lastError: result.message,
      retryAfterSeconds: result.retryAfterSeconds,
    });
  } else {
    await enqueueStatusChange({ leadId, endpoint, body, idempotencyKey: crypto.randomUUID() });
  }
  void scheduleBackgroundSync();
  return { status: 'queued' };
}

/** A change still on the device: its status, and whether it waits or was refused. */
export interface QueuedChange {
  entryId: string;
  status: LeadStatus;
  state: StatusChangeEntry['state'];
  lastError?: string | undefined;
}

/** The changes on this device per lead (the latest for each), kept current by every tab and the worker. */
export function useQueuedChanges(): Map<string, QueuedChange> {
  const [changes, setChanges] = useState<Map<string, QueuedChange>>(new Map());
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    let active = true;
    const load = () =>
      void queuedChanges().then(
        (entries) => {
          if (!active) return;
          const latest = new Map<string, QueuedChange>();
          for (const entry of entries) {
            latest.set(entry.leadId, { entryId: entry.id, status: entry.body['status'] as LeadStatus, state: entry.state, lastError: entry.lastError });
          }
          setChanges(latest);
        },
        () => undefined,
      );
    load();
    const unsubscribe = onOutboxEvent(load);
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return changes;
}
