import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { PageHero } from '@/components/page-hero';
import { founderContactPage } from '@/content/founder-contact';
import { pages } from '@/content/pages';
import { FounderContactSection } from '@/features/founder-contact/founder-contact-section';

const page = pages['/founder-contact'];

export const Route = createFileRoute('/founder-contact')({
  head: () => pageHead('/founder-contact', page),
  component: FounderContactPage,
});

function FounderContactPage() {
  return (
    <>
      <PageHero page={page} compact inPageAction={{ href: `#${founderContactPage.start.formId}`, label: founderContactPage.start.label }} />
      <FounderContactSection />
    </>
  );
}
