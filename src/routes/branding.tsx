import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/branding'];

export const Route = createFileRoute('/branding')({
  head: () => pageHead(page),
  component: BrandingPage,
});

function BrandingPage() {
  return <PageHero page={page} />;
}
