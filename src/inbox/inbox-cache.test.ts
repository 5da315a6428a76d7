import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { INBOX_CACHE_DB, clearInboxCache, loadSession, queryStorage, saveSession } from './inbox-cache';

beforeEach(async () => {
  await clearInboxCache();
  globalThis.indexedDB = new IDBFactory();
  await saveSession({ expiresAt: '2030-03-01T21:00:00.000Z' });
});

describe("the device's copy of the inbox", () => {
  it('keeps the end of the session signed in here and the query cache until the copy is deleted', async () => {
    expect(await loadSession()).toEqual({ expiresAt: '2030-03-01T21:00:00.000Z' });
    await queryStorage.setItem('inbox', '{"clientState":{}}');
    expect(await queryStorage.getItem('inbox')).toBe('{"clientState":{}}');
    await clearInboxCache();
    expect(await loadSession()).toBeUndefined();
    expect(await queryStorage.getItem('inbox')).toBeUndefined();
  });

  it('writes no cache from sign-out to the next sign-in: a save still on its way cannot bring the leads back', async () => {
    await clearInboxCache();
    await queryStorage.setItem('inbox', '{"late":true}');
    expect(await queryStorage.getItem('inbox')).toBeUndefined();
    await saveSession({ expiresAt: '2030-03-02T21:00:00.000Z' });
    await queryStorage.setItem('inbox', '{"fresh":true}');
    expect(await queryStorage.getItem('inbox')).toBe('{"fresh":true}');
  });

  it('keeps the session of a device that kept lists and leads in their own stores (version 2), and drops those', async () => {
    await clearInboxCache();
    globalThis.indexedDB = new IDBFactory();
    const old = await openDB(INBOX_CACHE_DB, 2, {
      upgrade(db) {
        db.createObjectStore('lists', { keyPath: 'key' });
        db.createObjectStore('leads', { keyPath: 'id' });
        db.createObjectStore('session');
      },
    });
    await old.put('session', { expiresAt: '2030-03-01T21:00:00.000Z' }, 'session');
    await old.put('lists', { key: 'new', page: {}, savedAt: 1 });
    old.close();
    expect(await loadSession()).toEqual({ expiresAt: '2030-03-01T21:00:00.000Z' });
    const upgraded = await openDB(INBOX_CACHE_DB);
    expect(upgraded.version).toBe(3);
    expect([...upgraded.objectStoreNames]).toEqual(['queries', 'session']);
    upgraded.close();
  });

  it("says it cannot tell when the device's storage is refused", async () => {
    await clearInboxCache();
    Reflect.deleteProperty(globalThis, 'indexedDB');
    try {
      expect(await loadSession()).toBe('unknown');
      expect(await queryStorage.getItem('inbox')).toBeUndefined();
    } finally {
      globalThis.indexedDB = new IDBFactory();
    }
  });
});
