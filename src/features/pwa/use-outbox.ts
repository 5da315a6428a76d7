import { useCallback, useEffect, useState } from 'react';
import { isLeadEntry, type LeadOutboxEntry } from '@/outbox/outbox-db';
import { discardEntry, listOutbox, markForRetry, onOutboxEvent, replayOutbox } from '@/outbox/outbox';

/**
 * The outbox as the visitor sees it, kept current by the events of every tab and the worker: their
 * leads (what the studio's inbox keeps there is its own business).
 */
export function useOutbox() {
  const [entries, setEntries] = useState<LeadOutboxEntry[]>([]);

  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    let active = true;
    const load = () => {
      listOutbox().then(
        (current) => active && setEntries(current.filter(isLeadEntry)),
        () => active && setEntries([]),
      );
    };
    load();
    const unsubscribe = onOutboxEvent(load);
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  const retry = useCallback(async (id: string) => {
    await markForRetry(id);
    await replayOutbox({ ignoreBackoff: true });
  }, []);

  const discard = useCallback(async (id: string) => {
    await discardEntry(id);
  }, []);

  return {
    entries,
    waiting: entries.filter((entry) => entry.state === 'pending').length,
    needsAttention: entries.some((entry) => entry.state !== 'pending'),
    retry,
    discard,
  };
}
