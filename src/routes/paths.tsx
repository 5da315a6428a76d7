import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { CtaBand } from '@/components/cta-band';
import { IndustryCards } from '@/components/industry-cards';
import { JsonLd } from '@/components/json-ld';
import { PageHero } from '@/components/page-hero';
import { PathCards } from '@/components/path-cards';
import { QuoteGrid } from '@/components/quote-card';
import { Section } from '@/components/section';
import { faqJsonLd } from '@/components/structured-data';
import { expertise } from '@/content/expertise';
import { pathFaq } from '@/content/faq';
import { pages } from '@/content/pages';
import { pathChoices, pathSections } from '@/content/paths';
import { pathTestimonials } from '@/content/testimonials';
import { PathFaq } from '@/features/paths/path-faq.island';

const page = pages['/paths'];

export const Route = createFileRoute('/paths')({
  head: () => pageHead('/paths', page),
  component: PathsPage,
});

function PathsPage() {
  return (
    <>
      <JsonLd data={faqJsonLd(pathFaq)} />
      <PageHero page={page} />
      <Section heading={pathSections.choices.heading}>
        <PathCards options={pathChoices} />
      </Section>
      <Section tone="tint" heading={pathSections.specializations.heading} intro={pathSections.specializations.intro}>
        <IndustryCards items={expertise} />
      </Section>
      <Section heading={pathSections.faq.heading}>
        <PathFaq />
      </Section>
      <Section tone="muted" heading={pathSections.testimonials.heading}>
        <QuoteGrid items={pathTestimonials} />
      </Section>
      <CtaBand heading={pathSections.cta.heading} text={pathSections.cta.text} actions={[pathSections.cta.action]} />
    </>
  );
}
