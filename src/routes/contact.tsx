import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { PageHero } from '@/components/page-hero';
import { contactPage } from '@/content/contact-page';
import { pages } from '@/content/pages';
import { ContactSection } from '@/features/contact/contact-section';

const page = pages['/contact'];

export const Route = createFileRoute('/contact')({
  head: () => pageHead('/contact', page),
  component: ContactPage,
});

function ContactPage() {
  return (
    <>
      <PageHero page={page} compact inPageAction={{ href: `#${contactPage.getStarted.formId}`, label: contactPage.getStarted.label }} />
      <ContactSection />
    </>
  );
}
