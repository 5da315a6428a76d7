import '@mantine/carousel/styles.layer.css';
import { Carousel } from '@mantine/carousel';
import { Badge, Text } from '@mantine/core';
import { Icon } from '@/components/icon';
import { island } from '@/islands/island';
import { bookingTestimonials } from '@/content/booking';
import classes from './booking-sections.module.css';

/** The three client quotes in a carousel; previous and next wrap around. The first shows on arrival. */
function BookingTestimonialCarouselView() {
  return (
    <Carousel
      aria-label="Client testimonials"
      emblaOptions={{ loop: true }}
      controlSize={40}
      previousControlProps={{ 'aria-label': 'Previous testimonial' }}
      nextControlProps={{ 'aria-label': 'Next testimonial' }}
      classNames={{ control: classes.control }}
    >
      {bookingTestimonials.map((item, index) => (
        <Carousel.Slide key={item.id} aria-label={`${index + 1} of ${bookingTestimonials.length}`} role="group" aria-roledescription="slide">
          <figure className={classes.testimonial}>
            <span className={classes.stars} role="img" aria-label={`Rated ${item.rating} out of 5`}>
              {Array.from({ length: item.rating }, (_, star) => (
                <Icon key={star} name="starFilled" size={18} filled />
              ))}
            </span>
            <blockquote className={classes.quote}>{item.content}</blockquote>
            <figcaption>
              <Text fw={700}>{item.name}</Text>
              <Text size="sm" c="gray.7">
                {item.role}
              </Text>
              <Badge mt="xs" variant="outline" color="brand.8">
                {item.service}
              </Badge>
            </figcaption>
          </figure>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}

export default BookingTestimonialCarouselView;

export const BookingTestimonialCarousel = island('features/booking/booking-testimonials', BookingTestimonialCarouselView, { hydrate: ['visible'] });
