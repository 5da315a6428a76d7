import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAV_SCROLL_THRESHOLD_PX, SCROLL_TOP_THRESHOLD_PX } from './constants';
import { isScrolledPast, scrollProgress, useScrolledPast } from './use-scroll';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll thresholds', () => {
  it('counts only strictly more than the threshold', () => {
    expect(isScrolledPast(NAV_SCROLL_THRESHOLD_PX, NAV_SCROLL_THRESHOLD_PX)).toBe(false);
    expect(isScrolledPast(NAV_SCROLL_THRESHOLD_PX + 1, NAV_SCROLL_THRESHOLD_PX)).toBe(true);
    expect(isScrolledPast(SCROLL_TOP_THRESHOLD_PX, SCROLL_TOP_THRESHOLD_PX)).toBe(false);
    expect(isScrolledPast(SCROLL_TOP_THRESHOLD_PX + 1, SCROLL_TOP_THRESHOLD_PX)).toBe(true);
  });

  it('computes the reading progress and clamps it', () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(1000, 3000, 1000)).toBe(0.5);
    expect(scrollProgress(5000, 3000, 1000)).toBe(1);
    expect(scrollProgress(0, 800, 1000)).toBe(0);
  });
});

describe('useScrolledPast', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    scrollTo(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    scrollTo(0);
  });

  it('follows the page scroll, once per animation frame', () => {
    const { result } = renderHook(() => useScrolledPast(NAV_SCROLL_THRESHOLD_PX));
    expect(result.current).toBe(false);

    act(() => scrollTo(NAV_SCROLL_THRESHOLD_PX + 1));
    // Not before the next frame: scroll handlers only schedule work.
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(true);

    act(() => {
      scrollTo(NAV_SCROLL_THRESHOLD_PX);
      vi.advanceTimersToNextFrame();
    });
    expect(result.current).toBe(false);
  });

  it('reads the position on mount', () => {
    scrollTo(SCROLL_TOP_THRESHOLD_PX + 50);
    const { result } = renderHook(() => useScrolledPast(SCROLL_TOP_THRESHOLD_PX));
    expect(result.current).toBe(true);
  });
});
