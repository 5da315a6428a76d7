/**
 * The chart's numbers: asked for when the inbox opens and again each time the list is refreshed
 * from the server (a new lead, a change sent), so the chart follows the list. Offline, or on an
 * error, the numbers last shown stay; an answer that comes after a newer one is dropped.
 */
import { useEffect, useRef, useState } from 'react';
import { inboxApi, InboxOfflineError, type LeadStats } from './inbox-api';
import { isLeadStats } from './lead-stats-view';

export interface LeadStatsState {
  stats: LeadStats | null;
  /** Why there is nothing to show: offline, or the server's answer could not be used. */
  missing: 'offline' | 'failed' | null;
}

export function useLeadStats(refreshes: number): LeadStatsState {
  const [state, setState] = useState<LeadStatsState>({ stats: null, missing: null });
  const latest = useRef(0);

  useEffect(() => {
    const asked = ++latest.current;
    inboxApi.stats().then(
      (answer: unknown) => {
        if (asked !== latest.current) return;
        if (isLeadStats(answer)) setState({ stats: answer, missing: null });
        else setState((previous) => ({ ...previous, missing: previous.stats ? null : 'failed' }));
      },
      (error: unknown) => {
        if (asked !== latest.current) return;
        // A 401 signs the inbox out through the list, which asks at the same moment.
        setState((previous) => ({ ...previous, missing: previous.stats ? null : error instanceof InboxOfflineError ? 'offline' : 'failed' }));
      },
    );
  }, [refreshes]);

  return state;
}
