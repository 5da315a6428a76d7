import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { JsonLd } from '@/components/json-ld';
import { breadcrumbJsonLd, caseStudyJsonLd } from '@/components/structured-data';
import { caseStudies, findCaseStudy } from '@/content/case-studies';
import { pages } from '@/content/pages';
import { caseStudyPath } from '@/content/site-map';
import { CaseStudyDetail, CaseStudyLinks } from '@/features/case-studies/case-study-detail';
import { CaseStudiesClosing } from '@/features/case-studies/success-stories';

export const Route = createFileRoute('/case-studies/$slug')({
  loader: ({ params }) => {
    const study = findCaseStudy(params.slug);
    if (!study) throw notFound();
    return study;
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead(
          caseStudyPath(loaderData.slug),
          {
            title: `${loaderData.client} case study`,
            description: `${loaderData.client} (${loaderData.category}): ${loaderData.title}. The brief, what we built and the results.`,
          },
          { ogType: 'article' },
        )
      : {},
  component: CaseStudyPage,
});

function CaseStudyPage() {
  const study = Route.useLoaderData();
  const path = caseStudyPath(study.slug);
  return (
    <>
      <JsonLd
        data={[
          caseStudyJsonLd(study, path),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: pages['/case-studies'].title, path: '/case-studies' },
            { name: study.client, path },
          ]),
        ]}
      />
      <CaseStudyDetail project={study} />
      <CaseStudyLinks projects={caseStudies.filter((other) => other.slug !== study.slug)} heading="More case studies" />
      <CaseStudiesClosing />
    </>
  );
}
