import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { PageHero } from '@/components/page-hero';
import { cookieCategories, cookiePolicy } from '@/content/legal';
import { pages } from '@/content/pages';
import { CookieTable, LegalDocumentView } from '@/features/legal/legal-document';

const page = pages['/cookies'];

export const Route = createFileRoute('/cookies')({
  head: () => pageHead('/cookies', page),
  component: CookiesPage,
});

function CookiesPage() {
  return (
    <>
      <PageHero page={page} />
      <LegalDocumentView legal={cookiePolicy}>
        <CookieTable categories={cookieCategories} />
      </LegalDocumentView>
    </>
  );
}
