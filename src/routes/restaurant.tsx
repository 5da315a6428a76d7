import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/restaurant'];

export const Route = createFileRoute('/restaurant')({
  head: () => pageHead(page),
  component: RestaurantPage,
});

function RestaurantPage() {
  return <PageHero page={page} />;
}
