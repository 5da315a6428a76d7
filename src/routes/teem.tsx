import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/teem'];

export const Route = createFileRoute('/teem')({
  head: () => pageHead(page),
  component: TeamPage,
});

function TeamPage() {
  return <PageHero page={page} />;
}
