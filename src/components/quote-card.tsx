import { SimpleGrid } from './ui';
import type { QuoteTestimonial } from '@/content/types';
import { Icon } from './icon';
import { SiteImage } from './site-image';
import surfaces from './surfaces.module.css';
import classes from './quote-card.module.css';

/** A client quote with name, role and portrait (decorative: the name is beside it). */
export function QuoteCard({ testimonial }: { testimonial: QuoteTestimonial }) {
  return (
    <figure className={`${surfaces.card} ${classes.card}`}>
      <span className={classes.mark}>
        <Icon name="quote" size={28} />
      </span>
      <blockquote className={classes.quote}>{testimonial.quote}</blockquote>
      <figcaption className={classes.author}>
        <SiteImage image={testimonial.avatar} decorative width={56} height={56} className={classes.avatar} />
        <span>
          <span className={classes.name}>{testimonial.name}</span>
          <br />
          <span className={classes.role}>{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export function QuoteGrid({ items, cols = 2 }: { items: readonly QuoteTestimonial[]; cols?: 2 | 4 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: cols }} spacing="lg">
      {items.map((item) => (
        <QuoteCard key={item.name + item.quote.slice(0, 12)} testimonial={item} />
      ))}
    </SimpleGrid>
  );
}
