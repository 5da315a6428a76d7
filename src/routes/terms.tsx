import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { PageHero } from '@/components/page-hero';
import { termsOfService } from '@/content/legal';
import { pages } from '@/content/pages';
import { LegalDocumentView } from '@/features/legal/legal-document';

const page = pages['/terms'];

export const Route = createFileRoute('/terms')({
  head: () => pageHead('/terms', page),
  component: TermsPage,
});

function TermsPage() {
  return (
    <>
      <PageHero page={page} />
      <LegalDocumentView legal={termsOfService} />
    </>
  );
}
