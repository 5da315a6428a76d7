import type { PortfolioTestimonial } from '@/content/portfolio';
import { SiteImage } from './site-image';

/** A client's words with their portrait, name and position: the portfolio's testimonial tab and a case study's quote. */
export function ClientQuote({
  testimonial,
  avatarSize,
  className,
  avatarClassName,
}: {
  testimonial: PortfolioTestimonial;
  avatarSize: number;
  className?: string;
  avatarClassName?: string;
}) {
  return (
    <figure className={className}>
      <blockquote>“{testimonial.text}”</blockquote>
      <figcaption>
        <SiteImage image={testimonial.avatar} decorative width={avatarSize} height={avatarSize} className={avatarClassName} />
        <span>
          <strong>{testimonial.author}</strong>
          <br />
          {testimonial.position}
        </span>
      </figcaption>
    </figure>
  );
}
