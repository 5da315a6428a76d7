import { CtaBand } from '@/components/cta-band';
import { PageHero } from '@/components/page-hero';
import { industryPages } from '@/content/industries';
import { pages } from '@/content/pages';
import { IndustrySections } from './industry-sections';

export type IndustryPath = keyof typeof industryPages;

/** An industry's page (/law, /medical, ...): the hero, the industry's sections and its call to action. */
export function IndustryPage({ path }: { path: IndustryPath }) {
  const industry = industryPages[path];
  return (
    <>
      <PageHero page={pages[path]} />
      <IndustrySections sections={industry.sections} />
      <CtaBand heading={industry.cta.heading} text={industry.cta.text} actions={industry.cta.actions} />
    </>
  );
}
