import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/founder'];

export const Route = createFileRoute('/founder')({
  head: () => pageHead(page),
  component: FounderPage,
});

function FounderPage() {
  return <PageHero page={page} />;
}
