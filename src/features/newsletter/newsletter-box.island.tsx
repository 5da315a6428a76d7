import { useState, type FormEvent } from 'react';
import { Button, Text, TextInput, Title } from '@mantine/core';
import { HoneypotField } from '../../components/honeypot-field';
import { island } from '../../components/island';
import { ReturnToField, useNativeLeadForm } from '../../components/native-form';
import { useLeadSubmission, type LeadSender } from '../../components/use-lead-submission';
import { NEWSLETTER_FAILURE_MESSAGES } from './newsletter-messages';
import classes from './newsletter-box.module.css';
import formTheme from '../../components/form-theme.module.css';

const EMAIL_INPUT_ID = 'newsletter-email';

/** The box is on every page: the outbox and the lead contract (with the schemas) load with its first submit. */
const sendLeadOnDemand: LeadSender = async (kind, body) => (await import('../../outbox/send-lead')).sendLead(kind, body);

/**
 * The footer's sign-up: idle, submitting (button disabled), then signed up (the form gives way
 * to the server's answer, which says whether a confirmation mail is on its way) or an error in red under the input, cleared by the next submit. Before its
 * island is live (or without JavaScript) the form posts natively. `returnTo`: the page it is on.
 */
function NewsletterBoxView({ returnTo }: { returnTo: string }) {
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The server's answer once the sign-up is stored. */
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const [queued, setQueued] = useState<string | null>(null);
  const { submit, pending } = useLeadSubmission('newsletter', NEWSLETTER_FAILURE_MESSAGES, sendLeadOnDemand);
  const busy = pending;
  const nativeForm = useNativeLeadForm('newsletter');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setError(null);
    const outcome = await submit({ email, website });
    if (outcome === null) return;
    if (outcome.status === 'sent') {
      // The server knows whether it could mail a confirmation; only its answer may say so.
      setSubscribed(outcome.message);
      return;
    }
    if (outcome.status === 'queued') {
      setQueued(outcome.message);
      return;
    }
    if (outcome.status === 'invalid') {
      setError(outcome.errors.email ?? outcome.message);
    } else {
      if (outcome.cause === 'unreachable') console.error('Newsletter subscription failed: the server could not be reached');
      setError(outcome.message);
    }
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
            {subscribed}
          </Text>
        ) : null}
        {queued ? (
          <Text className={classes.queued} role="status">
            {queued}
          </Text>
        ) : null}
      </div>
      {subscribed || queued ? null : (
        <form {...nativeForm} className={`${classes.form} ${formTheme.accessibleErrors}`} onSubmit={handleSubmit} aria-label="Newsletter sign-up">
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
              disabled={busy}
            >
              {busy ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </div>
          <HoneypotField value={website} onChange={setWebsite} />
          <ReturnToField path={returnTo} />
        </form>
      )}
    </section>
  );
}

export default NewsletterBoxView;

/** On every page, in the footer: live on the first interaction with it. */
export const NewsletterBox = island('features/newsletter/newsletter-box', NewsletterBoxView, { hydrate: ['interaction'] });
