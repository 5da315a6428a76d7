import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { pages } from '@/content/pages';
import { IndustryPage } from '@/features/industries/industry-page';

export const Route = createFileRoute('/corporate')({
  head: () => pageHead('/corporate', pages['/corporate']),
  component: () => <IndustryPage path="/corporate" />,
});
