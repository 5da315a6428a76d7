import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { LeadKind } from '@/leads/kinds';

/**
 * The only module that touches IndexedDB. The page and the service worker both open this database;
 * the rest of the code speaks in outbox words (enqueue, replay, markFailed).
 */
export const DB_NAME = 'kestrel-lead-outbox';
export const DB_VERSION = 1;
const STORE = 'leads';

/** pending: waiting to be (re)sent; failed: the server refused it; expired: too old to send. */
export type OutboxState = 'pending' | 'failed' | 'expired';

/**
 * The kind of the entries earlier versions of the inbox kept: a status set on a lead while offline,
 * always a PATCH. Still replayed, should a device hold one; the inbox now keeps LEAD_CHANGE_KIND.
 */
export const STATUS_CHANGE_KIND = 'lead-status';

/** The kind of an entry the studio's inbox keeps: any change to leads made while offline. */
export const LEAD_CHANGE_KIND = 'lead-change';

interface OutboxEntryBase {
  id: string;
  endpoint: string;
  body: Record<string, unknown>;
  idempotencyKey: string;
  /** Epoch milliseconds. */
  createdAt: number;
  attempts: number;
  /** Epoch milliseconds before which an automatic replay leaves the entry alone. */
  nextAttemptAt: number;
  /**
   * Epoch milliseconds: the time the server's last Retry-After named. Only the visitor's Retry sends
   * the entry before it; a return to the page or the connection coming back do not.
   */
  retryAfterUntil?: number;
  lastError?: string;
  state: OutboxState;
}

/** A visitor's lead, posted to its kind's endpoint. */
export interface LeadOutboxEntry extends OutboxEntryBase {
  kind: LeadKind;
}

/** A status the studio set on a lead (`body`: `{ status }`), patched onto `/api/admin/leads/:id` (kept by earlier versions). */
export interface StatusChangeEntry extends OutboxEntryBase {
  kind: typeof STATUS_CHANGE_KIND;
  leadId: string;
}

/** The HTTP methods a lead change is sent with. */
export type LeadChangeMethod = 'POST' | 'PATCH' | 'DELETE';

/** What a lead change does: what the inbox shows while it waits. */
export type LeadChangeAction = 'status' | 'note' | 'note-delete' | 'bulk';

/**
 * A change the studio made to one or more leads (a status, a note added or deleted, a bulk
 * action), sent as it was made: `method` on `endpoint` with `body` and the entry's key.
 * No index reads these fields: the database's version (and schema) stay as they were.
 */
export interface LeadChangeEntry extends OutboxEntryBase {
  kind: typeof LEAD_CHANGE_KIND;
  method: LeadChangeMethod;
  action: LeadChangeAction;
  /** The leads it changes (none for a bulk action on the list's filter). */
  leadIds: string[];
}

/** Everything waits in one queue, replayed in the order it was made: leads and the studio's changes alike. */
export type OutboxEntry = LeadOutboxEntry | StatusChangeEntry | LeadChangeEntry;

/** An entry a visitor's form queued (not one of the studio's changes). */
export function isLeadEntry(entry: OutboxEntry): entry is LeadOutboxEntry {
  return entry.kind !== STATUS_CHANGE_KIND && entry.kind !== LEAD_CHANGE_KIND;
}

interface OutboxSchema extends DBSchema {
  leads: {
    key: string;
    value: OutboxEntry;
    indexes: { 'by-created': number };
  };
}

let connection: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function database(): Promise<IDBPDatabase<OutboxSchema>> {
  connection ??= openDB<OutboxSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      const store = db.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex('by-created', 'createdAt');
    },
    // Another context (a new worker version) needs a newer schema: let it, and reopen on next use.
    blocking() {
      void connection?.then((db) => db.close());
      connection = undefined;
    },
  });
  return connection;
}

export async function putEntry(entry: OutboxEntry): Promise<void> {
  await (await database()).put(STORE, entry);
}

/**
 * Reads and rewrites one entry in a single transaction, so nothing another context does to it
 * (delivers it, discards it) can fall between the read and the write. `change` returning undefined
 * leaves the entry as it is. Returns the entry as written, or undefined when there was none.
 */
export async function updateEntry(id: string, change: (entry: OutboxEntry) => OutboxEntry | undefined): Promise<OutboxEntry | undefined> {
  const transaction = (await database()).transaction(STORE, 'readwrite');
  const current = await transaction.store.get(id);
  const next = current ? change(current) : undefined;
  if (next) await transaction.store.put(next);
  await transaction.done;
  return next;
}

export async function deleteEntry(id: string): Promise<void> {
  await (await database()).delete(STORE, id);
}

/**
 * Whether the database exists, without creating it: a device that never queued a lead has none,
 * and a first visit need not create one (IndexedDB's open would, at a cost) only to find it empty.
 * Where the browser cannot list its databases, it may exist.
 */
async function mayHoldEntries(): Promise<boolean> {
  if (connection !== undefined || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((info) => info.name === DB_NAME);
  } catch {
    return true;
  }
}

/** Every entry, oldest first (the order leads are replayed in). Reading never creates the database. */
export async function allEntries(): Promise<OutboxEntry[]> {
  if (!(await mayHoldEntries())) return [];
  return (await database()).getAllFromIndex(STORE, 'by-created');
}

/** For tests: forget the open connection so a fresh fake database can be used. */
export async function closeOutboxDatabase(): Promise<void> {
  const open = connection;
  connection = undefined;
  if (open) (await open).close();
}
