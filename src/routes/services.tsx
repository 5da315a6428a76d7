import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { CardGrid } from '../components/card-grid';
import { CtaBand } from '../components/cta-band';
import { IndustryCards } from '../components/industry-cards';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { expertise } from '../content/expertise';
import { pages } from '../content/pages';
import { serviceBlocks, servicesCta, servicesIndustries, servicesProcess, whyChoose } from '../content/services';
import { NumberedSteps } from '../components/numbered-steps';
import { ServiceBlocks } from '../features/services/service-blocks';

const page = pages['/services'];

export const Route = createFileRoute('/services')({
  head: () => pageHead(page),
  component: ServicesPage,
});

function ServicesPage() {
  return (
    <>
      <PageHero page={page} />
      <Section eyebrow="Custom services" heading="What we build for you" intro="Each service comes with a fixed price, a written scope and complete source code.">
        <ServiceBlocks blocks={serviceBlocks} />
      </Section>
      <Section tone="muted" eyebrow="Our process" heading="How a project runs">
        <NumberedSteps steps={servicesProcess} />
      </Section>
      <Section eyebrow="Why choose us" heading="Why clients choose us">
        <CardGrid items={whyChoose} />
      </Section>
      <Section tone="tint" eyebrow="Industries" heading={servicesIndustries.heading} intro={servicesIndustries.intro}>
        <IndustryCards items={expertise} />
      </Section>
      <CtaBand heading={servicesCta.heading} text={servicesCta.text} actions={servicesCta.actions} />
    </>
  );
}
