import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../app/head';
import { caseStudies, findCaseStudy } from '../../content/case-studies';
import { CaseStudyDetail, CaseStudyLinks } from '../../features/case-studies/case-study-detail';
import { CaseStudiesClosing } from '../../features/case-studies/success-stories';

export const Route = createFileRoute('/case-studies/$slug')({
  loader: ({ params }) => {
    const study = findCaseStudy(params.slug);
    if (!study) throw notFound();
    return study;
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          title: `${loaderData.client} case study`,
          description: `${loaderData.client} (${loaderData.category}): ${loaderData.title}. The brief, what we built and the results.`,
        })
      : {},
  component: CaseStudyPage,
});

function CaseStudyPage() {
  const study = Route.useLoaderData();
  return (
    <>
      <CaseStudyDetail project={study} />
      <CaseStudyLinks projects={caseStudies.filter((other) => other.slug !== study.slug)} heading="More case studies" />
      <CaseStudiesClosing />
    </>
  );
}
