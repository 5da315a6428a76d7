/**
 * The list the inbox shows for a filter, through TanStack Query: the first page from the server
 * (or, offline, the copy this device kept), more pages on demand, every loaded page asked again at
 * each check (every INBOX_POLL_MS while on the screen, on focus, when the connection returns, after
 * a change), and a count of the leads that arrived while it was open.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { LEAD_CHANGE_KIND, STATUS_CHANGE_KIND } from '@/outbox/outbox-db';
import { onOutboxEvent } from '@/outbox/outbox';
import { inboxApi, InboxApiError, InboxOfflineError, type InboxFilters, type InboxLead, type InboxPage } from './inbox-api';
import { askAgain, filterKey, INBOX_POLL_MS, inboxKeys } from './inbox-query';

type ListData = InfiniteData<InboxPage, string | null>;

/** The pages loaded, as one: their leads in order (each once), the last page's cursor, the first's counts. */
export function joinPages(pages: readonly InboxPage[]): InboxPage | null {
  const [first] = pages;
  if (!first) return null;
  const seen = new Set<string>();
  const leads = pages.flatMap((page) => page.leads).filter((lead) => !seen.has(lead.id) && Boolean(seen.add(lead.id)));
  return { leads, nextCursor: pages.at(-1)!.nextCursor, counts: first.counts, total: first.total };
}

/** What has been shown so far: the leads seen, and the newest of them. */
export interface ShownSoFar {
  ids: ReadonlySet<string>;
  newest: string;
}

/** Leads of a fresh list not seen before and not older than the newest seen: they arrived while it was open. */
export function arrivedSince(shown: ShownSoFar, leads: readonly InboxLead[]): number {
  return leads.filter((lead) => !shown.ids.has(lead.id) && lead.createdAt >= shown.newest).length;
}

function shownIn(leads: readonly InboxLead[], before?: ShownSoFar): ShownSoFar {
  const ids = new Set(before?.ids);
  let newest = before?.newest ?? '';
  for (const lead of leads) {
    ids.add(lead.id);
    if (lead.createdAt > newest) newest = lead.createdAt;
  }
  return { ids, newest };
}

/** A lead changed or went away here (opened, marked, deleted): every list that holds it shows it at once. */
export function replaceInLists(client: QueryClient, id: string, lead: InboxLead | null): void {
  client.setQueriesData<ListData>(
    { queryKey: inboxKeys.lists },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          leads: lead ? page.leads.map((item) => (item.id === id ? lead : item)) : page.leads.filter((item) => item.id !== id),
        })),
      },
  );
}

export function useInboxList(filters: InboxFilters, onSignedOut: () => void) {
  const client = useQueryClient();
  const key = filterKey(filters);
  const query = useInfiniteQuery({
    queryKey: inboxKeys.list(filters),
    queryFn: ({ pageParam, signal }) => inboxApi.page(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: INBOX_POLL_MS,
    // While another filter's list loads, the one shown stays.
    placeholderData: keepPreviousData,
  });
  const page = useMemo(() => (query.data ? joinPages(query.data.pages) : null), [query.data]);

  // New leads are counted from the first answer of the server for this filter, in this inbox.
  const shown = useRef<{ key: string; so: ShownSoFar } | null>(null);
  const [arrived, setArrived] = useState({ key, count: 0 });
  const fresh = query.isFetchedAfterMount && !query.isPlaceholderData;
  useEffect(() => {
    if (!fresh || !page) return;
    if (shown.current?.key !== key) {
      shown.current = { key, so: shownIn(page.leads) };
      setArrived({ key, count: 0 });
      return;
    }
    const count = arrivedSince(shown.current.so, page.leads);
    shown.current = { key, so: shownIn(page.leads, shown.current.so) };
    if (count > 0) setArrived((before) => ({ key, count: before.count + count }));
  }, [fresh, page, key]);

  const { error } = query;
  useEffect(() => {
    if (error instanceof InboxApiError && error.status === 401) onSignedOut();
  }, [error, onSignedOut]);

  /** The lists and the chart asked again (the open lead reads itself again when it changed). */
  const refresh = useCallback(() => Promise.all([askAgain(client, inboxKeys.lists), askAgain(client, inboxKeys.stats)]), [client]);

  // A change kept on this device reached the server: the lists, the chart and the open lead are asked again.
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'delivered' && (event.kind === STATUS_CHANGE_KIND || event.kind === LEAD_CHANGE_KIND)) void askAgain(client, inboxKeys.all);
      }),
    [client],
  );

  const offline = error instanceof InboxOfflineError;
  return {
    page,
    loading: query.isPending || (query.isFetching && query.isPlaceholderData),
    loadingMore: query.isFetchingNextPage,
    /** Set when the last answer could not be had (offline): when the list shown was loaded. */
    offlineSince: offline ? (query.data ? query.dataUpdatedAt : query.errorUpdatedAt) : null,
    error: error instanceof InboxApiError && error.status !== 401 ? error.message : null,
    /** Leads that arrived since the list was first shown (counted for a live region). */
    arrived: arrived.key === key ? arrived.count : 0,
    refresh,
    loadMore: () => (query.hasNextPage && !query.isFetchingNextPage ? query.fetchNextPage() : undefined),
    replaceLead: (id: string, lead: InboxLead | null) => replaceInLists(client, id, lead),
  };
}
