import { z } from 'zod';
import { LEAD_PATHS } from './lead-paths';
import { QUOTE_PROJECT_TYPES, QUOTE_LOCATIONS, QUOTE_BUDGETS, QUOTE_TIMELINES, QUOTE_FEATURES } from './form-copy';
import { emailAddress, honeypot, leadSourceField, optionalText, requiredChoice } from './field-schemas';
import { MAX_MESSAGE_LENGTH, MAX_PHONE_LENGTH } from './limits';

export {
  QUOTE_SUCCESS_MESSAGE,
  QUOTE_PROJECT_TYPES,
  QUOTE_LOCATIONS,
  QUOTE_BUDGETS,
  QUOTE_TIMELINES,
  QUOTE_FEATURES,
  type QuoteProjectType,
  type QuoteLocation,
  type QuoteBudget,
  type QuoteTimeline,
  type QuoteFeature,
} from './form-copy';

export const QUOTE_PATH = LEAD_PATHS.quote;

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
  source: leadSourceField,
  website: honeypot,
});

export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteLead = z.output<typeof quoteSchema>;
