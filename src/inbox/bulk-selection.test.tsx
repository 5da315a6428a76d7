import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLeads, useBulkSelection } from './bulk-selection';

const IDS = ['a', 'b', 'c', 'd', 'e'];

describe('choosing leads for a bulk action', () => {
  it('ticks or unticks one lead without shift, whatever was ticked before', () => {
    expect([...chooseLeads(new Set(), IDS, 'c', true, false, 'a')]).toEqual(['c']);
    expect([...chooseLeads(new Set(['a', 'c']), IDS, 'c', false, false, 'a')]).toEqual(['a']);
  });

  it('with shift, gives every lead from the last one ticked to this one the same state, either way along the list', () => {
    expect([...chooseLeads(new Set(['b']), IDS, 'd', true, true, 'b')]).toEqual(['b', 'c', 'd']);
    expect([...chooseLeads(new Set(['d']), IDS, 'a', true, true, 'd')]).toEqual(['d', 'a', 'b', 'c']);
    expect([...chooseLeads(new Set(IDS), IDS, 'b', false, true, 'd')]).toEqual(['a', 'e']);
  });

  it('with shift but no earlier lead (or one no longer listed), ticks only this one', () => {
    expect([...chooseLeads(new Set(), IDS, 'c', true, true, null)]).toEqual(['c']);
    expect([...chooseLeads(new Set(), IDS, 'c', true, true, 'gone')]).toEqual(['c']);
  });

  it('keeps the selection until the filters change, drops leads that leave the list, and chooses the page or every match', () => {
    const { result, rerender } = renderHook(({ ids, key }) => useBulkSelection(ids, key), { initialProps: { ids: IDS, key: 'new' } });
    act(() => result.current.choose('b', true, false));
    act(() => result.current.choose('d', true, true));
    expect([...result.current.chosen]).toEqual(['b', 'c', 'd']);
    rerender({ ids: ['a', 'b', 'd', 'e'], key: 'new' });
    expect([...result.current.chosen]).toEqual(['b', 'd']);

    act(() => result.current.choosePage(true));
    expect([...result.current.chosen]).toEqual(['a', 'b', 'd', 'e']);
    expect(result.current.allMatching).toBe(false);
    act(() => result.current.chooseAllMatching());
    expect(result.current.allMatching).toBe(true);
    // Unticking one lead is no longer "all matching".
    act(() => result.current.choose('a', false, false));
    expect(result.current.allMatching).toBe(false);
    expect([...result.current.chosen]).toEqual(['b', 'd', 'e']);

    rerender({ ids: ['a', 'b', 'd', 'e'], key: 'handled' });
    expect([...result.current.chosen]).toEqual([]);
    act(() => result.current.choosePage(true));
    act(() => result.current.clear());
    expect([...result.current.chosen]).toEqual([]);
    act(() => result.current.choosePage(true));
    act(() => result.current.choosePage(false));
    expect(result.current.chosen.size).toBe(0);
  });
});
