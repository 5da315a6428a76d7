import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { pages } from '../content/pages';
import { ContactHero } from '../features/contact/contact-hero';
import { ContactSection } from '../features/contact/contact-section';

const page = pages['/contact'];

export const Route = createFileRoute('/contact')({
  head: () => pageHead(page),
  component: ContactPage,
});

function ContactPage() {
  return (
    <>
      <ContactHero page={page} />
      <ContactSection />
    </>
  );
}
