import '@mantine/carousel/styles.css';
import { useEffect, useState, type FocusEvent } from 'react';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Badge } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { Icon } from '@/components/icon';
import { island } from '@/components/island';
import { homeSections } from '@/content/home';
import { homeTestimonials, type CarouselTestimonial } from '@/content/testimonials';
import { useTestimonialCarousel, type SlideDirection } from './use-testimonial-carousel';
import classes from './testimonial-carousel.module.css';

/**
 * Embla's scrollTo takes a third, untyped argument that forces the travel direction on a looping
 * carousel (-1 forward, 1 backward); without it a dot jump takes the shortest way round.
 */
type ScrollToWithDirection = (index: number, jump?: boolean, direction?: number) => void;

function scrollEmbla(embla: EmblaCarouselType, index: number, direction: SlideDirection, jump: boolean) {
  const current = embla.selectedScrollSnap();
  if (current === index) return;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the assertion adds the untyped third argument.
  const scrollTo = embla.scrollTo as ScrollToWithDirection;
  scrollTo(index, jump, direction === 1 ? -1 : 1);
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className={classes.stars}>
      <span className="visually-hidden">{`Rated ${rating} out of 5`}</span>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={star <= rating ? undefined : classes.starOff}>
          <Icon name="starFilled" size={18} filled />
        </span>
      ))}
    </span>
  );
}

function TestimonialSlide({ testimonial }: { testimonial: CarouselTestimonial }) {
  return (
    <figure className={classes.slideCard}>
      <div className={classes.meta}>
        <Badge variant="filled" color="brand.8" size="lg">
          {testimonial.type}
        </Badge>
        <Stars rating={testimonial.rating} />
      </div>
      <blockquote className={classes.content}>{testimonial.content}</blockquote>
      <ul className={classes.results} aria-label="Results">
        {testimonial.results.map((result) => (
          <li key={result} className={classes.result}>
            {result}
          </li>
        ))}
      </ul>
      <figcaption>
        <span className={classes.name}>{testimonial.name}</span>
        <br />
        <span className={classes.role}>{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}

function TestimonialCarouselView({
  items = homeTestimonials,
  label = homeSections.testimonials.label,
}: {
  items?: readonly CarouselTestimonial[];
  label?: string;
}) {
  const reduceMotion = useReducedMotion();
  const carousel = useTestimonialCarousel(items.length, !reduceMotion);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const { index, direction, swiped } = carousel;

  // The reducer owns the index; embla only animates to it in the direction of the move.
  useEffect(() => {
    if (embla) scrollEmbla(embla, index, direction, reduceMotion);
  }, [embla, index, direction, reduceMotion]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Keyboard focus inside pauses rotation; a mouse click on an arrow keeps its own short pause.
    if (event.target.matches(':focus-visible')) carousel.setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocused(false);
  };

  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div aria-live={carousel.playing ? 'off' : 'polite'}>
        <Carousel
          withControls={false}
          withIndicators={false}
          slideGap="md"
          getEmblaApi={setEmbla}
          onSlideChange={(slide) => {
            if (slide !== index) swiped(slide);
          }}
          emblaOptions={{ loop: true, align: 'center' }}
        >
          {items.map((testimonial, slideIndex) => (
            <Carousel.Slide
              key={testimonial.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${items.length}`}
              aria-hidden={slideIndex !== index}
              inert={slideIndex !== index}
              data-active={slideIndex === index || undefined}
            >
              <TestimonialSlide testimonial={testimonial} />
            </Carousel.Slide>
          ))}
        </Carousel>
      </div>

      <div className={classes.controls}>
        <ActionIcon variant="default" size={44} radius="xl" onClick={carousel.previous} aria-label="Previous testimonial">
          <Icon name="chevronLeft" />
        </ActionIcon>
        <ul className={classes.dots} aria-label="Choose a testimonial">
          {items.map((testimonial, dotIndex) => (
            <li key={testimonial.id}>
              <button
                type="button"
                className={classes.dot}
                aria-label={`Testimonial ${dotIndex + 1}: ${testimonial.name}`}
                aria-current={dotIndex === index ? 'true' : undefined}
                onClick={() => carousel.goTo(dotIndex)}
              />
            </li>
          ))}
        </ul>
        <ActionIcon variant="default" size={44} radius="xl" onClick={carousel.next} aria-label="Next testimonial">
          <Icon name="chevronRight" />
        </ActionIcon>
        {!reduceMotion ? (
          <ActionIcon
            variant="subtle"
            color="brand.8"
            size={44}
            radius="xl"
            onClick={carousel.toggleStopped}
            aria-label={carousel.stopped ? 'Start automatic rotation' : 'Stop automatic rotation'}
          >
            <Icon name={carousel.stopped ? 'play' : 'pause'} size={20} />
          </ActionIcon>
        ) : null}
      </div>
    </section>
  );
}

export default TestimonialCarouselView;

/** The home page's testimonials: the first slide with its controls on arrival, live when in view. */
export const TestimonialCarousel = island('features/home/testimonial-carousel', TestimonialCarouselView, { hydrate: ['visible'] });
