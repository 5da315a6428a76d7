import { useEffect, useState } from 'react';

/** Typing headline cadence (spec section 9). */
export const TYPING_SPEED_MS = 100;
export const ERASING_SPEED_MS = 50;
export const HOLD_MS = 2000;

export type TypingPhase = 'typing' | 'holding' | 'erasing';

export interface TypingState {
  phraseIndex: number;
  /** How many characters of the phrase are shown. */
  length: number;
  phase: TypingPhase;
}

/** The first phrase in full, held: what the prerendered page shows, and where the typing starts. */
export function initialTypingState(phrases: readonly string[]): TypingState {
  return { phraseIndex: 0, length: phrases[0]?.length ?? 0, phase: 'holding' };
}

/** One step of the headline: type a character, finish holding, erase a character or move on. */
export function nextTypingState(state: TypingState, phrases: readonly string[]): TypingState {
  const phrase = phrases[state.phraseIndex] ?? '';
  switch (state.phase) {
    case 'typing': {
      const length = Math.min(state.length + 1, phrase.length);
      return length >= phrase.length ? { ...state, length, phase: 'holding' } : { ...state, length };
    }
    case 'holding':
      return { ...state, phase: 'erasing' };
    case 'erasing': {
      const length = state.length - 1;
      if (length > 0) return { ...state, length };
      // Erased: the next phrase starts, wrapping after the last one.
      return { phraseIndex: (state.phraseIndex + 1) % phrases.length, length: 0, phase: 'typing' };
    }
  }
}

/** How long the headline stays in `state` before the next step. */
export function typingDelay(state: TypingState): number {
  switch (state.phase) {
    case 'typing':
      return TYPING_SPEED_MS;
    case 'holding':
      return HOLD_MS;
    case 'erasing':
      return ERASING_SPEED_MS;
  }
}

/**
 * The text the typing headline shows now: the first phrase in full, held, then erased as the cycle
 * goes on. When `animate` is false (reduced motion) the first phrase stays and nothing changes.
 */
export function useTypingText(phrases: readonly string[], animate: boolean): string {
  const [state, setState] = useState<TypingState>(() => initialTypingState(phrases));

  useEffect(() => {
    if (!animate) return undefined;
    const timer = setTimeout(() => setState((current) => nextTypingState(current, phrases)), typingDelay(state));
    return () => clearTimeout(timer);
  }, [animate, phrases, state]);

  if (!animate) return phrases[0] ?? '';
  return (phrases[state.phraseIndex] ?? '').slice(0, state.length);
}
