import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { CtaBand } from '../components/cta-band';
import { Section } from '../components/section';
import { homeFaq } from '../content/faq';
import { homeCta } from '../content/home';
import { pages } from '../content/pages';
import { homeTestimonials } from '../content/testimonials';
import { HomeHero } from '../features/home/home-hero';
import { ChoosePath, CoreServices, FaqAccordion, HomeProcess, StatsStrip, TrustFigures } from '../features/home/home-sections';
import { TestimonialCarousel } from '../features/home/testimonial-carousel';

const page = pages['/'];

export const Route = createFileRoute('/')({
  head: () => pageHead(page, { isHome: true }),
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <HomeHero page={page} />
      <StatsStrip />
      <CoreServices />
      <ChoosePath />
      <HomeProcess />
      <TrustFigures />
      <Section tone="muted" eyebrow="FAQ" heading="Frequently asked questions" intro="Straight answers to what clients ask us most.">
        <FaqAccordion items={homeFaq} />
      </Section>
      <Section eyebrow="Testimonials" heading="What our clients say">
        <TestimonialCarousel items={homeTestimonials} label="Client testimonials" />
      </Section>
      <CtaBand heading={homeCta.heading} text={homeCta.text} actions={homeCta.actions} />
    </>
  );
}
