import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/contact'];

export const Route = createFileRoute('/contact')({
  head: () => pageHead(page),
  component: ContactPage,
});

function ContactPage() {
  return <PageHero page={page} />;
}
