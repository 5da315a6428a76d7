import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { CtaBand } from '@/components/cta-band';
import { PageHero } from '@/components/page-hero';
import { restaurantPage as industry } from '@/content/industries';
import { pages } from '@/content/pages';
import { IndustrySections } from '@/features/industries/industry-sections';

const page = pages['/restaurant'];

export const Route = createFileRoute('/restaurant')({
  head: () => pageHead('/restaurant', page),
  component: RestaurantPage,
});

function RestaurantPage() {
  return (
    <>
      <PageHero page={page} />
      <IndustrySections sections={industry.sections} />
      <CtaBand heading={industry.cta.heading} text={industry.cta.text} actions={industry.cta.actions} />
    </>
  );
}
