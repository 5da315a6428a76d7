import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { autoAdvanceDelay, initialPortfolioState, PORTFOLIO_MANUAL_RESUME_MS, portfolioReducer, type PortfolioState } from './portfolio-state';

export interface PortfolioCarouselControls {
  state: PortfolioState;
  /** How long until the next automatic move, or null while the carousel stays put. */
  autoAdvanceMs: number | null;
  /** The automatic move itself (Embla's autoplay keeps the time, see PortfolioSlides). */
  autoAdvance: () => void;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  togglePlay: () => void;
  setHovered: (hovered: boolean) => void;
  setInView: (inView: boolean) => void;
  setSuspended: (suspended: boolean) => void;
}

/**
 * The portfolio reducer, the wait before its next automatic move, and the timer that ends the
 * hold after a manual move.
 */
export function usePortfolioCarousel(count: number, reducedMotion: boolean): PortfolioCarouselControls {
  const [state, dispatch] = useReducer(portfolioReducer, count, initialPortfolioState);
  const autoAdvanceMs = autoAdvanceDelay(state, reducedMotion);

  useEffect(() => {
    if (!state.held) return undefined;
    const holdId = state.holdId;
    const timer = setTimeout(() => dispatch({ type: 'release-hold', holdId }), PORTFOLIO_MANUAL_RESUME_MS);
    return () => clearTimeout(timer);
  }, [state.held, state.holdId]);

  const autoAdvance = useCallback(() => dispatch({ type: 'next', source: 'auto' }), []);
  const next = useCallback(() => dispatch({ type: 'next', source: 'manual' }), []);
  const previous = useCallback(() => dispatch({ type: 'previous', source: 'manual' }), []);
  const goTo = useCallback((index: number) => dispatch({ type: 'go', index }), []);
  const togglePlay = useCallback(() => dispatch({ type: 'toggle-play' }), []);
  const setHovered = useCallback((hovered: boolean) => dispatch({ type: 'hover', hovered }), []);
  const setInView = useCallback((inView: boolean) => dispatch({ type: 'visibility', inView }), []);
  const setSuspended = useCallback((suspended: boolean) => dispatch({ type: 'suspend', suspended }), []);

  return useMemo(
    () => ({ state, autoAdvanceMs, autoAdvance, next, previous, goTo, togglePlay, setHovered, setInView, setSuspended }),
    [state, autoAdvanceMs, autoAdvance, next, previous, goTo, togglePlay, setHovered, setInView, setSuspended],
  );
}
