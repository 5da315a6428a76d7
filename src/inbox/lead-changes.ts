/**
 * The studio's changes to leads (a status, a note added or deleted, a bulk action): sent at once
 * when the server answers, otherwise kept in the device's outbox (the one visitors' leads wait in)
 * with their Idempotency-Key and replayed exactly once.
 */
import { useEffect, useState } from 'react';
import { isLeadStatus, type LeadStatus } from '@/leads/lead-status';
import { submitJson } from '@/leads/submit-lead';
import {
  LEAD_CHANGE_KIND,
  STATUS_CHANGE_KIND,
  type LeadChangeAction,
  type LeadChangeEntry,
  type LeadChangeMethod,
  type OutboxEntry,
  type StatusChangeEntry,
} from '@/outbox/outbox-db';
import { enqueueLeadChange, listOutbox, onOutboxEvent } from '@/outbox/outbox';
import { scheduleBackgroundSync } from '@/outbox/send-lead';
import { BULK_ADDRESS, leadAddress, notesAddress, type BulkAction, type InboxFilters } from './inbox-api';
import { filterParams } from './inbox-api';

export type ChangeOutcome = { status: 'sent'; message: string } | { status: 'queued' } | { status: 'refused'; message: string; httpStatus: number };

type ChangeEntry = StatusChangeEntry | LeadChangeEntry;

function isChangeEntry(entry: OutboxEntry): entry is ChangeEntry {
  return entry.kind === STATUS_CHANGE_KIND || entry.kind === LEAD_CHANGE_KIND;
}

async function queuedChanges(): Promise<ChangeEntry[]> {
  return (await listOutbox()).filter(isChangeEntry);
}

interface Change {
  method: LeadChangeMethod;
  action: LeadChangeAction;
  endpoint: string;
  body: Record<string, unknown>;
  leadIds: readonly string[];
}

async function sendChange(change: Change): Promise<ChangeOutcome> {
  // A change made while earlier ones still wait goes behind them: sent first, it would be
  // overwritten when they are replayed (or name a lead they delete).
  const waiting = (await queuedChanges().catch(() => [])).some((entry) => entry.state === 'pending');
  if (!waiting) {
    const result = await submitJson(change.endpoint, change.method, change.body);
    if (result.status === 'sent') return { status: 'sent', message: result.message };
    if (result.status === 'rejected') return { status: 'refused', message: result.message, httpStatus: result.httpStatus };
    await enqueueLeadChange({ ...change, idempotencyKey: result.idempotencyKey, lastError: result.message, retryAfterSeconds: result.retryAfterSeconds });
  } else {
    await enqueueLeadChange({ ...change, idempotencyKey: crypto.randomUUID() });
  }
  void scheduleBackgroundSync();
  return { status: 'queued' };
}

export function changeStatus(leadId: string, status: LeadStatus): Promise<ChangeOutcome> {
  return sendChange({ method: 'PATCH', action: 'status', endpoint: leadAddress(leadId), body: { status }, leadIds: [leadId] });
}

export function addNote(leadId: string, text: string): Promise<ChangeOutcome> {
  return sendChange({ method: 'POST', action: 'note', endpoint: notesAddress(leadId), body: { text }, leadIds: [leadId] });
}

function noteAddress(leadId: string, noteId: string): string {
  return `${notesAddress(leadId)}/${encodeURIComponent(noteId)}`;
}

export function deleteNote(leadId: string, noteId: string): Promise<ChangeOutcome> {
  return sendChange({ method: 'DELETE', action: 'note-delete', endpoint: noteAddress(leadId, noteId), body: {}, leadIds: [leadId] });
}

/** The note a kept deletion names: the last part of its address, read back as deleteNote wrote it. */
function deletedNoteOf(entry: LeadChangeEntry): string | undefined {
  const [leadId] = entry.leadIds;
  if (leadId === undefined) return undefined;
  const prefix = `${notesAddress(leadId)}/`;
  if (!entry.endpoint.startsWith(prefix)) return undefined;
  try {
    return decodeURIComponent(entry.endpoint.slice(prefix.length));
  } catch {
    return undefined;
  }
}

