import { avatarImage, type QuoteTestimonial } from './types';
import { say } from './facts';

export const testimonialTypes = ['Custom Service', 'Turnkey Web App', 'White Label'] as const;
export type TestimonialType = (typeof testimonialTypes)[number];

/** A testimonial of the home carousel (spec section 3). */
export interface CarouselTestimonial {
  id: number;
  name: string;
  role: string;
  type: TestimonialType;
  content: string;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  results: readonly string[];
}

export const homeTestimonials: readonly CarouselTestimonial[] = [
  {
    id: 1,
    name: 'Rachel Whitmore',
    role: 'Managing Partner, Whitmore & Cole LLP',
    type: 'Custom Service',
    content:
      'They rebuilt our firm website around the three practice areas that actually bring in cases. The consultation form now books calls straight into our calendar, and the site finally looks like the firm we are.',
    rating: 5,
    results: ['3x more consultation requests', 'Page load under 1.5 s', 'Live in 3 weeks'],
  },
  {
    id: 2,
    name: 'James Thornton',
    role: 'Owner, The Carlton Hall, London',
    type: 'Turnkey Web App',
    content:
      'We went from phone-and-spreadsheet bookings to a venue system with online deposits in about a week. Paying once instead of a monthly subscription was what sold it to us.',
    rating: 5,
    results: [`Live in ${say.turnkeyLive}`, 'No monthly fees', '40% fewer booking calls'],
  },
  {
    id: 3,
    name: 'Dr. Aisha Rahman',
    role: 'Clinic Director, Crescent Family Clinic',
    type: 'Custom Service',
    content:
      'Patients book and reschedule online now, and the intake forms are secure. The team explained every privacy decision in plain language before we signed off.',
    rating: 5,
    results: ['60% of appointments booked online', 'HIPAA-aligned forms', '30-day support used twice'],
  },
  {
    id: 4,
    name: 'Liam O\u2019Connor',
    role: 'Director, Northline Digital, Toronto',
    type: 'White Label',
    content:
      'We license the e-commerce platform under our own brand in Canada. Exclusive rights for the country and the full source code meant we could sell it as our product from the first month.',
    rating: 5,
    results: ['Exclusive rights in Canada', '4 client stores launched', 'Full source code'],
  },
  {
    id: 5,
    name: 'Fatima Al-Suwaidi',
    role: 'Founder, Saffron & Sage, Dubai',
    type: 'Custom Service',
    content:
      'Our menu, reservations and delivery ordering are in one place, in English and Arabic. Table bookings on weekends are up and the phone rings less during service.',
    rating: 5,
    results: ['2x weekend reservations', 'Bilingual site', 'Orders direct, no commission'],
  },
  {
    id: 6,
    name: 'Ben Carter',
    role: 'Operations Manager, Carter Freight, Brisbane',
    type: 'Turnkey Web App',
    content:
      'Quote requests used to arrive by e-mail in every format. Now customers fill one form and get an answer the same day. Setup took about a week including our domain and branding.',
    rating: 4,
    results: ['Same-day quotes', `Setup in ${say.turnkeyLive}`, '3-5x more inquiries'],
  },
];

/** 'What Clients Say' on the team page: four quotes. */
export const teamTestimonials: readonly QuoteTestimonial[] = [
  {
    quote: 'Every person we spoke to knew our project. The designer, the developer and the SEO lead were on the same page from the first call.',
    name: 'Hannah Brooks',
    role: 'Marketing Lead, Brooks Dental Group',
    avatar: avatarImage('client-hannah', 'Hannah Brooks'),
  },
  {
    quote: 'They caught a data-protection gap in our old intake form before we even asked. That is the kind of team you keep.',
    name: 'Karim Nassar',
    role: 'Partner, Nassar Legal, Doha',
    avatar: avatarImage('client-karim', 'Karim Nassar'),
  },
  {
    quote: `Two revision rounds, each back within ${say.revision}, exactly as promised. The launch was the calmest we have had.`,
    name: 'Emily Zhang',
    role: 'Founder, Lumen Studio',
    avatar: avatarImage('client-emily', 'Emily Zhang'),
  },
  {
    quote: 'Our fleet dashboard has not gone down once since launch. When we had a question at 10 pm, someone answered.',
    name: 'Tom Fischer',
    role: 'COO, Fischer Logistics',
    avatar: avatarImage('client-tom', 'Tom Fischer'),
  },
];

/** The path page shows two short quotes, one per path. */
export const pathTestimonials: readonly QuoteTestimonial[] = [
  {
    quote: 'We chose the custom path because our intake process is unusual. They designed around it instead of forcing a template.',
    name: 'Rachel Whitmore',
    role: 'Managing Partner, Whitmore & Cole LLP',
    avatar: avatarImage('client-rachel', 'Rachel Whitmore'),
  },
  {
    quote: 'The turnkey venue system was live on our domain within a week and a half. It paid for itself in the first season.',
    name: 'James Thornton',
    role: 'Owner, The Carlton Hall',
    avatar: avatarImage('client-james', 'James Thornton'),
  },
];
