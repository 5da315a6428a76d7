/**
 * What the inbox keeps on the device, so the installed app opens the inbox offline: the server's
 * answers it last had (the query cache, persisted by TanStack Query: inbox-query.ts), and when the
 * session signed in on this device ends, so the inbox knows without asking that there is none (the
 * server's 401 would be logged by the browser). Read-only copies; the server stays the truth.
 * Deleted at sign-out, and whenever the server says the session is over.
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AsyncStorage } from '@tanstack/react-query-persist-client';

export const INBOX_CACHE_DB = 'kestrel-studio-inbox';
/** 1: lists and leads; 2: the session's end; 3: the query cache in place of the lists and leads. */
const VERSION = 3;
const SESSION_KEY = 'session';

/** The session signed in on this device (its id is in an HttpOnly cookie, out of the page's reach). */
export interface KeptSession {
  /** When the server ends it (ISO 8601). */
  expiresAt: string;
}

interface InboxCacheSchema extends DBSchema {
  session: { key: string; value: KeptSession };
  /** The persisted query cache (serialized by the persister), by its key. */
  queries: { key: string; value: string };
}

let connection: Promise<IDBPDatabase<InboxCacheSchema>> | undefined;
/**
 * Set from sign-out until the next sign-in: a save of the query cache still on its way (the
 * persister waits between saves) must not write the leads back once they were deleted.
 */
let cleared = false;

function database(): Promise<IDBPDatabase<InboxCacheSchema>> {
  connection ??= openDB<InboxCacheSchema>(INBOX_CACHE_DB, VERSION, {
    upgrade(db, oldVersion) {
      // Versions 1 and 2 kept lists and leads in a shape of their own: the query cache replaces them.
      const stores = db as unknown as IDBPDatabase;
      for (const old of ['lists', 'leads']) if (stores.objectStoreNames.contains(old)) stores.deleteObjectStore(old);
      if (oldVersion < 2) db.createObjectStore('session');
      db.createObjectStore('queries');
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

/** Where the query cache's persister keeps it (one value, the whole cache). */
export const queryStorage: AsyncStorage<string> = {
  getItem: (key) => quietly(async () => (await database()).get('queries', key), undefined),
  setItem: (key, value) => (cleared ? Promise.resolve() : quietly(async () => void (await (await database()).put('queries', value, key)), undefined)),
  removeItem: (key) => quietly(async () => void (await (await database()).delete('queries', key)), undefined),
};

export function saveSession(session: KeptSession): Promise<void> {
  cleared = false;
  return quietly(async () => void (await (await database()).put('session', { expiresAt: session.expiresAt }, SESSION_KEY)), undefined);
}

/** The session this device signed in with; 'unknown' when the device keeps nothing (storage refused). */
export function loadSession(): Promise<KeptSession | undefined | 'unknown'> {
  return quietly<KeptSession | undefined | 'unknown'>(async () => (await database()).get('session', SESSION_KEY), 'unknown');
}

/** Deletes every copy: nothing of the leads stays on the device. */
export async function clearInboxCache(): Promise<void> {
  cleared = true;
  const open = connection;
  connection = undefined;
  if (open) (await open.catch(() => undefined))?.close();
  await quietly(() => deleteDB(INBOX_CACHE_DB), undefined);
}
