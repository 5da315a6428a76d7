import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { PageHero } from '@/components/page-hero';
import { pages } from '@/content/pages';
import { CustomQuoteBand, ImportantNotice, WhiteLabelSection } from '@/features/catalogue/licensing-section';
import { ProductGrid } from '@/features/catalogue/product-grid';

const page = pages['/products'];

export const Route = createFileRoute('/products/')({
  head: () => pageHead('/products', page),
  component: CataloguePage,
});

function CataloguePage() {
  return (
    <>
      <PageHero page={page} />
      <ProductGrid />
      <WhiteLabelSection />
      <ImportantNotice />
      <CustomQuoteBand />
    </>
  );
}
