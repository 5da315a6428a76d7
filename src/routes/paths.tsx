import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/paths'];

export const Route = createFileRoute('/paths')({
  head: () => pageHead(page),
  component: PathsPage,
});

function PathsPage() {
  return <PageHero page={page} />;
}
