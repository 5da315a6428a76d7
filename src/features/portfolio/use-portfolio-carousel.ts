import { useCallback, useEffect, useMemo, useReducer } from 'react';
import {
  autoAdvanceDelay,
  initialPortfolioState,
  PORTFOLIO_MANUAL_RESUME_MS,
  portfolioReducer,
  type PortfolioState,
} from './portfolio-state';

export interface PortfolioCarouselControls {
  state: PortfolioState;
  /** Whether the carousel is currently moving by itself. */
  autoAdvancing: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  togglePlay: () => void;
  setHovered: (hovered: boolean) => void;
  setInView: (inView: boolean) => void;
  setSuspended: (suspended: boolean) => void;
}

/** The portfolio reducer plus its two timers: auto-advance and the resume after a manual move. */
export function usePortfolioCarousel(count: number, reducedMotion: boolean): PortfolioCarouselControls {
  const [state, dispatch] = useReducer(portfolioReducer, count, initialPortfolioState);
  const delay = autoAdvanceDelay(state, reducedMotion);

  useEffect(() => {
    if (delay === null) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'next', source: 'auto' }), delay);
    return () => clearTimeout(timer);
    // Restart the wait after every move, whatever caused it.
  }, [delay, state.index]);

  useEffect(() => {
    if (!state.held) return undefined;
    const holdId = state.holdId;
    const timer = setTimeout(() => dispatch({ type: 'release-hold', holdId }), PORTFOLIO_MANUAL_RESUME_MS);
    return () => clearTimeout(timer);
  }, [state.held, state.holdId]);

  const next = useCallback(() => dispatch({ type: 'next', source: 'manual' }), []);
  const previous = useCallback(() => dispatch({ type: 'previous', source: 'manual' }), []);
  const goTo = useCallback((index: number) => dispatch({ type: 'go', index }), []);
  const togglePlay = useCallback(() => dispatch({ type: 'toggle-play' }), []);
  const setHovered = useCallback((hovered: boolean) => dispatch({ type: 'hover', hovered }), []);
  const setInView = useCallback((inView: boolean) => dispatch({ type: 'visibility', inView }), []);
  const setSuspended = useCallback((suspended: boolean) => dispatch({ type: 'suspend', suspended }), []);

  return useMemo(
    () => ({ state, autoAdvancing: delay !== null, next, previous, goTo, togglePlay, setHovered, setInView, setSuspended }),
    [state, delay, next, previous, goTo, togglePlay, setHovered, setInView, setSuspended],
  );
}
