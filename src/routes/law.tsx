import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/law'];

export const Route = createFileRoute('/law')({
  head: () => pageHead(page),
  component: LawPage,
});

function LawPage() {
  return <PageHero page={page} />;
}
