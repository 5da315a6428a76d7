import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/terms'];

export const Route = createFileRoute('/terms')({
  head: () => pageHead(page),
  component: TermsPage,
});

function TermsPage() {
  return <PageHero page={page} />;
}
