import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { PageHero } from '@/components/page-hero';
import { pages } from '@/content/pages';
import { QuoteSection } from '@/features/quote/quote-section';

const page = pages['/get-quote'];

export const Route = createFileRoute('/get-quote')({
  head: () => pageHead('/get-quote', page),
  component: QuotePage,
});

function QuotePage() {
  return (
    <>
      <PageHero page={page} />
      <QuoteSection />
    </>
  );
}
