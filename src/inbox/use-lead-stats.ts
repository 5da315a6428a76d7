/**
 * The chart's numbers, through TanStack Query: asked for when the inbox opens, at each of the
 * list's checks and after a change (inboxKeys.all), so the chart follows the list. Offline, or on
 * an error, the numbers last shown stay.
 */
import { useQuery } from '@tanstack/react-query';
import { inboxApi, InboxOfflineError, type LeadStats } from './inbox-api';
import { INBOX_POLL_MS, inboxKeys } from './inbox-query';
import { isLeadStats } from './lead-stats-view';

export interface LeadStatsState {
  stats: LeadStats | null;
  /** Why there is nothing to show: offline, or the server's answer could not be used. */
  missing: 'offline' | 'failed' | null;
}

/** An answer the chart cannot use. */
class UnusableStats extends Error {}

async function usableStats(signal: AbortSignal): Promise<LeadStats> {
  const answer: unknown = await inboxApi.stats(signal);
  if (!isLeadStats(answer)) throw new UnusableStats('The stats could not be read.');
  return answer;
}

export function useLeadStats(): LeadStatsState {
  // A 401 signs the inbox out through the list, which asks at the same moment.
  const { data, error } = useQuery({ queryKey: inboxKeys.stats, queryFn: ({ signal }) => usableStats(signal), refetchInterval: INBOX_POLL_MS });
  if (data) return { stats: data, missing: null };
  return { stats: null, missing: error === null ? null : error instanceof InboxOfflineError ? 'offline' : 'failed' };
}
