import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aboutCounters } from '../../content/about';
import { COUNTER_TICK_MS, countAt, useCountUp } from './use-count-up';

function run(ms: number) {
  // One act per tick so every interval callback's state update is flushed.
  for (let elapsed = 0; elapsed < ms; elapsed += COUNTER_TICK_MS) act(() => vi.advanceTimersByTime(COUNTER_TICK_MS));
}

describe('about counters', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are the spec targets and durations', () => {
    expect(aboutCounters.map((counter) => [counter.target, counter.durationMs, counter.label])).toEqual([
      [100, 2000, 'Projects Completed'],
      [50, 2500, 'Happy Clients'],
      [5, 1500, 'Years Experience'],
      [24, 3000, 'Support Hours'],
    ]);
  });

  it('counts from 0 and lands exactly on the target at the end', () => {
    expect(countAt(100, 2000, 0)).toBe(0);
    expect(countAt(100, 2000, 1000)).toBeGreaterThan(0);
    expect(countAt(100, 2000, 1999)).toBeLessThan(100);
    expect(countAt(100, 2000, 2000)).toBe(100);
    expect(countAt(100, 2000, 5000)).toBe(100);
  });

  for (const counter of aboutCounters) {
    it(`reaches ${counter.target} ${counter.label} in ${counter.durationMs} ms, not before`, () => {
      const { result } = renderHook(() => useCountUp(counter.target, counter.durationMs, true, true));
      expect(result.current).toBe(0);
      run(counter.durationMs / 2);
      expect(result.current).toBeGreaterThan(0);
      expect(result.current).toBeLessThan(counter.target);
      run(counter.durationMs / 2 - 3 * COUNTER_TICK_MS);
      expect(result.current).toBeLessThan(counter.target);
      run(4 * COUNTER_TICK_MS);
      expect(result.current).toBe(counter.target);
    });
  }

  it('waits until the counters are visible', () => {
    const { result, rerender } = renderHook(({ start }) => useCountUp(100, 2000, start, true), { initialProps: { start: false } });
    run(3000);
    expect(result.current).toBe(0);
    rerender({ start: true });
    run(2100);
    expect(result.current).toBe(100);
  });

  it('shows the target at once under reduced motion', () => {
    const { result } = renderHook(() => useCountUp(24, 3000, false, false));
    expect(result.current).toBe(24);
  });
});
