import type { ConsultationType } from '@/leads/booking';
import type { IconName } from './types';
import { say } from './facts';

/** A session a visitor can book on /consultation-booking (spec section 3). All are free. */
export interface ConsultationOption {
  id: 'video' | 'phone' | 'chat';
  /** Sent as the booking's consultationType. */
  title: ConsultationType;
  icon: IconName;
  description: string;
  duration: string;
  /** Length of the calendar entry the success screen offers. */
  calendarMinutes: number;
  requirements: string;
  price: 0;
  features: readonly string[];
  badge?: 'Most Popular';
}

export const consultationOptions: readonly ConsultationOption[] = [
  {
    id: 'video',
    title: 'Video Strategy Session',
    icon: 'device',
    description: 'A face-to-face call with screen sharing: we look at your current site, your goals and your competitors together.',
    duration: '30 mins',
    calendarMinutes: 30,
    requirements: 'A computer or phone with a camera; we send a meeting link.',
    price: 0,
    features: ['Live review of your current website', 'Screen-shared roadmap', 'Budget and timeline estimate'],
    badge: 'Most Popular',
  },
  {
    id: 'phone',
    title: 'Phone Consultation',
    icon: 'support',
    description: 'A focused call to talk through your project, your questions and the next steps.',
    duration: '20 mins',
    calendarMinutes: 20,
    requirements: 'A phone number we can call; we confirm it by e-mail.',
    price: 0,
    features: ['Quick project assessment', 'Answers to your questions', 'Clear next steps'],
  },
  {
    id: 'chat',
    title: 'Chat Briefing',
    icon: 'chat',
    description: 'Write to us at your own pace. We reply with written recommendations you can share with your team.',
    duration: '24-hour response window',
    calendarMinutes: 30,
    requirements: 'Just your e-mail address.',
    price: 0,
    features: ['Written recommendations', `Reply within ${say.reply}`, 'Easy to share with your team'],
  },
];

/** Booking-page testimonials (spec section 3: three items, rating 5). */
export interface BookingTestimonial {
  id: number;
  name: string;
  role: string;
  content: string;
  rating: 5;
  service: string;
}

export const bookingTestimonials: readonly BookingTestimonial[] = [
  {
    id: 1,
    name: 'Olivia Bennett',
    role: 'Owner, Bennett Family Law',
    content:
      'The free video session was worth more than most paid workshops. We left with a clear plan for our site and a fixed price, and the new site went live three weeks later.',
    rating: 5,
    service: 'Video Strategy Session',
  },
  {
    id: 2,
    name: 'Dr. Samir Haddad',
    role: 'Director, Gulf Dental Clinic',
    content: 'Twenty minutes on the phone and they had understood our booking problem better than the agency we had worked with for two years.',
    rating: 5,
    service: 'Phone Consultation',
  },
  {
    id: 3,
    name: 'Tomasz Kowalski',
    role: 'Operations Manager, Northline Freight',
    content: 'I sent our requirements by chat late in the evening; the written recommendations were waiting the next morning, ready to share with our board.',
    rating: 5,
    service: 'Chat Briefing',
  },
];

/** The booking-page FAQ (spec: six items). */
export const bookingFaq: readonly { id: string; question: string; answer: string }[] = [
  {
    id: 'cost',
    question: 'Is the consultation really free?',
    answer: 'Yes. Every consultation type is free and comes with no obligation to work with us.',
  },
  {
    id: 'when',
    question: 'How soon will my session take place?',
    answer: `Sessions are usually scheduled within 1-3 business days, and we confirm your booking by e-mail within about ${say.reply}.`,
  },
  {
    id: 'reschedule',
    question: 'Can I reschedule?',
    answer: 'Of course. Reply to the confirmation e-mail at least 12 hours before your session and we will find a new time.',
  },
  {
    id: 'prepare',
    question: 'What should I prepare?',
    answer: 'Your current website if you have one, a few sites you like, and a rough idea of your budget and timeline. Nothing else is required.',
  },
  {
    id: 'time-zone',
    question: 'Which time zone are the slots in?',
    answer: 'All slots are in New York time (ET). The calendar file on the confirmation screen places the session at the right time in your own time zone.',
  },
  {
    id: 'after',
    question: 'What happens after the consultation?',
    answer: `You receive a written summary and, if you want one, a custom proposal with a fixed price within ${say.proposal}.`,
  },
];

export const bookingPage = {
  /** The hero's main button: down to the booking's first step. */
  start: { label: 'Start booking', formId: 'book' },
  steps: {
    type: { title: 'Choose your session', intro: 'All consultations are free.' },
    when: { title: 'Pick a date and time' },
    email: { title: 'Where should we send the confirmation?' },
  },
  free: 'Free',
  confirmButton: 'Confirm My Free Session',
  modal: {
    title: 'Confirm your free session',
    adjust: 'Adjust',
    confirm: 'Confirm Booking',
    busy: 'Processing...',
  },
  toast: 'Booking Confirmed!',
  success: {
    title: 'Your consultation is booked',
    text: `We will confirm the details by e-mail within about ${say.reply}. Add the session to your calendar now:`,
    calendar: 'Add to calendar (.ics)',
    again: 'Book Another Consultation',
  },
  /** Shown instead of the success screen when the request waits in this device's outbox. */
  queued: {
    title: 'Your request is saved, not yet sent',
  },
  /** A slot another visitor has booked: shown, but not selectable. */
  slotTaken: {
    badge: 'Booked',
    label: (slot: string) => `${slot}, already booked`,
  },
  explore: {
    title: 'Not ready to book yet?',
    text: 'See what we offer and what we have built for clients like you.',
    links: [
      { to: '/services', label: 'Explore Services' },
      { to: '/projects', label: 'View Portfolio' },
    ],
  },
  testimonialsTitle: 'What clients say about their consultation',
  expertiseTitle: 'Industries we know',
  faqTitle: 'Frequently asked questions',
  storiesTitle: 'Success stories',
  support: {
    title: 'Questions before you book?',
    text: `Write to our support team and we will get back to you within ${say.reply}.`,
  },
} as const;
