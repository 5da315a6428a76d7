import { z } from 'zod';
import { LEAD_PATHS } from './lead-paths';
import { FOUNDER_REASONS } from './form-copy';
import { emailAddress, honeypot, leadSourceField, optionalChoice, optionalText, requiredText } from './field-schemas';
import { MAX_MESSAGE_LENGTH, MAX_PHONE_LENGTH } from './limits';

export { FOUNDER_SUCCESS_MESSAGE, FOUNDER_REASONS, type FounderReason } from './form-copy';

export const FOUNDER_PATH = LEAD_PATHS.founder;

export const founderSchema = z.object({
  name: requiredText('your name'),
  email: emailAddress(),
  phone: optionalText('your phone number', MAX_PHONE_LENGTH),
  reason: optionalChoice(FOUNDER_REASONS, 'Please choose one of the listed reasons'),
  message: requiredText('your message', MAX_MESSAGE_LENGTH),
  source: leadSourceField,
  website: honeypot,
});

export type FounderInput = z.input<typeof founderSchema>;
export type FounderLead = z.output<typeof founderSchema>;
