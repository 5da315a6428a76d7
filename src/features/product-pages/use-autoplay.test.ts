import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_CAROUSEL_INTERVAL_MS, useCarouselAutoplay, type AutoplayTarget } from './use-autoplay';

function fakeEmbla() {
  const listeners = new Set<() => void>();
  const embla = {
    scrollNext: vi.fn(() => listeners.forEach((listener) => listener())),
    on: vi.fn((_event: string, listener: () => void) => {
      listeners.add(listener);
      return embla;
    }),
    off: vi.fn((_event: string, listener: () => void) => {
      listeners.delete(listener);
      return embla;
    }),
    select: () => listeners.forEach((listener) => listener()),
  };
  return embla;
}

describe('product carousel autoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves to the next screenshot every 5 s', () => {
    const embla = fakeEmbla();
    renderHook(() => useCarouselAutoplay(embla as unknown as AutoplayTarget, { intervalMs: PRODUCT_CAROUSEL_INTERVAL_MS, paused: false }));
    expect(PRODUCT_CAROUSEL_INTERVAL_MS).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10000);
    expect(embla.scrollNext).toHaveBeenCalledTimes(3);
  });

  it('waits a full interval after a manual move', () => {
    const embla = fakeEmbla();
    renderHook(() => useCarouselAutoplay(embla as unknown as AutoplayTarget, { intervalMs: PRODUCT_CAROUSEL_INTERVAL_MS, paused: false }));
    vi.advanceTimersByTime(4000);
    embla.select();
    vi.advanceTimersByTime(4000);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('does nothing without an interval (LegalFlow) or while paused', () => {
    const embla = fakeEmbla();
    const { rerender } = renderHook((props: { intervalMs: number | null; paused: boolean }) => useCarouselAutoplay(embla as unknown as AutoplayTarget, props), {
      initialProps: { intervalMs: null as number | null, paused: false },
    });
    vi.advanceTimersByTime(30000);
    rerender({ intervalMs: PRODUCT_CAROUSEL_INTERVAL_MS, paused: true });
    vi.advanceTimersByTime(30000);
    expect(embla.scrollNext).not.toHaveBeenCalled();
  });
});
