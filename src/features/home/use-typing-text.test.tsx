import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typingPhrases } from '../../content/home';
import {
  ERASING_SPEED_MS,
  HOLD_MS,
  TYPING_SPEED_MS,
  initialTypingState,
  nextTypingState,
  typingDelay,
  useTypingText,
  type TypingState,
} from './use-typing-text';

const first = typingPhrases[0];

/** Advances `times` steps of `ms`, letting React schedule each next timer in between. */
function steps(ms: number, times: number) {
  for (let i = 0; i < times; i += 1) act(() => vi.advanceTimersByTime(ms));
}
const second = typingPhrases[1];

describe('typing headline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec cadence', () => {
    expect(TYPING_SPEED_MS).toBe(100);
    expect(HOLD_MS).toBe(2000);
    expect(ERASING_SPEED_MS).toBe(50);
    expect(typingPhrases).toHaveLength(12);
  });

  it('types one character per 100 ms, holds 2000 ms, erases one per 50 ms, then types the next phrase', () => {
    const { result } = renderHook(() => useTypingText(typingPhrases, true));
    expect(result.current).toBe('');

    act(() => vi.advanceTimersByTime(TYPING_SPEED_MS - 1));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(first.slice(0, 1));
    steps(TYPING_SPEED_MS, 2);
    expect(result.current).toBe(first.slice(0, 3));
    steps(TYPING_SPEED_MS, first.length - 3);
    expect(result.current).toBe(first);

    // Held in full for 2000 ms.
    act(() => vi.advanceTimersByTime(HOLD_MS - 1));
    expect(result.current).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(first);

    act(() => vi.advanceTimersByTime(ERASING_SPEED_MS));
    expect(result.current).toBe(first.slice(0, -1));
    steps(ERASING_SPEED_MS, first.length - 1);
    expect(result.current).toBe('');

    act(() => vi.advanceTimersByTime(TYPING_SPEED_MS));
    expect(result.current).toBe(second.slice(0, 1));
  });

  it('wraps from the last phrase to the first', () => {
    const last = typingPhrases.length - 1;
    let state: TypingState = { phraseIndex: last, length: 1, phase: 'erasing' };
    state = nextTypingState(state, typingPhrases);
    expect(state).toEqual({ phraseIndex: 0, length: 0, phase: 'typing' });
    expect(typingDelay(state)).toBe(TYPING_SPEED_MS);
  });

  it('walks every phrase in order over a full cycle', () => {
    const seen: number[] = [];
    let state = initialTypingState;
    for (let step = 0; step < 2000 && seen.length < typingPhrases.length + 1; step += 1) {
      if (state.phase === 'holding') seen.push(state.phraseIndex);
      const next = nextTypingState(state, typingPhrases);
      if (state.phase === 'holding') expect(next.phase).toBe('erasing');
      state = next;
    }
    expect(seen).toEqual([...typingPhrases.keys(), 0]);
  });

  it('shows the full first phrase and never changes under reduced motion', () => {
    const { result } = renderHook(() => useTypingText(typingPhrases, false));
    expect(result.current).toBe(first);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(first);
  });
});
