import { z } from 'zod';
import { emailAddress, honeypot, optionalText, requiredChoice } from './fields';
import { MAX_MESSAGE_LENGTH, MAX_PHONE_LENGTH } from './limits';

export const QUOTE_PATH = '/api/quote.js';

export const QUOTE_SUCCESS_MESSAGE =
  "Thank you for your request! We'll prepare a custom proposal and contact you within 24 hours.";

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

export const QUOTE_LOCATIONS = [
  'USA',
  'UK',
  'Canada',
  'Australia',
  'UAE',
  'Oman',
  'Kuwait',
  'Qatar',
  'Saudi Arabia',
  'Bahrain',
  'Other',
] as const;
export type QuoteLocation = (typeof QUOTE_LOCATIONS)[number];

export const QUOTE_BUDGETS = [
  '$500 - $1,500',
  '$1,500 - $3,000',
  '$3,000 - $5,000',
  '$5,000 - $10,000',
  '$10,000 - $20,000',
  'Not sure yet',
] as const;
export type QuoteBudget = (typeof QUOTE_BUDGETS)[number];

export const QUOTE_TIMELINES = ['ASAP (1-2 weeks)', '1-2 months', '2-3 months', '3-6 months', 'Flexible timeline'] as const;
export type QuoteTimeline = (typeof QUOTE_TIMELINES)[number];

/** The must-have checkboxes of step 2; unlike the original form, they are sent. */
export const QUOTE_FEATURES = [
  'Mobile Responsive',
  'SEO Optimization',
  'Multilingual',
  'User Accounts',
  'Payment Processing',
  'Content Management',
] as const;
export type QuoteFeature = (typeof QUOTE_FEATURES)[number];

/** Timeline is required: the original marked it required but never checked it. */
export const quoteSchema = z.object({
  projectType: requiredChoice(QUOTE_PROJECT_TYPES, 'Please choose a project type'),
  location: requiredChoice(QUOTE_LOCATIONS, 'Please choose your location'),
  budget: requiredChoice(QUOTE_BUDGETS, 'Please choose a budget range'),
  timeline: requiredChoice(QUOTE_TIMELINES, 'Please choose a timeline'),
  email: emailAddress(),
  phone: optionalText('your phone number', MAX_PHONE_LENGTH),
  additionalInfo: optionalText('additional information', MAX_MESSAGE_LENGTH),
  features: z
    .array(z.enum(QUOTE_FEATURES, { error: 'Please choose features from the list' }), {
      error: 'Features must be a list',
    })
    .max(QUOTE_FEATURES.length, 'Please choose features from the list')
    .refine((features) => new Set(features).size === features.length, 'Each feature can be chosen once')
    .default([]),
  website: honeypot,
});

export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteLead = z.output<typeof quoteSchema>;
