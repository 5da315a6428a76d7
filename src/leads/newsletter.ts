import { z } from 'zod';
import { LEAD_PATHS } from './lead-paths';
import { emailAddress, honeypot, leadSourceField } from './field-schemas';

export { NEWSLETTER_SUCCESS_MESSAGE, type NewsletterConfirmation } from './form-copy';

export const NEWSLETTER_PATH = LEAD_PATHS.newsletter;

export const newsletterSchema = z.object({
  email: emailAddress(),
  source: leadSourceField,
  website: honeypot,
});

/** What the form sends. */
export type NewsletterInput = z.input<typeof newsletterSchema>;
/** What the server stores after validation. */
export type NewsletterLead = z.output<typeof newsletterSchema>;
