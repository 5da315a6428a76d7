import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAV_SCROLL_THRESHOLD_PX, SCROLL_TOP_THRESHOLD_PX } from './constants';
import { isScrolledPast, scrollProgress, startScrollEffects } from './scroll-effects';
import { ScrollProgress } from './scroll-progress';
import { ScrollToTopButton } from './scroll-to-top';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll thresholds', () => {
  it('counts only strictly more than the threshold', () => {
    expect(isScrolledPast(NAV_SCROLL_THRESHOLD_PX, NAV_SCROLL_THRESHOLD_PX)).toBe(false);
    expect(isScrolledPast(NAV_SCROLL_THRESHOLD_PX + 1, NAV_SCROLL_THRESHOLD_PX)).toBe(true);
    expect(isScrolledPast(SCROLL_TOP_THRESHOLD_PX, SCROLL_TOP_THRESHOLD_PX)).toBe(false);
    expect(isScrolledPast(SCROLL_TOP_THRESHOLD_PX + 1, SCROLL_TOP_THRESHOLD_PX)).toBe(true);
  });

  it('computes the reading progress and clamps it', () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(1000, 3000, 1000)).toBe(0.5);
    expect(scrollProgress(5000, 3000, 1000)).toBe(1);
    expect(scrollProgress(0, 800, 1000)).toBe(0);
  });
});

describe('startScrollEffects on the static shell', () => {
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    scrollTo(0);
    render(createElement('div', null, createElement('header', { 'data-site-header': '' }), createElement(ScrollProgress), createElement(ScrollToTopButton)));
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
    stop = startScrollEffects();
    vi.advanceTimersToNextFrame();
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    scrollTo(0);
  });

  const header = () => document.querySelector('[data-site-header]')!;
  const topButton = () => document.querySelector('[data-scroll-top]')!;
  const bar = () => document.querySelector<HTMLElement>('[data-scroll-progress]')!;

  it('turns the top bar translucent past 20 px, once per animation frame', () => {
    expect(header().hasAttribute('data-scrolled')).toBe(false);
    scrollTo(21);
    // Not before the next frame: scroll handlers only schedule work.
    expect(header().hasAttribute('data-scrolled')).toBe(false);
    vi.advanceTimersToNextFrame();
    expect(header().hasAttribute('data-scrolled')).toBe(true);
    scrollTo(20);
    vi.advanceTimersToNextFrame();
    expect(header().hasAttribute('data-scrolled')).toBe(false);
  });

  it('shows the scroll-to-top button past 300 px only', () => {
    scrollTo(300);
    vi.advanceTimersToNextFrame();
    expect(topButton().hasAttribute('data-visible')).toBe(false);
    scrollTo(301);
    vi.advanceTimersToNextFrame();
    expect(topButton().hasAttribute('data-visible')).toBe(true);
  });

  it('fills the progress bar with the reading progress', () => {
    expect(bar().style.transform).toBe('scaleX(0)');
    scrollTo(1000);
    vi.advanceTimersToNextFrame();
    expect(bar().style.transform).toBe('scaleX(0.5)');
  });

  it('scrolls back to the top smoothly, or at once when reduced motion is asked for', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    (topButton() as HTMLButtonElement).click();
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    const matchMedia = vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    (topButton() as HTMLButtonElement).click();
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
    matchMedia.mockRestore();
    scroll.mockRestore();
  });
});
