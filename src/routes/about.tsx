import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { CardGrid } from '@/components/card-grid';
import { CtaBand } from '@/components/cta-band';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { aboutCta, aboutSections } from '@/content/about';
import { pages } from '@/content/pages';
import { coreValues } from '@/content/values';
import { AboutCounters, AboutExpertise, OurStory } from '@/features/about/about-sections';

const page = pages['/about'];

export const Route = createFileRoute('/about')({
  head: () => pageHead('/about', page),
  component: AboutPage,
});

function AboutPage() {
  return (
    <>
      <PageHero page={page} />
      <AboutCounters />
      <OurStory />
      <Section tone="muted" heading={aboutSections.values.heading}>
        <CardGrid items={coreValues} cols={4} />
      </Section>
      <AboutExpertise />
      <CtaBand heading={aboutCta.heading} text={aboutCta.text} actions={aboutCta.actions} note={aboutCta.guarantee} />
    </>
  );
}
