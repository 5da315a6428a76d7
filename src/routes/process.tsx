import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/process'];

export const Route = createFileRoute('/process')({
  head: () => pageHead(page),
  component: ProcessPage,
});

function ProcessPage() {
  return <PageHero page={page} />;
}
