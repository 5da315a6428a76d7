/**
 * The leads chosen for a bulk action: ticked one by one, a range with shift, the page, or every lead
 * the filters match. Forgotten when the filters change.
 */
import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * The chosen ids after a lead's checkbox was set to `checked`. With `range` and an earlier lead
 * ticked (the anchor) still in the list, every lead between the two takes the same state.
 */
export function chooseLeads(
  chosen: ReadonlySet<string>,
  ids: readonly string[],
  id: string,
  checked: boolean,
  range: boolean,
  anchor: string | null,
): Set<string> {
  const next = new Set(chosen);
  const from = range && anchor !== null ? ids.indexOf(anchor) : -1;
  const to = ids.indexOf(id);
  const span = from >= 0 && to >= 0 ? ids.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const each of span) {
    if (checked) next.add(each);
    else next.delete(each);
  }
  return next;
}

export interface BulkSelection {
  chosen: ReadonlySet<string>;
  allMatching: boolean;
  choose: (id: string, checked: boolean, range: boolean) => void;
  choosePage: (checked: boolean) => void;
  chooseAllMatching: () => void;
  clear: () => void;
}

/** The selection over the leads shown (`ids`, in the list's order), kept until `filterKey` changes. */
export function useBulkSelection(ids: readonly string[], filterKey: string): BulkSelection {
  const [state, setState] = useState<{ key: string; chosen: ReadonlySet<string>; allMatching: boolean }>(() => ({
    key: filterKey,
    chosen: new Set(),
    allMatching: false,
  }));
  const anchor = useRef<string | null>(null);
  // Other filters, another list: nothing of the last one stays chosen.
  if (state.key !== filterKey) setState({ key: filterKey, chosen: new Set(), allMatching: false });

  // A lead that left the list (deleted, or marked out of this filter) is no longer chosen.
  const chosen = useMemo(() => {
    const present = new Set(ids);
    return [...state.chosen].every((id) => present.has(id)) ? state.chosen : new Set([...state.chosen].filter((id) => present.has(id)));
  }, [ids, state.chosen]);

  const clear = useCallback(() => {
    anchor.current = null;
    setState((current) => ({ ...current, chosen: new Set(), allMatching: false }));
  }, []);
  const choose = useCallback(
    (id: string, checked: boolean, range: boolean) => {
      const from = anchor.current;
      anchor.current = id;
      setState((current) => ({ ...current, chosen: chooseLeads(current.chosen, ids, id, checked, range, from), allMatching: false }));
    },
    [ids],
  );
  const choosePage = useCallback(
    (checked: boolean) => {
      anchor.current = null;
      setState((current) => ({ ...current, chosen: checked ? new Set(ids) : new Set(), allMatching: false }));
    },
    [ids],
  );
  const chooseAllMatching = useCallback(() => setState((current) => ({ ...current, chosen: new Set(ids), allMatching: true })), [ids]);
  return { chosen, allMatching: state.allMatching, choose, choosePage, chooseAllMatching, clear };
}
