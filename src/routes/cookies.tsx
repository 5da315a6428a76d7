import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/cookies'];

export const Route = createFileRoute('/cookies')({
  head: () => pageHead(page),
  component: CookiesPage,
});

function CookiesPage() {
  return <PageHero page={page} />;
}
