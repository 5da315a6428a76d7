import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../app/head';
import { PageHero } from '../../components/page-hero';
import { findCaseStudy } from '../../content/case-studies';

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
          description: `How we built ${loaderData.client}: ${loaderData.category.toLowerCase()} from brief to launch.`,
        })
      : {},
  component: CaseStudyPage,
});

function CaseStudyPage() {
  const study = Route.useLoaderData();
  return (
    <PageHero
      page={{
        eyebrow: `Case study · ${study.category}`,
        heading: study.client,
        summary: `A ${study.category.toLowerCase().replace(/s$/, '')} project: the brief, what we built and the results it brought.`,
        actions: [
          { to: '/projects', label: 'View Portfolio' },
          { to: '/get-quote', label: 'Get Similar Solution' },
        ],
      }}
    />
  );
}
