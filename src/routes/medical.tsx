import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { pages } from '@/content/pages';
import { IndustryPage } from '@/features/industries/industry-page';

export const Route = createFileRoute('/medical')({
  head: () => pageHead('/medical', pages['/medical']),
  component: () => <IndustryPage path="/medical" />,
});
