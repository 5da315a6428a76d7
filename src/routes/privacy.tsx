import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { LEAD_RETENTION_DAYS } from '@/components/lead-retention';
import { PageHero } from '@/components/page-hero';
import { privacyPolicy } from '@/content/legal';
import { pages } from '@/content/pages';
import { LegalDocumentView } from '@/features/legal/legal-document';

const page = pages['/privacy'];
const policy = privacyPolicy(LEAD_RETENTION_DAYS);

export const Route = createFileRoute('/privacy')({
  head: () => pageHead('/privacy', page),
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <>
      <PageHero page={page} />
      <LegalDocumentView legal={policy} />
    </>
  );
}
