import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/head';
import { PageHero } from '../../components/page-hero';
import { pages } from '../../content/pages';

const page = pages['/case-studies'];

export const Route = createFileRoute('/case-studies/')({
  head: () => pageHead(page),
  component: CaseStudiesPage,
});

function CaseStudiesPage() {
  return <PageHero page={page} />;
}
