import { useCallback, useEffect, useReducer, useState } from 'react';

/** Home testimonial carousel timings (spec section 9). */
export const AUTO_ADVANCE_MS = 2000;
export const ARROW_PAUSE_MS = 1000;
export const DOT_PAUSE_MS = 20000;

/** 1: the new slide comes from the right (forward); -1: from the left (backward). */
export type SlideDirection = 1 | -1;

export interface CarouselState {
  count: number;
  index: number;
  direction: SlideDirection;
  /** A manual move pauses auto-advance for `ms`; `id` restarts the pause on every move. */
  pause: { ms: number; id: number } | null;
}

export type CarouselAction =
  { type: 'auto' } | { type: 'next' } | { type: 'previous' } | { type: 'goTo'; index: number } | { type: 'swiped'; index: number } | { type: 'resume' };

const wrap = (index: number, count: number) => ((index % count) + count) % count;

function pauseFor(state: CarouselState, ms: number): CarouselState['pause'] {
  return { ms, id: (state.pause?.id ?? 0) + 1 };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'auto':
      return { ...state, index: wrap(state.index + 1, state.count), direction: 1 };
    case 'next':
      return { ...state, index: wrap(state.index + 1, state.count), direction: 1, pause: pauseFor(state, ARROW_PAUSE_MS) };
    case 'previous':
      return { ...state, index: wrap(state.index - 1, state.count), direction: -1, pause: pauseFor(state, ARROW_PAUSE_MS) };
    case 'goTo': {
      const index = wrap(action.index, state.count);
      const direction: SlideDirection = index >= state.index ? 1 : -1;
      return { ...state, index, direction, pause: pauseFor(state, DOT_PAUSE_MS) };
    }
    case 'swiped': {
      // A drag or a keyboard arrow inside the carousel: treated like the arrow buttons.
      const index = wrap(action.index, state.count);
      if (index === state.index) return state;
      const direction: SlideDirection = index === wrap(state.index + 1, state.count) ? 1 : -1;
      return { ...state, index, direction, pause: pauseFor(state, ARROW_PAUSE_MS) };
    }
    case 'resume':
      return { ...state, pause: null };
  }
}

export interface TestimonialCarousel {
  index: number;
  direction: SlideDirection;
  /** Whether auto-advance is running right now. */
  playing: boolean;
  /** Whether the visitor stopped rotation with the pause button. */
  stopped: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  swiped: (index: number) => void;
  toggleStopped: () => void;
  setHovered: (hovered: boolean) => void;
  setFocused: (focused: boolean) => void;
}

/**
 * Auto-advances every AUTO_ADVANCE_MS with wrap-around while `autoPlay` is on (off under reduced
 * motion), pauses while hovered or focused from the keyboard, for ARROW_PAUSE_MS after an arrow
 * and for DOT_PAUSE_MS after a dot.
 */
export function useTestimonialCarousel(count: number, autoPlay: boolean): TestimonialCarousel {
  const [state, dispatch] = useReducer(carouselReducer, { count, index: 0, direction: 1, pause: null });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (!state.pause) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'resume' }), state.pause.ms);
    return () => clearTimeout(timer);
  }, [state.pause]);

  const playing = autoPlay && !stopped && !hovered && !focused && state.pause === null && count > 1;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => dispatch({ type: 'auto' }), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [playing]);

  return {
    index: state.index,
    direction: state.direction,
    playing,
    stopped,
    next: useCallback(() => dispatch({ type: 'next' }), []),
    previous: useCallback(() => dispatch({ type: 'previous' }), []),
    goTo: useCallback((index: number) => dispatch({ type: 'goTo', index }), []),
    swiped: useCallback((index: number) => dispatch({ type: 'swiped', index }), []),
    toggleStopped: useCallback(() => setStopped((value) => !value), []),
    setHovered,
    setFocused,
  };
}
