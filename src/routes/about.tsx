import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/about'];

export const Route = createFileRoute('/about')({
  head: () => pageHead(page),
  component: AboutPage,
});

function AboutPage() {
  return <PageHero page={page} />;
}
