import { Button, Text, TextInput, Title } from '@mantine/core';
import { HoneypotField } from '@/components/honeypot-field';
import { island } from '@/islands/island';
import { ReturnToField } from '@/components/native-form';
import { useLeadForm } from '@/components/use-lead-form';
import type { LeadSender } from '@/components/lead-outcome';
import { NEWSLETTER_FAILURE_MESSAGES } from './newsletter-messages';
import classes from './newsletter-box.module.css';
import formTheme from '@/components/form-theme.module.css';

const EMAIL_INPUT_ID = 'newsletter-email';
/** The answer that takes the form's place. */
const MESSAGE_ID = 'newsletter-answer';

/** The box is on every page: the outbox and the lead contract (with the schemas) load with its first submit. */
const sendLeadOnDemand: LeadSender = async (kind, body) => (await import('@/outbox/send-lead')).sendLead(kind, body);

/**
 * The footer's sign-up: idle, submitting (button disabled), then signed up (the form gives way
 * to the server's answer, which says whether a confirmation mail is on its way) or an error in red under the input, cleared by the next submit. Before its
 * island is live (or without JavaScript) the form posts natively. `returnTo`: the page it is on.
 */
function NewsletterBoxView({ returnTo }: { returnTo: string }) {
  const { form, pending, outcome, formProps } = useLeadForm({
    kind: 'newsletter',
    initialValues: { email: '', website: '' },
    fieldIds: { email: EMAIL_INPUT_ID },
    messages: NEWSLETTER_FAILURE_MESSAGES,
    send: sendLeadOnDemand,
    toBody: (values) => values,
    // Whatever went wrong is said under the input, which takes focus.
    failureFocusId: EMAIL_INPUT_ID,
    messageId: MESSAGE_ID,
    clearOnSubmit: true,
    // The box is on every page: the schemas load with its first submit, not as the visitor arrives on it.
    prepareOnFocus: false,
    onOutcome: (result) => {
      if (result.status === 'failed' && result.cause === 'unreachable') console.error('Newsletter subscription failed: the server could not be reached');
    },
  });
  // The server knows whether it could mail a confirmation; only its answer may say so.
  const subscribed = outcome?.status === 'sent' ? outcome.message : null;
  const queued = outcome?.status === 'queued' ? outcome.message : null;
  // Said under the input until the next submit, typing or not: a problem with the address, else what went wrong.
  const error = outcome?.status === 'invalid' ? (outcome.errors.email ?? outcome.message) : outcome?.status === 'failed' ? outcome.message : null;

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
          <Text id={MESSAGE_ID} className={classes.success} role="status">
            {subscribed}
          </Text>
        ) : null}
        {queued ? (
          <Text id={MESSAGE_ID} className={classes.queued} role="status">
            {queued}
          </Text>
        ) : null}
      </div>
      {subscribed || queued ? null : (
        <form {...formProps} className={`${classes.form} ${formTheme.accessibleErrors}`} aria-label="Newsletter sign-up">
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
              {...form.getInputProps('email', { withError: false })}
              error={error}
              errorProps={{ role: 'alert' }}
            />
            <Button type="submit" size="md" radius="xl" className={classes.button} disabled={pending}>
              {pending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </div>
          <HoneypotField value={form.values.website} onChange={(value) => form.setFieldValue('website', value)} />
          <ReturnToField path={returnTo} />
        </form>
      )}
    </section>
  );
}

export default NewsletterBoxView;

/** On every page, in the footer: live on the first interaction with it. */
export const NewsletterBox = island('features/newsletter/newsletter-box', NewsletterBoxView, { hydrate: ['interaction'] });