/** The leads a bulk action applies to: the ones chosen, or every one the list's filters match. */
export type BulkTarget = { ids: readonly string[] } | { filters: InboxFilters };

export function bulkChange(action: BulkAction, target: BulkTarget): Promise<ChangeOutcome> {
  const body = 'ids' in target ? { action, ids: [...target.ids] } : { action, filter: Object.fromEntries(filterParams(target.filters)) };
  return sendChange({ method: 'POST', action: 'bulk', endpoint: BULK_ADDRESS, body, leadIds: 'ids' in target ? target.ids : [] });
}

/** A change still on the device for one lead: the status it sets (none for a deletion), and whether it waits or was refused. */
export interface QueuedChange {
  entryId: string;
  status?: LeadStatus | undefined;
  state: OutboxEntry['state'];
  lastError?: string | undefined;
}

/** A note's deletion still on the device: the note is shown as going, not gone. */
export interface QueuedNoteDeletion {
  entryId: string;
  state: OutboxEntry['state'];
  lastError?: string | undefined;
}

/** A note still on the device. */
export interface QueuedNote {
  entryId: string;
  text: string;
  createdAt: number;
  state: OutboxEntry['state'];
  lastError?: string | undefined;
}

export interface QueuedLeadChanges {
  /** Per lead, the latest change to its status (or its deletion) on this device. */
  byLead: Map<string, QueuedChange>;
  /** Per lead, the notes on this device, oldest first. */
  notes: Map<string, QueuedNote[]>;
  /** Per note id, the latest deletion of it on this device. */
  noteDeletions: Map<string, QueuedNoteDeletion>;
  /** Bulk actions on the list's filter ("select all matching") on this device: they name no lead. */
  filterActions: number;
}

/** What the device's change entries say per lead; a pure function of the outbox, oldest first. */
export function summarizeChanges(entries: readonly ChangeEntry[]): QueuedLeadChanges {
  const byLead = new Map<string, QueuedChange>();
  const notes = new Map<string, QueuedNote[]>();
  const noteDeletions = new Map<string, QueuedNoteDeletion>();
  let filterActions = 0;
  for (const entry of entries) {
    const base = { entryId: entry.id, state: entry.state, lastError: entry.lastError };
    if (entry.kind === STATUS_CHANGE_KIND) {
      const status = entry.body['status'];
      byLead.set(entry.leadId, { ...base, status: isLeadStatus(status) ? status : undefined });
    } else if (entry.action === 'status' || entry.action === 'bulk') {
      const wanted = entry.action === 'status' ? entry.body['status'] : entry.body['action'];
      const status = isLeadStatus(wanted) ? wanted : undefined;
      if (entry.action === 'bulk' && entry.leadIds.length === 0) filterActions += 1;
      for (const leadId of entry.leadIds) byLead.set(leadId, { ...base, status });
    } else if (entry.action === 'note') {
      const [leadId] = entry.leadIds;
      const text = entry.body['text'];
      if (leadId !== undefined && typeof text === 'string') notes.set(leadId, [...(notes.get(leadId) ?? []), { ...base, text, createdAt: entry.createdAt }]);
    } else if (entry.action === 'note-delete') {
      const noteId = deletedNoteOf(entry);
      if (noteId !== undefined) noteDeletions.set(noteId, base);
    }
  }
  return { byLead, notes, noteDeletions, filterActions };
}

const NONE: QueuedLeadChanges = { byLead: new Map(), notes: new Map(), noteDeletions: new Map(), filterActions: 0 };

/** The changes on this device, kept current by every tab and the worker. */
export function useQueuedChanges(): QueuedLeadChanges {
  const [changes, setChanges] = useState<QueuedLeadChanges>(NONE);
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    let active = true;
    const load = () =>
      void queuedChanges().then(
        (entries) => {
          if (active) setChanges(summarizeChanges(entries));
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
