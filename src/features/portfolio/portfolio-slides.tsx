import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';
import type { PortfolioProject } from '@/content/portfolio';
import { ScreenFrame } from '@/components/screen-frame';
import { PORTFOLIO_AUTO_ADVANCE_MS, swipeDirection } from './portfolio-state';
import classes from './portfolio.module.css';

export interface PortfolioSlidesProps {
  projects: readonly PortfolioProject[];
  /** The reducer's index: the single source of truth, which Embla only animates to. */
  index: number;
  reducedMotion: boolean;
  view3d: boolean;
  /** How long until the next automatic move (see autoAdvanceDelay), or null to stay put. */
  autoAdvanceMs: number | null;
  /** Embla's autoplay moved the slides on: the reducer follows. */
  onAutoAdvance: () => void;
  onNext: () => void;
  onPrevious: () => void;
  onTogglePlay: () => void;
}

/**
 * The stage: each project's first screen in an Embla viewport, which follows `index`. Left and
 * right move, Space pauses and plays; a horizontal drag past the spec's 50 px moves by one.
 */
export function PortfolioSlides({
  projects,
  index,
  reducedMotion,
  view3d,
  autoAdvanceMs,
  onAutoAdvance,
  onNext,
  onPrevious,
  onTogglePlay,
}: PortfolioSlidesProps) {
  // Embla is held in a ref: starting it must not render the whole view again.
  const viewport = useRef<HTMLDivElement>(null);
  const embla = useRef<EmblaCarouselType | null>(null);
  const autoplay = useRef<AutoplayType | null>(null);
  // The wait Embla's autoplay was started with: it reads its delay when (re)initialised.
  const autoplayDelay = useRef(autoAdvanceMs ?? PORTFOLIO_AUTO_ADVANCE_MS);
  const onAutoAdvanceRef = useRef(onAutoAdvance);
  const pointerStartX = useRef<number | null>(null);

  useEffect(() => {
    onAutoAdvanceRef.current = onAutoAdvance;
  }, [onAutoAdvance]);

  const indexRef = useRef(index);
  useEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    // Embla's autoplay keeps the time; it is started, stopped and restarted below, as the
    // carousel's state says, and reads its wait from autoplayDelay whenever it is initialised.
    const plugin = Autoplay({
      delay: (snaps) => snaps.map(() => autoplayDelay.current),
      playOnInit: false,
      stopOnFocusIn: false,
      stopOnInteraction: false,
    });
    const api = EmblaCarousel(
      element,
      {
        loop: true,
        // The spec's rule is a distance (50 px, see swipeDirection); Embla's drag decides by the
        // speed of the release, so the stage reads the pointer itself.
        watchDrag: false,
        duration: 30,
      },
      [plugin],
    );
    autoplay.current = plugin;
    api.on('autoplay:select', () => onAutoAdvanceRef.current());
    embla.current = api;
    if (api.selectedScrollSnap() !== indexRef.current) api.scrollTo(indexRef.current, true);
    return () => {
      api.destroy();
      embla.current = null;
      autoplay.current = null;
    };
  }, []);
  useEffect(() => {
    indexRef.current = index;
    const api = embla.current;
    if (api && api.selectedScrollSnap() !== index) api.scrollTo(index, reducedMotion);
  }, [index, reducedMotion]);

  // Every move, whatever caused it, and every change of the wait start the wait again.
  useEffect(() => {
    const api = embla.current;
    const plugin = autoplay.current;
    if (!api || !plugin) return;
    if (autoAdvanceMs === null) {
      plugin.stop();
      return;
    }
    if (autoplayDelay.current !== autoAdvanceMs) {
      // The plugin reads its delay only when it starts: out of view (2.5 s) and back (5 s) restart it.
      autoplayDelay.current = autoAdvanceMs;
      api.reInit();
    }
    plugin.play();
  }, [autoAdvanceMs, index]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      onNext();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      onPrevious();
    } else if (event.key === ' ' && event.target === event.currentTarget) {
      event.preventDefault();
      onTogglePlay();
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointerStartX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (pointerStartX.current === null) return;
    const direction = swipeDirection(event.clientX - pointerStartX.current);
    pointerStartX.current = null;
    if (direction === 'next') onNext();
    if (direction === 'previous') onPrevious();
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Portfolio projects"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        pointerStartX.current = null;
      }}
      className={classes.stage}
      data-view3d={view3d || undefined}
      data-testid="portfolio-stage"
    >
      <div className={classes.viewport} ref={viewport}>
        <div className={classes.track}>
          {projects.map((item, itemIndex) => (
            <div
              key={item.slug}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${itemIndex + 1} of ${projects.length}: ${item.client}`}
              aria-hidden={itemIndex !== index || undefined}
            >
              <div className={classes.frame}>
                <ScreenFrame image={item.images[0]} sizes="(min-width: 1320px) 720px, (min-width: 992px) 55vw, calc(100vw - 48px)" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
