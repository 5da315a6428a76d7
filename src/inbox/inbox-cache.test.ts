import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InboxPage } from './inbox-api';
import { INBOX_CACHE_DB, clearInboxCache, loadList, loadSession, saveList, saveSession } from './inbox-cache';

const page: InboxPage = { leads: [], nextCursor: null, counts: { new: 0, handled: 0, spam: 0, archived: 0 }, total: 0 };

beforeEach(async () => {
  await clearInboxCache();
  globalThis.indexedDB = new IDBFactory();
});

describe("the device's copy of the inbox", () => {
  it('keeps the end of the session signed in here until the copy is deleted', async () => {
    expect(await loadSession()).toBeUndefined();
    await saveSession({ expiresAt: '2030-03-01T21:00:00.000Z' });
    expect(await loadSession()).toEqual({ expiresAt: '2030-03-01T21:00:00.000Z' });
    await clearInboxCache();
    expect(await loadSession()).toBeUndefined();
  });

  it('keeps the lists a device saved before it kept sessions (version 1), and no session for them', async () => {
    const old = await openDB(INBOX_CACHE_DB, 1, {
      upgrade(db) {
        db.createObjectStore('lists', { keyPath: 'key' });
        db.createObjectStore('leads', { keyPath: 'id' });
      },
    });
    await old.put('lists', { key: 'new', page, savedAt: 1 });
    old.close();
    expect(await loadList('new')).toEqual({ key: 'new', page, savedAt: 1 });
    expect(await loadSession()).toBeUndefined();
    await saveList('new', page, 2);
    expect((await loadList('new'))?.savedAt).toBe(2);
  });

  it("says it cannot tell when the device's storage is refused", async () => {
    Reflect.deleteProperty(globalThis, 'indexedDB');
    try {
      expect(await loadSession()).toBe('unknown');
    } finally {
      globalThis.indexedDB = new IDBFactory();
    }
  });
});
