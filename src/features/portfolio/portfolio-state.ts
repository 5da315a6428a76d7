/**
 * The portfolio carousel's behaviour as a pure reducer (spec section 4, "Portfolio carousel";
 * timings of section 9). The hook in use-portfolio-carousel.ts only adds the timers.
 */

/** Auto-advance while playing and in view. */
export const PORTFOLIO_AUTO_ADVANCE_MS = 5000;
/** Auto-advance while the section is scrolled out of view. */
export const PORTFOLIO_OUT_OF_VIEW_ADVANCE_MS = 2500;
/** After a manual move the carousel waits this long before it plays again. */
export const PORTFOLIO_MANUAL_RESUME_MS = 15000;
/** A horizontal drag longer than this changes project. */
export const SWIPE_THRESHOLD_PX = 50;

export interface PortfolioState {
  index: number;
  count: number;
  /** The visitor's play/pause choice (button or Space). */
  playing: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** A manual move holds auto-advance until the resume delay has passed. */
  held: boolean;
  /** Identifies the latest hold, so an older resume timer cannot release a newer hold. */
  holdId: number;
  inView: boolean;
  /** Something covers the carousel (the fullscreen preview). */
  suspended: boolean;
}

export type PortfolioAction =
  | { type: 'next' | 'previous'; source: 'auto' | 'manual' }
  | { type: 'go'; index: number }
  | { type: 'toggle-play' }
  | { type: 'hover'; hovered: boolean }
  | { type: 'visibility'; inView: boolean }
  | { type: 'suspend'; suspended: boolean }
  | { type: 'release-hold'; holdId: number };

export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function initialPortfolioState(count: number): PortfolioState {
  return { index: 0, count, playing: true, hovered: false, held: false, holdId: 0, inView: true, suspended: false };
}

function hold(state: PortfolioState): Pick<PortfolioState, 'held' | 'holdId'> {
  return { held: true, holdId: state.holdId + 1 };
}

export function portfolioReducer(state: PortfolioState, action: PortfolioAction): PortfolioState {
  switch (action.type) {
    case 'next':
    case 'previous': {
      const step = action.type === 'next' ? 1 : -1;
      const index = wrapIndex(state.index + step, state.count);
      return action.source === 'manual' ? { ...state, index, ...hold(state) } : { ...state, index };
    }
    case 'go':
      return { ...state, index: wrapIndex(action.index, state.count), ...hold(state) };
    case 'toggle-play':
      // Playing again is an explicit wish: it also ends any hold left by a manual move.
      return state.playing ? { ...state, playing: false } : { ...state, playing: true, held: false };
    case 'hover':
      return { ...state, hovered: action.hovered };
    case 'visibility':
      return { ...state, inView: action.inView };
    case 'suspend':
      return { ...state, suspended: action.suspended };
    case 'release-hold':
      return action.holdId === state.holdId ? { ...state, held: false } : state;
  }
}

/** How long until the next automatic move, or null when the carousel should stay put. */
export function autoAdvanceDelay(state: PortfolioState, reducedMotion: boolean): number | null {
  if (reducedMotion || state.count < 2) return null;
  if (!state.playing || state.held || state.suspended) return null;
  if (!state.inView) return PORTFOLIO_OUT_OF_VIEW_ADVANCE_MS;
  if (state.hovered) return null;
  return PORTFOLIO_AUTO_ADVANCE_MS;
}

/** The move a horizontal drag asks for: left is next, right is previous, short drags nothing. */
export function swipeDirection(deltaX: number, threshold = SWIPE_THRESHOLD_PX): 'next' | 'previous' | null {
  if (deltaX < -threshold) return 'next';
  if (deltaX > threshold) return 'previous';
  return null;
}
