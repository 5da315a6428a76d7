import { useEffect, type FormEvent } from 'react';
import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import { isBlank } from '@/components/form-fields';
import { FormMessage } from '@/components/form-message';
import { HoneypotField } from '@/components/honeypot-field';
import { island } from '@/islands/island';
import { ReturnToField } from '@/components/native-form';
import { useLeadForm } from '@/components/use-lead-form';
import { sendLead } from '@/outbox/send-lead';
import { founderContactPage } from '@/content/founder-contact';
import type { FounderInput } from '@/leads/founder';
import { FounderError } from './founder-error';
import { FounderReasonCards } from './founder-reason-cards';
import { FOUNDER_FAILURE_MESSAGES, FOUNDER_REQUIRED_MESSAGE, FOUNDER_SUCCESS_RESET_MS } from './founder-messages';
import classes from './founder-form.module.css';
import formTheme from '@/components/form-theme.module.css';

type FounderField = 'name' | 'email' | 'phone' | 'reason' | 'message';

const FIELD_IDS: Record<FounderField, string> = {
  name: 'founder-name',
  email: 'founder-email',
  phone: 'founder-phone',
  reason: 'founder-reason',
  message: 'founder-message',
};
const REQUIRED_FIELDS: readonly FounderField[] = ['name', 'email', 'message'];
const EMPTY_FORM: Record<FounderField | 'website', string> = { name: '', email: '', phone: '', reason: '', message: '', website: '' };
const ERROR_HEADING_ID = 'founder-error-heading';
const SEND_BUTTON_ID = 'founder-send';
/** Sent, or kept on the device: said beside the Send button, where the visitor is. */
const MESSAGE_ID = 'founder-answer';

/**
 * The message to the founder: idle → sending → success or kept for later (then idle and empty
 * again after FOUNDER_SUCCESS_RESET_MS) or an error in place of the form (→ Try Again → idle).
 * Before its island is live (or without JavaScript) it posts natively.
 */
function FounderFormView() {
  const { form, pending, outcome, clearOutcome, requestFocus, formProps } = useLeadForm({
    kind: 'founder',
    initialValues: EMPTY_FORM,
    fieldIds: FIELD_IDS,
    messages: FOUNDER_FAILURE_MESSAGES,
    send: sendLead,
    toBody: (values): FounderInput => values,
    invalidMessage: (errors, values) => (REQUIRED_FIELDS.some((field) => isBlank(values[field])) ? FOUNDER_REQUIRED_MESSAGE : Object.values(errors).join('. ')),
    failureFocusId: ERROR_HEADING_ID,
    messageId: MESSAGE_ID,
  });
  const settled = outcome?.status === 'sent' || outcome?.status === 'queued';
  const { reset } = form;

  useEffect(() => {
    if (!settled) return;
    const timer = window.setTimeout(() => {
      reset();
      clearOutcome();
    }, FOUNDER_SUCCESS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [settled, reset, clearOutcome]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // Sent (or kept) and not yet reset: nothing more goes until the form is ready again.
    if (settled) event.preventDefault();
    else formProps.onSubmit(event);
  }

  function tryAgain() {
    clearOutcome();
    requestFocus(SEND_BUTTON_ID);
  }

  if (outcome?.status === 'failed') return <FounderError headingId={ERROR_HEADING_ID} message={outcome.message} onRetry={tryAgain} />;

  const succeeded = outcome?.status === 'sent';
  const queued = outcome?.status === 'queued' ? outcome.message : null;
  return (
    <form {...formProps} onSubmit={handleSubmit} className={formTheme.accessibleErrors} aria-labelledby="founder-form-title" aria-busy={pending}>
      <div aria-live="polite" aria-atomic="true">
        {outcome?.status === 'invalid' ? (
          <FormMessage tone="error" className={classes.notice}>
            {outcome.message}
          </FormMessage>
        ) : null}
      </div>
      <Stack gap="md">
        <div className={formTheme.fieldPair}>
          <TextInput id={FIELD_IDS.name} name="name" label="Your name" required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput id={FIELD_IDS.email} name="email" label="Email address" type="email" required autoComplete="email" {...form.getInputProps('email')} />
        </div>
        <TextInput
          id={FIELD_IDS.phone}
          name="phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
          className={classes.phone}
        />
        <FounderReasonCards
          id={FIELD_IDS.reason}
          value={form.values.reason}
          onChange={(value) => form.setFieldValue('reason', value)}
          error={form.errors.reason}
        />
        <Textarea id={FIELD_IDS.message} name="message" label="Your message" required rows={6} {...form.getInputProps('message')} />
        <HoneypotField value={form.values.website} onChange={(value) => form.setFieldValue('website', value)} />
        {/* The reason cards are buttons; a native post takes the choice from here. */}
        <input type="hidden" name="reason" value={form.values.reason} />
        <ReturnToField path="/founder-contact" />
        <div aria-live="polite" aria-atomic="true" className={classes.answer}>
          {succeeded ? (
            <FormMessage id={MESSAGE_ID} tone="success" title={founderContactPage.success.title}>
              {founderContactPage.success.text}
            </FormMessage>
          ) : null}
          {queued ? (
            <FormMessage id={MESSAGE_ID} tone="info" role="status">
              {queued}
            </FormMessage>
          ) : null}
        </div>
        <Button
          id={SEND_BUTTON_ID}
          type="submit"
          size="md"
          radius="xl"
          color={succeeded ? 'green.8' : undefined}
          disabled={pending || succeeded || queued !== null}
          className={formTheme.submit}
        >
          {pending ? 'Sending...' : succeeded ? 'Success!' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}

export default FounderFormView;

/** Live on the first interaction with it. */
export const FounderForm = island('features/founder-contact/founder-form', FounderFormView, { hydrate: ['interaction'] });
