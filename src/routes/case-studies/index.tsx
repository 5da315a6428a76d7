import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { PageHero } from '@/components/page-hero';
import { caseStudies } from '@/content/case-studies';
import { pages } from '@/content/pages';
import { successStories } from '@/content/success-stories';
import { CaseStudyLinks } from '@/features/case-studies/case-study-detail';
import { CaseStudiesClosing, SuccessStories } from '@/features/case-studies/success-stories';

const page = pages['/case-studies'];

export const Route = createFileRoute('/case-studies/')({
  head: () => pageHead('/case-studies', page),
  component: CaseStudiesPage,
});

function CaseStudiesPage() {
  return (
    <>
      <PageHero page={page} />
      <SuccessStories stories={successStories} />
      <CaseStudyLinks projects={caseStudies} heading="More client projects" />
      <CaseStudiesClosing />
    </>
  );
}
