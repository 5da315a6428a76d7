import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/privacy'];

export const Route = createFileRoute('/privacy')({
  head: () => pageHead(page),
  component: PrivacyPage,
});

function PrivacyPage() {
  return <PageHero page={page} />;
}
