import '@mantine/carousel/styles.css';
import { useState, type FocusEvent } from 'react';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Badge } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { Icon } from '@/components/icon';
import { island } from '@/islands/island';
import { homeSections } from '@/content/home';
import { homeTestimonials, type CarouselTestimonial } from '@/content/testimonials';
import { createTestimonialAutoplay, useTestimonialCarousel } from './use-testimonial-carousel';
import classes from './testimonial-carousel.module.css';

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
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [autoplay] = useState(createTestimonialAutoplay);
  const carousel = useTestimonialCarousel(embla, items.length, reduceMotion);
  const { index } = carousel;

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
          plugins={[autoplay]}
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
