import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { CardGrid } from '@/components/card-grid';
import { CtaBand } from '@/components/cta-band';
import { IndustryCards } from '@/components/industry-cards';
import { NumberedSteps } from '@/components/numbered-steps';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { expertise } from '@/content/expertise';
import { pages } from '@/content/pages';
import { servicesCta, servicesIndustries, servicesProcess, servicesSections, whyChoose } from '@/content/services';
import { ServiceBlocks } from '@/features/services/service-blocks.island';

const page = pages['/services'];

export const Route = createFileRoute('/services')({
  head: () => pageHead('/services', page),
  component: ServicesPage,
});

function ServicesPage() {
  return (
    <>
      <PageHero page={page} />
      <Section heading={servicesSections.blocks.heading} intro={servicesSections.blocks.intro}>
        <ServiceBlocks />
      </Section>
      <Section tone="muted" heading={servicesSections.process.heading}>
        <NumberedSteps steps={servicesProcess} />
      </Section>
      <Section heading={servicesSections.whyChoose.heading}>
        <CardGrid items={whyChoose} />
      </Section>
      <Section tone="tint" heading={servicesIndustries.heading} intro={servicesIndustries.intro}>
        <IndustryCards items={expertise} />
      </Section>
      <CtaBand heading={servicesCta.heading} text={servicesCta.text} actions={servicesCta.actions} />
    </>
  );
}
