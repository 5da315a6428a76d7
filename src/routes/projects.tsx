import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/projects'];

export const Route = createFileRoute('/projects')({
  head: () => pageHead(page),
  component: PortfolioPage,
});

function PortfolioPage() {
  return <PageHero page={page} />;
}
