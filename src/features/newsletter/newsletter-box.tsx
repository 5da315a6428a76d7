import { useState, type FormEvent } from 'react';
import { Button, Text, TextInput, Title } from '@mantine/core';
import { HoneypotField } from '../../components/honeypot-field';
import { useLeadSubmission } from '../../components/use-lead-submission';
import { NEWSLETTER_SUCCESS_MESSAGE, newsletterSchema } from '../../leads/newsletter';
import { fieldErrorsOf } from '../../leads/validate-lead';
import { NEWSLETTER_FAILURE_MESSAGES } from './newsletter-messages';
import classes from './newsletter-box.module.css';
import formTheme from '../../components/form-theme.module.css';

const EMAIL_INPUT_ID = 'newsletter-email';

/**
 * The footer's sign-up: idle, submitting (button disabled), then subscribed (the form gives way
 * to the welcome line) or an error in red under the input, cleared by the next submit.
 */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const [queued, setQueued] = useState<string | null>(null);
  const { submit, pending } = useLeadSubmission('newsletter', NEWSLETTER_FAILURE_MESSAGES);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setError(null);
    const body = { email, website };
    const checked = newsletterSchema.safeParse(body);
    if (!checked.success) {
      setError(fieldErrorsOf(checked.error).email ?? 'Please enter your email address');
      document.getElementById(EMAIL_INPUT_ID)?.focus();
      return;
    }
    const outcome = await submit(body);
    if (outcome === null) return;
    if (outcome.status === 'sent') {
      setSubscribed(true);
      return;
    }
    if (outcome.status === 'queued') {
      setQueued(outcome.message);
      return;
    }
    if (outcome.cause === 'unreachable') console.error('Newsletter subscription failed: the server could not be reached');
    setError(outcome.message);
    document.getElementById(EMAIL_INPUT_ID)?.focus();
  }

  return (
    <section className={classes.box} aria-labelledby="newsletter-title">
      <Title order={2} id="newsletter-title" className={classes.title}>
        Get web tips and product news
      </Title>
      <Text size="sm" c="gray.3" mb="md">
        One short e-mail a month. No spam, unsubscribe any time.
      </Text>
      <div aria-live="polite">
        {subscribed ? (
          <Text className={classes.success} role="status">
            {NEWSLETTER_SUCCESS_MESSAGE}
          </Text>
        ) : null}
        {queued ? (
          <Text className={classes.queued} role="status">
            {queued}
          </Text>
        ) : null}
      </div>
      {subscribed || queued ? null : (
        <form className={`${classes.form} ${formTheme.accessibleErrors}`} onSubmit={handleSubmit} noValidate aria-label="Newsletter sign-up">
          <div className={classes.row}>
            <TextInput
              id={EMAIL_INPUT_ID}
              type="email"
              name="email"
              required
              label="Email address"
              labelProps={{ className: 'visually-hidden' }}
              placeholder="you@company.com"
              autoComplete="email"
              className={classes.input}
              classNames={{ input: classes.field, error: classes.error }}
              size="md"
              radius="xl"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={error}
              errorProps={{ role: 'alert' }}
            />
            <Button
              type="submit"
              size="md"
              radius="xl"
              color="accent.8"
              className={classes.button}
              disabled={pending}
              aria-disabled={pending}
            >
              {pending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </div>
          <HoneypotField value={website} onChange={setWebsite} />
        </form>
      )}
    </section>
  );
}
