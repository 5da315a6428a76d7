import '@mantine/carousel/styles.layer.css';
import { useEffect, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { Button, Group } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { island } from '@/islands/island';
import { getProductPage } from '@/content/product-pages';
import { findProduct, type ProductId } from '@/content/products';
import { ScreenFrame } from '@/components/screen-frame';
import classes from './product-page.module.css';

/** Product screenshot carousels move on every 5 s (spec section 9). */
export const PRODUCT_CAROUSEL_INTERVAL_MS = 5000;

/**
 * Product screenshots in a looping Mantine carousel with previous/next and dots, advancing every
 * PRODUCT_CAROUSEL_INTERVAL_MS, except LegalFlow's (the legal layout), which moves only when the
 * visitor moves it. The first screenshot shows on arrival.
 */
function ScreenshotCarouselView({ productId }: { productId: ProductId }) {
  const content = getProductPage(productId);
  const productName = findProduct(productId)?.name ?? '';
  const screenshots = 'screenshots' in content ? content.screenshots : [];
  const autoAdvance = content.layout === 'standard';
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  // Embla's autoplay keeps the time; this component says when it may run. It starts stopped, and
  // stops on a drag without playing again by itself (stopOnInteraction): both are decided below.
  const [autoplayPlugin] = useState(() => Autoplay({ delay: PRODUCT_CAROUSEL_INTERVAL_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false }));
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const canAutoAdvance = autoAdvance && !reducedMotion;

  const paused = hovered || focused || stopped;
  useEffect(() => {
    if (!embla || !canAutoAdvance || paused) return undefined;
    autoplayPlugin.play();
    // Any move (previous/next, a dot, a drag, or its own) restarts the wait: the next automatic
    // move is a full interval later. A drag stopped the plugin: it plays again once released.
    const restart = () => autoplayPlugin.reset();
    const resume = () => autoplayPlugin.play();
    embla.on('select', restart).on('pointerUp', resume);
    return () => {
      embla.off('select', restart).off('pointerUp', resume);
      autoplayPlugin.stop();
    };
  }, [embla, canAutoAdvance, paused, autoplayPlugin]);
  // 'running' while the next screenshot is on its way by itself.
  const autoplay = !canAutoAdvance ? 'off' : embla && !paused ? 'running' : 'paused';

  return (
    <div
      className={classes.carouselWrap}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      data-autoplay={autoplay}
    >
      <Carousel
        aria-label={`${productName} screenshots`}
        emblaOptions={{ loop: true, duration: reducedMotion ? 10 : 25 }}
        withIndicators
        controlSize={40}
        controlsOffset={0}
        getEmblaApi={setEmbla}
        plugins={[autoplayPlugin]}
        previousControlProps={{ 'aria-label': 'Previous screenshot' }}
        nextControlProps={{ 'aria-label': 'Next screenshot' }}
        getIndicatorProps={(index) => ({ 'aria-label': `Show screenshot ${index + 1}: ${screenshots[index]?.caption ?? ''}` })}
        classNames={{
          root: classes.carouselRoot,
          controls: classes.carouselControls,
          control: classes.carouselControl,
          indicator: classes.carouselIndicator,
          indicators: classes.carouselIndicators,
        }}
      >
        {screenshots.map((shot, index) => (
          <Carousel.Slide key={shot.src} aria-label={`${index + 1} of ${screenshots.length}: ${shot.caption}`}>
            <figure className={classes.shot}>
              <ScreenFrame image={shot} />
              <figcaption className={classes.shotCaption}>{shot.caption}</figcaption>
            </figure>
          </Carousel.Slide>
        ))}
      </Carousel>
      {canAutoAdvance ? (
        <Group justify="center" mt="xs">
          <Button variant="subtle" size="compact-sm" color="brand.8" onClick={() => setStopped((value) => !value)} aria-pressed={stopped}>
            {stopped ? 'Play slideshow' : 'Pause slideshow'}
          </Button>
        </Group>
      ) : null}
    </div>
  );
}

export default ScreenshotCarouselView;

export const ScreenshotCarousel = island('features/product-pages/screenshot-carousel', ScreenshotCarouselView, { hydrate: ['visible'] });
