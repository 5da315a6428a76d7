/** The newsletter form's validation, loaded with its first submit (the box itself is on every page). */
import { NEWSLETTER_SUCCESS_MESSAGE, newsletterSchema, type NewsletterInput } from '../../leads/newsletter';
import { fieldErrorsOf } from '../../leads/validate-lead';

export { NEWSLETTER_SUCCESS_MESSAGE };

/** Undefined when the address is fine, else the message to show under the input. */
export function newsletterError(body: NewsletterInput): string | undefined {
  const checked = newsletterSchema.safeParse(body);
  return checked.success ? undefined : (fieldErrorsOf(checked.error).email ?? 'Please enter your email address');
}
