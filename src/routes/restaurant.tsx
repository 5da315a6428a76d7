import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { pages } from '@/content/pages';
import { IndustryPage } from '@/features/industries/industry-page';

export const Route = createFileRoute('/restaurant')({
  head: () => pageHead('/restaurant', pages['/restaurant']),
  component: () => <IndustryPage path="/restaurant" />,
});
