import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/'];

export const Route = createFileRoute('/')({
  head: () => pageHead(page, { isHome: true }),
  component: HomePage,
});

function HomePage() {
  return <PageHero page={page} />;
}
