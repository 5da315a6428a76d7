/**
 * The inbox's server data through TanStack Query: one client per signed-in inbox, the keys of
 * what it asks for, and the persister that keeps the answers on the device (inbox-cache.ts), so
 * the installed inbox opens offline on what it last showed. Changes are not made here: they are
 * sent, or kept in the outbox while offline (lead-changes.ts), and the data is then asked again.
 */
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClientRestore, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { DEFAULT_FILTERS, type InboxFilters } from './inbox-api';
import { queryStorage } from './inbox-cache';

/** One key per filter: the same list whatever the case or the spaces around a search. */
export function filterKey(filters: InboxFilters): string {
  return JSON.stringify([
    filters.kind ?? '',
    filters.status ?? '',
    filters.q?.trim().toLowerCase() ?? '',
    filters.source?.trim().toLowerCase() ?? '',
    filters.from ?? '',
    filters.to ?? '',
  ]);
}

/** What the inbox asks the server for; `all` is every one of them. */
export const inboxKeys = {
  all: ['inbox'] as const,
  lists: ['inbox', 'list'] as const,
  list: (filters: InboxFilters) => ['inbox', 'list', filterKey(filters)] as const,
  lead: (id: string) => ['inbox', 'lead', id] as const,
  stats: ['inbox', 'stats'] as const,
};

/** How often the open inbox asks for new leads (only while it is on the screen). */
export const INBOX_POLL_MS = 30_000;
/** How long the device keeps a list or a lead not looked at since. */
const KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this long between a new answer and its copy on the device. */
export const SAVE_WITHIN_MS = 100;

export function createInboxQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: KEPT_MS,
        // Asked whatever the browser thinks of the connection: a failure says offline (InboxOfflineError)
        // or what the server refused, and the next check, a focus or the connection's return asks again.
        networkMode: 'always',
        retry: false,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
    },
  });
}

/**
 * Asks the server again for what `queryKey` covers, after a change reached it. An answer still on
 * its way is called off first: it may have left before the change, and a query with no answer yet
 * would otherwise wait for that one instead of asking again.
 */
export async function askAgain(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}

/** The query cache on the device, and what a copy must be to be used (this shape, not older than KEPT_MS). */
export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: createAsyncStoragePersister({ storage: queryStorage, key: 'inbox', throttleTime: SAVE_WITHIN_MS }),
  maxAge: KEPT_MS,
  buster: '1',
};

/** Whether the device kept the list a signed-in inbox opens on (the offline start needs it). */
export async function hasKeptFirstList(): Promise<boolean> {
  const probe = new QueryClient();
  try {
    await persistQueryClientRestore({ ...persistOptions, queryClient: probe });
  } catch {
    return false;
  }
  return probe.getQueryData(inboxKeys.list(DEFAULT_FILTERS)) !== undefined;
}
