import { prefersReducedMotion } from '@/components/motion';

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

/** Marks the element whose text the headline types; its value is the phrases, as JSON. */
export const TYPING_ATTRIBUTE = 'data-typing';

/**
 * Types the phrases into `target` (its text, which starts as the first phrase in full, as
 * prerendered) and goes on through the cycle. Returns a function that stops it. Callers leave it
 * alone under reduced motion: the first phrase then stays.
 */
export function startTyping(target: Text, phrases: readonly string[]): () => void {
  let state = initialTypingState(phrases);
  let timer = 0;
  const step = () => {
    state = nextTypingState(state, phrases);
    target.data = (phrases[state.phraseIndex] ?? '').slice(0, state.length);
    timer = window.setTimeout(step, typingDelay(state));
  };
  timer = window.setTimeout(step, typingDelay(state));
  return () => window.clearTimeout(timer);
}

/** Starts every typing headline in `root` (the page's loader calls it once one is in view). */
export function startTypingHeadlines(root: ParentNode = document): void {
  if (prefersReducedMotion()) return;
  for (const element of root.querySelectorAll<HTMLElement>(`[${TYPING_ATTRIBUTE}]`)) {
    if (element.hasAttribute('data-typing-started')) continue;
    const text = element.firstChild;
    const phrases: unknown = JSON.parse(element.getAttribute(TYPING_ATTRIBUTE) ?? '[]');
    if (!(text instanceof Text) || !Array.isArray(phrases)) continue;
    element.setAttribute('data-typing-started', '');
    startTyping(text, phrases.map(String));
  }
}
