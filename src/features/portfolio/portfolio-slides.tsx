import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import type { PortfolioProject } from '../../content/portfolio';
import { SiteImage } from '../../components/site-image';
import { swipeDirection } from './portfolio-state';
import classes from './portfolio.module.css';

export interface PortfolioSlidesProps {
  projects: readonly PortfolioProject[];
  /** The reducer's index: the single source of truth, which Embla only animates to. */
  index: number;
  reducedMotion: boolean;
  view3d: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onTogglePlay: () => void;
}

/**
 * The stage: each project's first screen in an Embla viewport, which follows `index`. Left and
 * right move, Space pauses and plays; a horizontal drag past the spec's 50 px moves by one.
 */
export function PortfolioSlides({ projects, index, reducedMotion, view3d, onNext, onPrevious, onTogglePlay }: PortfolioSlidesProps) {
  // Embla is held in a ref: starting it must not render the whole view again.
  const viewport = useRef<HTMLDivElement>(null);
  const embla = useRef<EmblaCarouselType | null>(null);
  const pointerStartX = useRef<number | null>(null);

  const indexRef = useRef(index);
  useEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    const api = EmblaCarousel(element, {
      loop: true,
      // The spec's rule is a distance (50 px, see swipeDirection); Embla's drag decides by the
      // speed of the release, so the stage reads the pointer itself.
      watchDrag: false,
      duration: 30,
    });
    embla.current = api;
    if (api.selectedScrollSnap() !== indexRef.current) api.scrollTo(indexRef.current, true);
    return () => {
      api.destroy();
      embla.current = null;
    };
  }, []);
  useEffect(() => {
    indexRef.current = index;
    const api = embla.current;
    if (api && api.selectedScrollSnap() !== index) api.scrollTo(index, reducedMotion);
  }, [index, reducedMotion]);

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
                <SiteImage image={item.images[0]} draggable={false} className={classes.image} />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
