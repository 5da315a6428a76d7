/**
 * The four success stories of /case-studies ('Our Success Stories'), with the prices and
 * durations of spec section 9. Each has a small local sample site under /samples/{slug}/.
 */
import { type Money, successStoryPrices } from './facts';
import type { Figure, ImageAsset } from './types';
import { workImage } from './work-images.ts';

export interface SuccessStory {
  slug: string;
  title: string;
  client: string;
  country: string;
  location: string;
  /** What the project cost the client. */
  price: Money;
  duration: string;
  category: string;
  /** The site as the studio designed it (a screenshot of its demo page). */
  image: ImageAsset;
  /** The result the story leads with: one number and what it counts. */
  headline: Figure;
  /** A basic local demo of the site; the client's real site is not shared. */
  liveUrl: `/samples/${string}/`;
  challenge: string;
  solution: readonly string[];
  results: readonly string[];
  testimonial: { text: string; author: string; role: string };
}

export const successStories = [
  {
    slug: 'harbour-legal',
    title: 'A boutique law firm that now books consultations online',
    client: 'Harbour Legal Partners',
    country: 'United Kingdom',
    location: 'Bristol',
    price: successStoryPrices['harbour-legal'],
    duration: '2 weeks',
    category: 'Law Firm Websites',
    image: workImage('harbour-legal-home', "A family law firm's website with its services and a confidential consultation request"),
    headline: { value: '11', label: 'consultation requests a week, up from around 3' },
    liveUrl: '/samples/harbour-legal/',
    challenge:
      'A four-lawyer family law practice relied on referrals and a single-page site. Prospective clients could not tell which services the firm offered, and every enquiry began with a phone call during office hours.',
    solution: [
      'Service pages for divorce, child arrangements and mediation, written in plain English',
      'A confidential consultation request with the matter type and preferred call-back time',
      'Lawyer profiles with accreditations and languages spoken',
      'Local SEO for Bristol family law searches and a Google Business Profile clean-up',
    ],
    results: [
      'Consultation requests up from around 3 to 11 a week within two months',
      'First-page rankings for four local family law searches',
      'Out-of-hours enquiries now make up 40% of new clients',
    ],
    testimonial: {
      text: 'Clients tell us they chose us because the website explained the process so clearly. It paid for itself in the first month.',
      author: 'Eleanor Hughes',
      role: 'Senior Partner, Harbour Legal Partners',
    },
  },
  {
    slug: 'northside-dental',
    title: 'A dental clinic that filled its diary without extra reception staff',
    client: 'Northside Dental Care',
    country: 'Canada',
    location: 'Calgary, Alberta',
    price: successStoryPrices['northside-dental'],
    duration: '3 weeks',
    category: 'Medical Websites',
    image: workImage('northside-dental-home', "A dental clinic's website with online booking by treatment and dentist"),
    headline: { value: '62%', label: 'of appointments now booked online' },
    liveUrl: '/samples/northside-dental/',
    challenge:
      'A three-dentist clinic was losing new patients to competitors with online booking. Reception spent the morning returning voicemails, and many callers never reached them.',
    solution: [
      'Online booking by treatment and dentist, synced with the practice calendar',
      'Automatic email and SMS reminders with a rescheduling link',
      'Treatment pages with transparent price ranges and insurance information',
      'An accessible, mobile-first design tested with patients of all ages',
    ],
    results: [
      '62% of appointments now booked online, a third of them outside opening hours',
      'No-shows down by 35% thanks to reminders',
      'Twenty-eight new patients a month on average, up from twelve',
    ],
    testimonial: {
      text: 'The phone used to rule our mornings. Now most patients book themselves and reception can focus on the people in the waiting room.',
      author: 'Dr. Mark Chen',
      role: 'Principal Dentist, Northside Dental Care',
    },
  },
  {
    slug: 'coastal-kitchen',
    title: 'A seaside restaurant that cut delivery-app commission',
    client: 'Coastal Kitchen',
    country: 'Australia',
    location: 'Gold Coast, Queensland',
    price: successStoryPrices['coastal-kitchen'],
    duration: '10 days',
    category: 'Restaurant Websites',
    image: workImage('coastal-kitchen-home', "A restaurant's website with its menu, direct pickup ordering and group bookings"),
    headline: { value: '45%', label: 'of takeaway revenue now from direct pickup orders' },
    liveUrl: '/samples/coastal-kitchen/',
    challenge:
      'A busy seafood restaurant took most takeaway orders through delivery apps at up to 30% commission, and its menu existed only as a PDF that was always out of date.',
    solution: [
      'A fast website with the menu as real, searchable pages the team edits itself',
      'Direct online ordering for pickup with card payment',
      'Table reservations with deposits for groups of eight or more',
      'Photography direction and a launch email to past customers',
    ],
    results: [
      'Direct pickup orders grew to 45% of takeaway revenue in three months',
      'Commission costs down by about 3,000 Australian dollars a month',
      'Reservations for large groups doubled over the summer season',
    ],
    testimonial: {
      text: 'Ten days from first call to launch, and the first month of direct orders covered the whole project.',
      author: 'Hannah Walsh',
      role: 'Owner, Coastal Kitchen',
    },
  },
  {
    slug: 'gulfline-logistics',
    title: 'A logistics company that gave customers self-service tracking',
    client: 'Gulfline Logistics',
    country: 'United Arab Emirates',
    location: 'Abu Dhabi',
    price: successStoryPrices['gulfline-logistics'],
    duration: '4 weeks',
    category: 'Logistics Systems',
    image: workImage('gulfline-logistics-home', "A freight company's website with shipment tracking and a quote request"),
    headline: { value: '60%', label: 'fewer tracking calls and emails' },
    liveUrl: '/samples/gulfline-logistics/',
    challenge:
      'A regional road-freight company handled every tracking question by phone and email. Its website offered no way to request a quote or follow a shipment, and it looked nothing like a company with 120 trucks.',
    solution: [
      'A bilingual corporate website presenting services, fleet and coverage across the Gulf',
      'Shipment tracking by waybill number, connected to the dispatch system',
      'A quote request that captures route, cargo type, weight and dates',
      'A customer area with proof-of-delivery and invoice downloads',
    ],
    results: [
      'Tracking calls and emails down by 60% in the first quarter',
      'Quote requests up 2.5x, with complete details in every request',
      'Two new enterprise contracts won with the portal as a selling point',
    ],
    testimonial: {
      text: 'Our customers now see what our dispatchers see. That transparency has won us contracts we would not have won a year ago.',
      author: 'Khalid Al Mansoori',
      role: 'General Manager, Gulfline Logistics',
    },
  },
] as const satisfies readonly SuccessStory[];

/** The notice shown before a sample site opens. */
export const sampleNotice = {
  title: 'Before you view this sample',
  text: "This is a basic demo that shows the structure and style of the site we built. The client's live site cannot be shared for privacy reasons.",
  confirm: 'I Understand',
  cancel: 'Cancel',
} as const;
