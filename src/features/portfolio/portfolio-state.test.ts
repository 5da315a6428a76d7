import { describe, expect, it } from 'vitest';
import {
  autoAdvanceDelay,
  initialPortfolioState,
  PORTFOLIO_AUTO_ADVANCE_MS,
  PORTFOLIO_OUT_OF_VIEW_ADVANCE_MS,
  portfolioReducer,
  SWIPE_THRESHOLD_PX,
  swipeDirection,
  wrapIndex,
} from './portfolio-state';

describe('portfolio reducer', () => {
  const start = initialPortfolioState(6);

  it('wraps the index both ways', () => {
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(-1, 6)).toBe(5);
    const last = portfolioReducer(start, { type: 'previous', source: 'manual' });
    expect(last.index).toBe(5);
    expect(portfolioReducer(last, { type: 'next', source: 'auto' }).index).toBe(0);
  });

  it('holds auto-advance after a manual move, not after an automatic one', () => {
    expect(portfolioReducer(start, { type: 'next', source: 'auto' }).held).toBe(false);
    const moved = portfolioReducer(start, { type: 'go', index: 3 });
    expect(moved).toMatchObject({ index: 3, held: true });
    expect(autoAdvanceDelay(moved, false)).toBeNull();
  });

  it('releases only the latest hold', () => {
    const first = portfolioReducer(start, { type: 'next', source: 'manual' });
    const second = portfolioReducer(first, { type: 'next', source: 'manual' });
    expect(portfolioReducer(second, { type: 'release-hold', holdId: first.holdId }).held).toBe(true);
    expect(portfolioReducer(second, { type: 'release-hold', holdId: second.holdId }).held).toBe(false);
  });

  it('advances every 5 s in view, 2.5 s out of view, never on hover, pause or reduced motion', () => {
    expect(autoAdvanceDelay(start, false)).toBe(PORTFOLIO_AUTO_ADVANCE_MS);
    expect(PORTFOLIO_AUTO_ADVANCE_MS).toBe(5000);
    expect(autoAdvanceDelay({ ...start, inView: false }, false)).toBe(PORTFOLIO_OUT_OF_VIEW_ADVANCE_MS);
    expect(PORTFOLIO_OUT_OF_VIEW_ADVANCE_MS).toBe(2500);
    expect(autoAdvanceDelay({ ...start, hovered: true }, false)).toBeNull();
    expect(autoAdvanceDelay(portfolioReducer(start, { type: 'toggle-play' }), false)).toBeNull();
    expect(autoAdvanceDelay(start, true)).toBeNull();
  });

  it('playing again ends a hold', () => {
    const paused = portfolioReducer(portfolioReducer(start, { type: 'next', source: 'manual' }), { type: 'toggle-play' });
    const playing = portfolioReducer(paused, { type: 'toggle-play' });
    expect(playing).toMatchObject({ playing: true, held: false });
  });
});

describe('swipe threshold', () => {
  it('needs a drag longer than 50 px', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeDirection(-50)).toBeNull();
    expect(swipeDirection(50)).toBeNull();
    expect(swipeDirection(-51)).toBe('next');
    expect(swipeDirection(51)).toBe('previous');
  });
});
