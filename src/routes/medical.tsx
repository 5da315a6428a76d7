import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { CtaBand } from '@/components/cta-band';
import { PageHero } from '@/components/page-hero';
import { medicalPage as industry } from '@/content/industries';
import { pages } from '@/content/pages';
import { IndustrySections } from '@/features/industries/industry-sections';

const page = pages['/medical'];

export const Route = createFileRoute('/medical')({
  head: () => pageHead('/medical', page),
  component: MedicalPage,
});

function MedicalPage() {
  return (
    <>
      <PageHero page={page} />
      <IndustrySections sections={industry.sections} />
      <CtaBand heading={industry.cta.heading} text={industry.cta.text} actions={industry.cta.actions} />
    </>
  );
}
