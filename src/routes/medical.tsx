import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';

const page = pages['/medical'];

export const Route = createFileRoute('/medical')({
  head: () => pageHead(page),
  component: MedicalPage,
});

function MedicalPage() {
  return <PageHero page={page} />;
}
