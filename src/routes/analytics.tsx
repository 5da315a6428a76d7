import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/analytics'];

export const Route = createFileRoute('/analytics')({
  head: () => pageHead(page),
  component: AnalyticsPage,
});

function AnalyticsPage() {
  return <PageHero page={page} />;
}
