import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/corporate'];

export const Route = createFileRoute('/corporate')({
  head: () => pageHead(page),
  component: CorporatePage,
});

function CorporatePage() {
  return <PageHero page={page} />;
}
