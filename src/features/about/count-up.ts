import { prefersReducedMotion } from '@/components/motion';

/** How often a running counter repaints. */
export const COUNTER_TICK_MS = 16;

/** The counter's value `elapsedMs` after it started: eases out and lands exactly on `target`. */
export function countAt(target: number, durationMs: number, elapsedMs: number): number {
  if (elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  const progress = elapsedMs / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(target, Math.floor(target * eased));
}

/** Marks a counter's number; its value is `{ target, durationMs }` as JSON, its text the final figure. */
export const COUNT_UP_ATTRIBUTE = 'data-count-up';

export interface CountUp {
  target: number;
  durationMs: number;
}

/**
 * Counts `element` (a text node's owner showing `target`) from 0 up to `target` over `durationMs`;
 * `suffix` follows the number. Returns a function that stops it.
 */
export function countUp(element: Element, { target, durationMs }: CountUp, suffix = ''): () => void {
  const startedAt = Date.now();
  element.textContent = `0${suffix}`;
  const timer = window.setInterval(() => {
    const elapsed = Date.now() - startedAt;
    element.textContent = `${countAt(target, durationMs, elapsed)}${suffix}`;
    if (elapsed >= durationMs) window.clearInterval(timer);
  }, COUNTER_TICK_MS);
  return () => window.clearInterval(timer);
}

/** How much of a counter must be on screen before it starts. */
const SEEN_THRESHOLD = 0.3;

/**
 * Starts every counter in `root` the first time it is on screen. The page shows the final figures
 * (as prerendered) until then, and for good under reduced motion or without JavaScript.
 */
export function startCountUps(root: ParentNode = document): void {
  if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const value = entry.target.getAttribute(COUNT_UP_ATTRIBUTE);
        if (value === null) continue;
        const { target, durationMs, suffix } = JSON.parse(value) as CountUp & { suffix?: string };
        countUp(entry.target, { target, durationMs }, suffix ?? '');
      }
    },
    { threshold: SEEN_THRESHOLD },
  );
  for (const element of root.querySelectorAll(`[${COUNT_UP_ATTRIBUTE}]:not([data-count-started])`)) {
    element.setAttribute('data-count-started', '');
    observer.observe(element);
  }
}
