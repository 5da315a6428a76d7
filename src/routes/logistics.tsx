import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/logistics'];

export const Route = createFileRoute('/logistics')({
  head: () => pageHead(page),
  component: LogisticsPage,
});

function LogisticsPage() {
  return <PageHero page={page} />;
}
