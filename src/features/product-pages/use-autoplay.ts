import { useEffect } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/** Product screenshot carousels move on every 5 s (spec section 9). */
export const PRODUCT_CAROUSEL_INTERVAL_MS = 5000;

export type AutoplayTarget = Pick<EmblaCarouselType, 'scrollNext' | 'on' | 'off'>;

export interface AutoplayOptions {
  /** Null turns auto-advance off (LegalFlow's carousel, reduced motion). */
  intervalMs: number | null;
  /** Hover, focus or the visitor's own pause. */
  paused: boolean;
}

/**
 * Advances an Embla carousel every `intervalMs` while not paused. Any slide change (a click on
 * previous/next or a dot) restarts the wait, so the next automatic move is a full interval later.
 */
export function useCarouselAutoplay(embla: AutoplayTarget | null, { intervalMs, paused }: AutoplayOptions): void {
  useEffect(() => {
    if (!embla || intervalMs === null || paused) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => embla.scrollNext(), intervalMs);
    };
    schedule();
    embla.on('select', schedule);
    return () => {
      clearTimeout(timer);
      embla.off('select', schedule);
    };
  }, [embla, intervalMs, paused]);
}
