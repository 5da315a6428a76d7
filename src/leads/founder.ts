import { z } from 'zod';
import { emailAddress, honeypot, optionalChoice, optionalText, requiredText } from './fields';
import { MAX_MESSAGE_LENGTH, MAX_PHONE_LENGTH } from './limits';

export const FOUNDER_PATH = '/api/founder.js';

export const FOUNDER_SUCCESS_MESSAGE = 'Message sent successfully! The founder will review your message and respond shortly.';

/** The reason cards' values; the page gives each one a label and an icon. */
export const FOUNDER_REASONS = ['collaboration', 'complaint', 'consulting', 'project', 'other'] as const;
export type FounderReason = (typeof FOUNDER_REASONS)[number];

export const founderSchema = z.object({
  name: requiredText('your name'),
  email: emailAddress(),
  phone: optionalText('your phone number', MAX_PHONE_LENGTH),
  reason: optionalChoice(FOUNDER_REASONS, 'Please choose one of the listed reasons'),
  message: requiredText('your message', MAX_MESSAGE_LENGTH),
  website: honeypot,
});

export type FounderInput = z.input<typeof founderSchema>;
export type FounderLead = z.output<typeof founderSchema>;
