import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { PageHero } from '@/components/page-hero';
import { pages } from '@/content/pages';
import { quotePage } from '@/content/quote-page';
import { QuoteSection } from '@/features/quote/quote-section';

const page = pages['/get-quote'];

export const Route = createFileRoute('/get-quote')({
  head: () => pageHead('/get-quote', page),
  component: QuotePage,
});

function QuotePage() {
  return (
    <>
      <PageHero page={page} compact inPageAction={{ href: `#${quotePage.start.formId}`, label: quotePage.start.label }} />
      <QuoteSection />
    </>
  );
}
