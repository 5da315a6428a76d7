import { z } from 'zod';
import { emailAddress, honeypot } from './fields';

export const NEWSLETTER_PATH = '/api/subscribe.js';

export const NEWSLETTER_SUCCESS_MESSAGE = "You're subscribed! Check your email for a warm welcome";

export const newsletterSchema = z.object({
  email: emailAddress(),
  website: honeypot,
});

/** What the form sends. */
export type NewsletterInput = z.input<typeof newsletterSchema>;
/** What the server stores after validation. */
export type NewsletterLead = z.output<typeof newsletterSchema>;
