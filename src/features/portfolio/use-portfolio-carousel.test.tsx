import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePortfolioCarousel } from './use-portfolio-carousel';

describe('portfolio carousel timings', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('auto-advances every 5 s and wraps after the last project', () => {
    const { result } = renderHook(() => usePortfolioCarousel(3, false));
    advance(4999);
    expect(result.current.state.index).toBe(0);
    advance(1);
    expect(result.current.state.index).toBe(1);
    advance(5000);
    advance(5000);
    expect(result.current.state.index).toBe(0);
  });

  it('advances every 2.5 s while the section is out of view', () => {
    const { result } = renderHook(() => usePortfolioCarousel(6, false));
    act(() => result.current.setInView(false));
    advance(2500);
    expect(result.current.state.index).toBe(1);
    advance(2500);
    expect(result.current.state.index).toBe(2);
  });

  it('pauses while hovered and resumes on leave', () => {
    const { result } = renderHook(() => usePortfolioCarousel(6, false));
    act(() => result.current.setHovered(true));
    advance(20000);
    expect(result.current.state.index).toBe(0);
    act(() => result.current.setHovered(false));
    advance(5000);
    expect(result.current.state.index).toBe(1);
  });

  it('holds for 15 s after a manual move, then plays again', () => {
    const { result } = renderHook(() => usePortfolioCarousel(6, false));
    act(() => result.current.next());
    expect(result.current.state.index).toBe(1);
    advance(14999);
    expect(result.current.state.index).toBe(1);
    advance(1);
    // Released: the next automatic move comes a full interval later.
    advance(4999);
    expect(result.current.state.index).toBe(1);
    advance(1);
    expect(result.current.state.index).toBe(2);
  });

  it('restarts the 15 s hold on every manual move', () => {
    const { result } = renderHook(() => usePortfolioCarousel(6, false));
    act(() => result.current.goTo(4));
    advance(10000);
    act(() => result.current.previous());
    expect(result.current.state.index).toBe(3);
    advance(10000);
    expect(result.current.state.index).toBe(3);
    // 15 s after the second move the hold ends; 5 s later the carousel moves on.
    advance(5000);
    expect(result.current.state.index).toBe(3);
    advance(5000);
    expect(result.current.state.index).toBe(4);
  });

  it('stays paused after the visitor pauses, even past the resume delay', () => {
    const { result } = renderHook(() => usePortfolioCarousel(6, false));
    act(() => result.current.togglePlay());
    act(() => result.current.next());
    advance(60000);
    expect(result.current.state.index).toBe(1);
    act(() => result.current.togglePlay());
    advance(5000);
    expect(result.current.state.index).toBe(2);
  });

  it('never moves by itself under reduced motion', () => {
    const { result } = renderHook(() => usePortfolioCarousel(6, true));
    advance(60000);
    expect(result.current.state.index).toBe(0);
    expect(result.current.autoAdvancing).toBe(false);
  });
});
