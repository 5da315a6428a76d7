import { useEffect, useState } from 'react';

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

/**
 * Calls `read` on mount and at most once per animation frame while the page scrolls or resizes,
 * and keeps its latest result. Reading layout in a frame keeps scroll handlers cheap.
 */
function useScrollValue<T>(read: () => T, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setValue(read());
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
    // `read` is expected to be stable for the component's life (a closure over constants).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}

export function useScrolledPast(threshold: number): boolean {
  return useScrollValue(() => isScrolledPast(window.scrollY, threshold), false);
}

export function useScrollProgress(): number {
  return useScrollValue(
    () => scrollProgress(window.scrollY, document.documentElement.scrollHeight, window.innerHeight),
    0,
  );
}
