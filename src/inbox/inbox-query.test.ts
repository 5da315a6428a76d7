import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { persistQueryClientSave, type PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxPage } from './inbox-api';
import { clearInboxCache, queryStorage, saveSession } from './inbox-cache';
import { createInboxQueryClient, filterKey, hasKeptFirstList, inboxKeys, persistOptions } from './inbox-query';

const page: InboxPage = { leads: [], nextCursor: null, counts: { new: 0, handled: 0, spam: 0, archived: 0 }, total: 0 };

beforeEach(async () => {
  await clearInboxCache();
  globalThis.indexedDB = new IDBFactory();
  await saveSession({ expiresAt: '2030-03-01T21:00:00.000Z' });
});
afterEach(() => vi.useRealTimers());

/** Saves a client holding these lists, as the persister does (without its wait between saves). */
async function keep(...lists: Parameters<typeof inboxKeys.list>[0][]) {
  const client = createInboxQueryClient();
  for (const filters of lists) client.setQueryData(inboxKeys.list(filters), { pages: [page], pageParams: [null] });
  await persistQueryClientSave({ ...persistOptions, queryClient: client });
  const stored = async () => (JSON.parse((await queryStorage.getItem('inbox')) ?? '{}') as PersistedClient).clientState?.queries.map((query) => query.queryKey);
  await vi.waitFor(async () => expect(await stored()).toEqual(lists.map((filters) => inboxKeys.list(filters))));
}

describe("the inbox's keys and the device's copy", () => {
  it('has one list per filter, whatever the case or the spaces of a search', () => {
    expect(filterKey({ status: 'new', q: '  Ada ' })).toBe(filterKey({ status: 'new', q: 'ada' }));
    expect(filterKey({ status: 'new' })).not.toBe(filterKey({ status: 'handled' }));
    expect(inboxKeys.list({ kind: 'quote' })).toEqual(['inbox', 'list', '["quote","","","","",""]']);
  });

  it('opens offline only when the device kept the list a signed-in inbox opens on (New, no other filter)', async () => {
    expect(await hasKeptFirstList()).toBe(false);
    await keep({ status: 'handled' });
    expect(await hasKeptFirstList()).toBe(false);
    await keep({ status: 'new' }, { status: 'spam' });
    expect(await hasKeptFirstList()).toBe(true);
  });

  it('does not use a copy older than a week, nor one deleted at sign-out', async () => {
    vi.useFakeTimers({ now: Date.parse('2030-03-01T09:00:00.000Z'), toFake: ['Date'] });
    await keep({ status: 'new' });
    vi.setSystemTime(Date.parse('2030-03-08T09:00:01.000Z'));
    expect(await hasKeptFirstList()).toBe(false);

    vi.setSystemTime(Date.parse('2030-03-08T10:00:00.000Z'));
    await keep({ status: 'new' });
    await clearInboxCache();
    expect(await hasKeptFirstList()).toBe(false);
  });
});
