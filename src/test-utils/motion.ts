import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** Answers matchMedia as a browser would whose visitor does, or does not, ask for reduced motion. */
export function stubReducedMotion(reduce: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** Moves the fake clock on by `ms`, inside act(), so what the timers change is rendered. */
export function advanceTimers(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/**
 * Checks a change due `ms` from now on the fake clock: `read()` still gives `before` 1 ms short of
 * it, and `after` once the clock reaches it.
 */
export function expectChangeAt(ms: number, read: () => unknown, before: unknown, after: unknown): void {
  advanceTimers(ms - 1);
  expect(read(), `${ms - 1} ms on`).toBe(before);
  advanceTimers(1);
  expect(read(), `${ms} ms on`).toBe(after);
}
