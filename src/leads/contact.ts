import { z } from 'zod';
import { LEAD_PATHS } from './lead-paths';
import { CONTACT_SERVICES } from './form-copy';
import { emailAddress, honeypot, leadSourceField, optionalChoice, requiredText } from './field-schemas';
import { MAX_MESSAGE_LENGTH } from './limits';

export { CONTACT_SUCCESS_MESSAGE, CONTACT_SERVICES, type ContactService } from './form-copy';

export const CONTACT_PATH = LEAD_PATHS.contact;

/** Field names are the API's (`from_name`, `from_email`), kept from the original contract. */
export const contactSchema = z.object({
  from_name: requiredText('your name'),
  from_email: emailAddress(),
  service: optionalChoice(CONTACT_SERVICES, 'Please choose a service from the list'),
  message: requiredText('your message', MAX_MESSAGE_LENGTH),
  source: leadSourceField,
  website: honeypot,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactLead = z.output<typeof contactSchema>;
