import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/services'];

export const Route = createFileRoute('/services')({
  head: () => pageHead(page),
  component: ServicesPage,
});

function ServicesPage() {
  return <PageHero page={page} />;
}
