/**
 * The lead forms' fixed facts, without the schemas: the choices each form offers and the text a
 * stored lead answers with. Forms read them here, so a form's island can render and take input
 * before zod and the schemas load (with its first submit); the schemas in the files per kind
 * build on them.
 */
import { budgetOptions, replyTime } from './offer-terms';

// newsletter
/**
 * How a stored sign-up's answer says whether a confirmation e-mail went out (double opt-in: the
 * address counts as subscribed only once its owner confirms). The same for an address already
 * subscribed, so the answer never tells whether it was.
 */
export type NewsletterConfirmation = 'mailed' | 'not-sent';

/** What a stored sign-up answers, by whether a confirmation e-mail was queued: never a promise the server cannot keep. */
export const NEWSLETTER_SIGNUP_MESSAGES: Readonly<Record<NewsletterConfirmation, string>> = {
  mailed: 'Almost there! Check your email to confirm your subscription',
  'not-sent': "Thanks! Your sign-up is saved, but we can't send e-mail right now, so no confirmation message is on its way.",
};

/** The answer when nothing says a mail went out: what the registry holds as the kind's message. */
export const NEWSLETTER_SUCCESS_MESSAGE = NEWSLETTER_SIGNUP_MESSAGES['not-sent'];

// contact
export const CONTACT_SUCCESS_MESSAGE = `Thank you! Your message has been sent. We'll get back to you within ${replyTime}.`;

export const CONTACT_SERVICES = [
  'Law Firm Websites',
  'Medical Websites',
  'Logistics Systems',
  'Corporate Websites',
  'Restaurant Websites',
  'Personal Branding',
] as const;
export type ContactService = (typeof CONTACT_SERVICES)[number];

// quote
export const QUOTE_SUCCESS_MESSAGE = `Thank you for your request! We'll prepare a custom proposal and contact you within ${replyTime}.`;

export const QUOTE_PROJECT_TYPES = [
  'Business Website',
  'E-commerce Store',
  'Web Application',
  'Event Venue Booking System',
  'Portfolio Website',
  'Blog/Content Site',
  'Custom Web Solution',
] as const;
export type QuoteProjectType = (typeof QUOTE_PROJECT_TYPES)[number];

export const QUOTE_LOCATIONS = ['USA', 'UK', 'Canada', 'Australia', 'UAE', 'Oman', 'Kuwait', 'Qatar', 'Saudi Arabia', 'Bahrain', 'Other'] as const;
export type QuoteLocation = (typeof QUOTE_LOCATIONS)[number];

export const QUOTE_BUDGETS = [
  // Sent and stored as their text; the bands themselves are offer facts.
  ...budgetOptions,
  'Not sure yet',
] as const;
export type QuoteBudget = (typeof QUOTE_BUDGETS)[number];

export const QUOTE_TIMELINES = ['ASAP (1-2 weeks)', '1-2 months', '2-3 months', '3-6 months', 'Flexible timeline'] as const;
export type QuoteTimeline = (typeof QUOTE_TIMELINES)[number];

/** The must-have checkboxes of step 2; unlike the original form, they are sent. */
export const QUOTE_FEATURES = ['Mobile Responsive', 'SEO Optimization', 'Multilingual', 'User Accounts', 'Payment Processing', 'Content Management'] as const;
export type QuoteFeature = (typeof QUOTE_FEATURES)[number];

// founder
export const FOUNDER_SUCCESS_MESSAGE = 'Message sent successfully! The founder will review your message and respond shortly.';

/** The reason cards' values, as a founder message stores them. */
export const FOUNDER_REASONS = ['collaboration', 'complaint', 'consulting', 'project', 'other'] as const;
export type FounderReason = (typeof FOUNDER_REASONS)[number];

/** Each reason as its card names it: the words the visitor picked, which the studio reads too. */
export const FOUNDER_REASON_LABELS: Readonly<Record<FounderReason, string>> = {
  collaboration: 'Collaboration',
  complaint: 'Complaint',
  consulting: 'Consulting',
  project: 'New project',
  other: 'Something else',
};

// booking
export const BOOKING_SUCCESS_MESSAGE = `Booking confirmed! We'll e-mail you the details within ${replyTime}.`;

/** The session types; the booking payload carries the chosen type's title. */
export const CONSULTATION_TYPES = ['Video Strategy Session', 'Phone Consultation', 'Chat Briefing'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

/** The six fixed slots, in the studio's time zone (see studio-time.ts). */
export const BOOKING_TIME_SLOTS = ['09:00 AM', '10:00 AM', '11:00 AM', '02:00 PM', '03:00 PM', '04:00 PM'] as const;
export type BookingTimeSlot = (typeof BOOKING_TIME_SLOTS)[number];
