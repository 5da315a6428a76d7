import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { CtaBand } from '@/components/cta-band';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { pages } from '@/content/pages';
import { processCta, processOutcomes, processSections } from '@/content/process';
import { ProcessOutcomes } from '@/features/process/process-sections';
import { ProcessTabs } from '@/features/process/process-tabs.island';
import { ProcessTestimonials } from '@/features/process/process-testimonials.island';

const page = pages['/process'];

export const Route = createFileRoute('/process')({
  head: () => pageHead('/process', page),
  component: ProcessPage,
});

function ProcessPage() {
  return (
    <>
      <PageHero page={page} />
      <Section heading={processSections.steps.heading}>
        <ProcessTabs />
      </Section>
      <Section tone="muted" heading={processOutcomes.heading}>
        <ProcessOutcomes />
      </Section>
      <Section heading={processSections.stories.heading}>
        <ProcessTestimonials />
      </Section>
      <CtaBand heading={processCta.heading} text={processCta.text} actions={processCta.actions} />
    </>
  );
}
