import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { PageHero } from '../components/page-hero';
import { pages } from '../content/pages';
import { BookingSection } from '../features/booking/booking-section';
import {
  BookingExpertise,
  BookingFaq,
  BookingSuccessStories,
  BookingSupport,
  BookingTestimonials,
} from '../features/booking/booking-sections';

const page = pages['/consultation-booking'];

export const Route = createFileRoute('/consultation-booking')({
  head: () => pageHead(page),
  component: BookingPage,
});

function BookingPage() {
  return (
    <>
      <PageHero page={page} />
      <BookingSection />
      <BookingTestimonials />
      <BookingExpertise />
      <BookingFaq />
      <BookingSuccessStories />
      <BookingSupport />
    </>
  );
}
