import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/ProjectInvestment'];

export const Route = createFileRoute('/ProjectInvestment')({
  head: () => pageHead(page),
  component: ProjectInvestmentPage,
});

function ProjectInvestmentPage() {
  return <PageHero page={page} />;
}
