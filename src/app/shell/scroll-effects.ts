/**
 * What the static shell does as the page scrolls, without React: the top bar turns translucent past
 * NAV_SCROLL_THRESHOLD_PX, the progress bar fills, and the scroll-to-top button shows past
 * SCROLL_TOP_THRESHOLD_PX and takes the visitor back up. Started once by the page's loader; it looks
 * its elements up on every frame it updates, so it keeps working on whatever page is shown.
 */
import { scrollBehavior } from '@/components/motion';
import { NAV_SCROLL_THRESHOLD_PX, SCROLL_TOP_THRESHOLD_PX } from './constants';
import { SCROLL_PROGRESS_ATTRIBUTE, SCROLL_TOP_ATTRIBUTE, SITE_HEADER_ATTRIBUTE } from './shell-markers';

/** True when the page has scrolled strictly more than `threshold` pixels. */
export function isScrolledPast(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}

/** Fraction of the page scrolled, 0..1; a page shorter than the viewport counts as 0. */
export function scrollProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}

function setFlag(element: Element | null, name: string, on: boolean): void {
  if (element === null || element.hasAttribute(name) === on) return;
  if (on) element.setAttribute(name, '');
  else element.removeAttribute(name);
}

/** Brings the shell up to date with the current scroll position (reads layout once, writes after). */
export function updateScrollEffects(): void {
  const scrollY = window.scrollY;
  const progress = scrollProgress(scrollY, document.documentElement.scrollHeight, window.innerHeight);
  setFlag(document.querySelector(`[${SITE_HEADER_ATTRIBUTE}]`), 'data-scrolled', isScrolledPast(scrollY, NAV_SCROLL_THRESHOLD_PX));
  setFlag(document.querySelector(`[${SCROLL_TOP_ATTRIBUTE}]`), 'data-visible', isScrolledPast(scrollY, SCROLL_TOP_THRESHOLD_PX));
  const bar = document.querySelector<HTMLElement>(`[${SCROLL_PROGRESS_ATTRIBUTE}]`);
  if (bar) bar.style.transform = `scaleX(${progress})`;
}

/** Starts the scroll effects: at most one update per animation frame while scrolling or resizing. */
export function startScrollEffects(): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame === 0)
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        updateScrollEffects();
      });
  };
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || event.target.closest(`[${SCROLL_TOP_ATTRIBUTE}]`) === null) return;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };
  schedule();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  document.addEventListener('click', onClick);
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    document.removeEventListener('click', onClick);
    if (frame !== 0) window.cancelAnimationFrame(frame);
  };
}
