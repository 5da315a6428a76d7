/**
 * The list the inbox shows for a filter: the first page from the server (or, offline, the copy
 * this device kept), more pages on demand, and new leads merged in while the inbox is open.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { LEAD_CHANGE_KIND, STATUS_CHANGE_KIND } from '@/outbox/outbox-db';
import { onOutboxEvent } from '@/outbox/outbox';
import { inboxApi, InboxApiError, InboxOfflineError, type InboxFilters, type InboxLead, type InboxPage } from './inbox-api';
import { loadList, saveList } from './inbox-cache';

/** How often the open inbox asks for new leads. */
export const INBOX_POLL_MS = 30_000;

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

export interface InboxListState {
  page: InboxPage | null;
  loading: boolean;
  loadingMore: boolean;
  /** Set when the list shown is the device's copy: when it was saved. */
  offlineSince: number | null;
  error: string | null;
  /** Leads that arrived since the list was first shown (counted for a live region). */
  arrived: number;
}

const initial: InboxListState = { page: null, loading: true, loadingMore: false, offlineSince: null, error: null, arrived: 0 };

/** The fresh first page merged into what is shown: new leads on top, the loaded ones updated, later pages kept. */
export function mergeFirstPage(shown: InboxPage, fresh: InboxPage): { page: InboxPage; arrived: number } {
  const freshById = new Map(fresh.leads.map((lead) => [lead.id, lead]));
  const shownIds = new Set(shown.leads.map((lead) => lead.id));
  const newest = shown.leads[0];
  const arrivedLeads = fresh.leads.filter((lead) => !shownIds.has(lead.id) && (!newest || lead.createdAt >= newest.createdAt));
  // A shown lead the fresh page leaves out no longer matches (marked, deleted), unless it lies past
  // the fresh page's end, on a page loaded later.
  const end = fresh.nextCursor === null ? undefined : fresh.leads.at(-1)?.createdAt;
  const kept = shown.leads.filter((lead) => freshById.has(lead.id) || (end !== undefined && lead.createdAt < end));
  const leads = [...arrivedLeads, ...kept.map((lead) => freshById.get(lead.id) ?? lead)];
  const nextCursor = end === undefined ? null : shown.nextCursor;
  return { page: { ...shown, leads, nextCursor, counts: fresh.counts, total: fresh.total }, arrived: arrivedLeads.length };
}

export function useInboxList(filters: InboxFilters, onSignedOut: () => void) {
  const [state, setState] = useState<InboxListState>(initial);
  /** Times the list was refreshed from the server (new leads, a change sent): what else follows the list counts on it. */
  const [refreshes, setRefreshes] = useState(0);
  const key = filterKey(filters);
  const current = useRef({ key, state });
  current.current = { key, state };
  const filtersRef = useRef(filters);
  filtersRef.current = filters;

  const failed = useCallback(
    (error: unknown) => {
      if (error instanceof InboxApiError && error.status === 401) onSignedOut();
      return error instanceof InboxApiError ? error.message : null;
    },
    [onSignedOut],
  );

  useEffect(() => {
    let active = true;
    setState((previous) => ({ ...initial, page: previous.page, arrived: 0 }));
    inboxApi.page(filtersRef.current).then(
      (page) => {
        if (!active) return;
        setState({ ...initial, page, loading: false });
        void saveList(key, page);
      },
      async (error: unknown) => {
        if (!active) return;
        if (error instanceof InboxOfflineError) {
          const snapshot = await loadList(key);
          if (active) setState({ ...initial, loading: false, page: snapshot?.page ?? null, offlineSince: snapshot?.savedAt ?? Date.now() });
          return;
        }
        setState({ ...initial, loading: false, error: failed(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [key, failed]);

  const refresh = useCallback(async () => {
    const asked = current.current.key;
    try {
      const fresh = await inboxApi.page(filtersRef.current);
      if (current.current.key !== asked) return;
      setState((previous) => {
        if (!previous.page) return { ...previous, page: fresh, offlineSince: null };
        const merged = mergeFirstPage(previous.page, fresh);
        void saveList(asked, merged.page);
        return { ...previous, page: merged.page, offlineSince: null, error: null, arrived: previous.arrived + merged.arrived };
      });
      setRefreshes((count) => count + 1);
    } catch (error) {
      if (error instanceof InboxOfflineError) setState((previous) => ({ ...previous, offlineSince: previous.offlineSince ?? Date.now() }));
      else failed(error);
    }
  }, [failed]);

  const loadMore = useCallback(async () => {
    const { page } = current.current.state;
    if (!page?.nextCursor) return;
    const asked = current.current.key;
    setState((previous) => ({ ...previous, loadingMore: true }));
    try {
      const more = await inboxApi.page(filtersRef.current, page.nextCursor);
      if (current.current.key !== asked) return;
      setState((previous) => {
        if (!previous.page) return previous;
        const ids = new Set(previous.page.leads.map((lead) => lead.id));
        const next = { ...previous.page, leads: [...previous.page.leads, ...more.leads.filter((lead) => !ids.has(lead.id))], nextCursor: more.nextCursor };
        void saveList(asked, next);
        return { ...previous, page: next, loadingMore: false };
      });
    } catch (error) {
      setState((previous) => ({
        ...previous,
        loadingMore: false,
        ...(error instanceof InboxOfflineError ? { offlineSince: previous.offlineSince ?? Date.now() } : { error: failed(error) }),
      }));
    }
  }, [failed]);

  /** A lead changed or went away here (opened, marked, deleted): the list shows it at once. */
  const replaceLead = useCallback((id: string, lead: InboxLead | null) => {
    setState((previous) => {
      if (!previous.page) return previous;
      const leads = lead ? previous.page.leads.map((item) => (item.id === id ? lead : item)) : previous.page.leads.filter((item) => item.id !== id);
      return { ...previous, page: { ...previous.page, leads } };
    });
  }, []);

  // New leads while the inbox is open (counted from when the list for this filter loaded), and a
  // fresh list when the connection or a sent change says so.
  useEffect(() => {
    const poll = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, INBOX_POLL_MS);
    const onOnline = () => void refresh();
    window.addEventListener('online', onOnline);
    const unsubscribe = onOutboxEvent((event) => {
      if (event.type === 'delivered' && (event.kind === STATUS_CHANGE_KIND || event.kind === LEAD_CHANGE_KIND)) void refresh();
    });
    return () => {
      window.clearInterval(poll);
      window.removeEventListener('online', onOnline);
      unsubscribe();
    };
  }, [refresh, key]);

  return { ...state, refreshes, refresh, loadMore, replaceLead };
}
