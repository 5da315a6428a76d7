import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typingPhrases } from '@/content/home';
import {
  ERASING_SPEED_MS,
  HOLD_MS,
  TYPING_SPEED_MS,
  initialTypingState,
  nextTypingState,
  startTyping,
  startTypingHeadlines,
  typingDelay,
  type TypingState,
} from './typing-text';

const first = typingPhrases[0];

/** Advances `times` steps of `ms`. */
function steps(ms: number, times: number) {
  for (let i = 0; i < times; i += 1) vi.advanceTimersByTime(ms);
}

/** A text node showing the first phrase, as the prerendered page does, with the typing started on it. */
function typed() {
  const text = document.createTextNode(first);
  startTyping(text, typingPhrases);
  return {
    get current() {
      return text.data;
    },
  };
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

  it('starts from the first phrase in full (as prerendered), holds 2000 ms, erases one per 50 ms, types the next one per 100 ms', () => {
    const result = typed();
    // The prerendered page shows the first phrase whole: the typing starts from exactly that.
    expect(result.current).toBe(first);

    // Held in full for 2000 ms.
    vi.advanceTimersByTime(HOLD_MS - 1);
    expect(result.current).toBe(first);
    vi.advanceTimersByTime(1);
    expect(result.current).toBe(first);

    vi.advanceTimersByTime(ERASING_SPEED_MS - 1);
    expect(result.current).toBe(first);
    vi.advanceTimersByTime(1);
    expect(result.current).toBe(first.slice(0, -1));
    steps(ERASING_SPEED_MS, first.length - 1);
    expect(result.current).toBe('');

    vi.advanceTimersByTime(TYPING_SPEED_MS - 1);
    expect(result.current).toBe('');
    vi.advanceTimersByTime(1);
    expect(result.current).toBe(second.slice(0, 1));
    steps(TYPING_SPEED_MS, 2);
    expect(result.current).toBe(second.slice(0, 3));
    steps(TYPING_SPEED_MS, second.length - 3);
    expect(result.current).toBe(second);

    vi.advanceTimersByTime(HOLD_MS - 1);
    expect(result.current).toBe(second);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(ERASING_SPEED_MS);
    expect(result.current).toBe(second.slice(0, -1));
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
    let state = initialTypingState(typingPhrases);
    expect(state).toEqual({ phraseIndex: 0, length: 'Turnkey Web Apps'.length, phase: 'holding' });
    for (let step = 0; step < 2000 && seen.length < typingPhrases.length + 1; step += 1) {
      if (state.phase === 'holding') seen.push(state.phraseIndex);
      const next = nextTypingState(state, typingPhrases);
      if (state.phase === 'holding') expect(next.phase).toBe('erasing');
      state = next;
    }
    expect(seen).toEqual([...typingPhrases.keys(), 0]);
  });

  it('leaves the first phrase in place under reduced motion', () => {
    document.body.innerHTML = `<p><span data-typing='${JSON.stringify(typingPhrases)}'>${first}<span></span></span></p>`;
    const matchMedia = vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    startTypingHeadlines();
    vi.advanceTimersByTime(60_000);
    expect(document.querySelector('[data-typing]')?.textContent).toBe(first);
    matchMedia.mockRestore();
  });

  it('starts each headline of the page once, from its own phrases', () => {
    document.body.innerHTML = `<p><span data-typing='${JSON.stringify(['Ab', 'Cd'])}'>Ab<span></span></span></p>`;
    startTypingHeadlines();
    startTypingHeadlines();
    vi.advanceTimersByTime(HOLD_MS + ERASING_SPEED_MS);
    expect(document.querySelector('[data-typing]')?.firstChild?.textContent).toBe('A');
    vi.advanceTimersByTime(ERASING_SPEED_MS + TYPING_SPEED_MS);
    expect(document.querySelector('[data-typing]')?.firstChild?.textContent).toBe('C');
  });
});
