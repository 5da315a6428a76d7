/**
 * What the inbox last loaded, kept on the device so the installed app opens the inbox offline:
 * the pages of a list by their filter, and the leads opened. Read-only copies; the server stays the
 * truth. Also when the session signed in on this device ends, so the inbox knows without asking
 * that there is none (the server's 401 would be logged by the browser). Deleted at sign-out, and
 * whenever the server says the session is over.
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { InboxPage, LeadDetail } from './inbox-api';

export const INBOX_CACHE_DB = 'kestrel-studio-inbox';
/** 1: lists and leads; 2: the session's end. */
const VERSION = 2;
const SESSION_KEY = 'session';

export interface ListSnapshot {
  /** The filter the list was loaded with (filterKey). */
  key: string;
  page: InboxPage;
  savedAt: number;
}

export interface LeadSnapshot {
  id: string;
  detail: LeadDetail;
  savedAt: number;
}

/** The session signed in on this device (its id is in an HttpOnly cookie, out of the page's reach). */
export interface KeptSession {
  /** When the server ends it (ISO 8601). */
  expiresAt: string;
}

interface InboxCacheSchema extends DBSchema {
  lists: { key: string; value: ListSnapshot };
  leads: { key: string; value: LeadSnapshot };
  session: { key: string; value: KeptSession };
}

let connection: Promise<IDBPDatabase<InboxCacheSchema>> | undefined;

function database(): Promise<IDBPDatabase<InboxCacheSchema>> {
  connection ??= openDB<InboxCacheSchema>(INBOX_CACHE_DB, VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('lists', { keyPath: 'key' });
        db.createObjectStore('leads', { keyPath: 'id' });
      }
      if (oldVersion < 2) db.createObjectStore('session');
    },
    blocking() {
      void connection?.then((db) => db.close());
      connection = undefined;
    },
  });
  return connection;
}

/** Storage may be refused (a private window): the inbox then works online only, and says nothing of it. */
async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch {
    return fallback;
  }
}

export function saveList(key: string, page: InboxPage, now = Date.now()): Promise<void> {
  return quietly(async () => void (await (await database()).put('lists', { key, page, savedAt: now })), undefined);
}

export function loadList(key: string): Promise<ListSnapshot | undefined> {
  return quietly(async () => (await database()).get('lists', key), undefined);
}

export function saveLead(detail: LeadDetail, now = Date.now()): Promise<void> {
  return quietly(async () => void (await (await database()).put('leads', { id: detail.lead.id, detail, savedAt: now })), undefined);
}

export function loadLead(id: string): Promise<LeadSnapshot | undefined> {
  return quietly(async () => (await database()).get('leads', id), undefined);
}

/** Forgets one lead (deleted or erased on the server). */
export function forgetLead(id: string): Promise<void> {
  return quietly(async () => void (await (await database()).delete('leads', id)), undefined);
}

export function saveSession(session: KeptSession): Promise<void> {
  return quietly(async () => void (await (await database()).put('session', { expiresAt: session.expiresAt }, SESSION_KEY)), undefined);
}

/** The session this device signed in with; 'unknown' when the device keeps nothing (storage refused). */
export function loadSession(): Promise<KeptSession | undefined | 'unknown'> {
  return quietly<KeptSession | undefined | 'unknown'>(async () => (await database()).get('session', SESSION_KEY), 'unknown');
}

/** Deletes every copy: nothing of the leads stays on the device. */
export async function clearInboxCache(): Promise<void> {
  const open = connection;
  connection = undefined;
  if (open) (await open.catch(() => undefined))?.close();
  await quietly(() => deleteDB(INBOX_CACHE_DB), undefined);
}
