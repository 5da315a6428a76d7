import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { CtaBand } from '@/components/cta-band';
import { JsonLd } from '@/components/json-ld';
import { Section } from '@/components/section';
import { faqJsonLd } from '@/components/structured-data';
import { homeFaq } from '@/content/faq';
import { homeCta, homeSections } from '@/content/home';
import { pages } from '@/content/pages';
import { HomeHero } from '@/features/home/home-hero';
import { FaqAccordion } from '@/features/home/faq-accordion.island';
import { ChoosePath, CoreServices, HomeProcess, StatsStrip, TrustFigures } from '@/features/home/home-sections';
import { TestimonialCarousel } from '@/features/home/testimonial-carousel.island';

const page = pages['/'];

export const Route = createFileRoute('/')({
  head: () => pageHead('/', page, { isHome: true }),
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <JsonLd data={faqJsonLd(homeFaq)} />
      <HomeHero page={page} />
      <StatsStrip />
      <CoreServices />
      <ChoosePath />
      <HomeProcess />
      <TrustFigures />
      <Section tone="muted" heading={homeSections.faq.heading} intro={homeSections.faq.intro}>
        <FaqAccordion />
      </Section>
      <Section heading={homeSections.testimonials.heading}>
        <TestimonialCarousel />
      </Section>
      <CtaBand heading={homeCta.heading} text={homeCta.text} actions={homeCta.actions} />
    </>
  );
}
