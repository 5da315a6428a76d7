import { useCallback, useEffect, useState } from 'react';

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

/**
 * The final figure until `start` turns true (the prerendered page, and a visitor whose scripts
 * never run, see the real number), then a count from 0 up to `target` over `durationMs`. When
 * `animate` is false (reduced motion) the target stays.
 */
export function useCountUp(target: number, durationMs: number, start: boolean, animate: boolean): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    if (!start || !animate) return undefined;
    setValue(0);
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const elapsed = Date.now() - startedAt;
      setValue(countAt(target, durationMs, elapsed));
      if (elapsed >= durationMs) clearInterval(timer);
    }, COUNTER_TICK_MS);
    return () => clearInterval(timer);
  }, [animate, durationMs, start, target]);

  return animate ? value : target;
}

/** A ref callback and whether its element has been at least partly on screen yet. */
export function useSeenOnce<T extends Element>(threshold = 0.3) {
  const [seen, setSeen] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || seen) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setSeen(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setSeen(true);
            observer.disconnect();
          }
        },
        { threshold },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [seen, threshold],
  );
  return [ref, seen] as const;
}
