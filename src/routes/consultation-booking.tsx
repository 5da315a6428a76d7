import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { JsonLd } from '@/components/json-ld';
import { PageHero } from '@/components/page-hero';
import { faqJsonLd } from '@/components/structured-data';
import { bookingFaq, bookingPage } from '@/content/booking';
import { pages } from '@/content/pages';
import { BookingSection } from '@/features/booking/booking-section';
import { BookingExpertise, BookingFaq, BookingSuccessStories, BookingSupport, BookingTestimonials } from '@/features/booking/booking-sections';

const page = pages['/consultation-booking'];

export const Route = createFileRoute('/consultation-booking')({
  head: () => pageHead('/consultation-booking', page),
  component: BookingPage,
});

function BookingPage() {
  return (
    <>
      <JsonLd data={faqJsonLd(bookingFaq)} />
      <PageHero page={page} compact inPageAction={{ href: `#${bookingPage.start.formId}`, label: bookingPage.start.label }} />
      <BookingSection />
      <BookingTestimonials />
      <BookingExpertise />
      <BookingFaq />
      <BookingSuccessStories />
      <BookingSupport />
    </>
  );
}
