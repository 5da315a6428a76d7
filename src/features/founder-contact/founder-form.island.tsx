import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { isBlank, invalidFields, useFocusRequest } from '../../components/form-fields';
import { FormMessage } from '../../components/form-message';
import { HoneypotField } from '../../components/honeypot-field';
import { island } from '../../components/island';
import { prepareLeadValidationSoon } from '../../components/lead-validation';
import { ReturnToField, useNativeLeadForm } from '../../components/native-form';
import { useLeadSubmission } from '../../components/use-lead-submission';
import { sendLead } from '../../outbox/send-lead';
import { founderContactPage, founderReasons } from '../../content/founder-contact';
import type { FieldErrors } from '../../leads/validate-lead';
import { FOUNDER_FAILURE_MESSAGES, FOUNDER_REQUIRED_MESSAGE, FOUNDER_SUCCESS_RESET_MS } from './founder-messages';
import classes from './founder-form.module.css';
import formTheme from '../../components/form-theme.module.css';

type FounderField = 'name' | 'email' | 'phone' | 'reason' | 'message';

const FIELD_IDS: Record<FounderField, string> = {
  name: 'founder-name',
  email: 'founder-email',
  phone: 'founder-phone',
  reason: 'founder-reason',
  message: 'founder-message',
};
const FIELD_ORDER = Object.keys(FIELD_IDS) as FounderField[];
const REQUIRED_FIELDS: readonly FounderField[] = ['name', 'email', 'message'];
const EMPTY_FORM: Record<FounderField, string> = { name: '', email: '', phone: '', reason: '', message: '' };
const ERROR_HEADING_ID = 'founder-error-heading';
const SEND_BUTTON_ID = 'founder-send';

/** idle → sending → success (then idle again after FOUNDER_SUCCESS_RESET_MS) or error (→ Try Again → idle). */
type Phase =
  | { name: 'idle' }
  | { name: 'sending' }
  | { name: 'success' }
  | { name: 'queued'; message: string }
  | { name: 'error'; message: string };

/** The message to the founder. Before its island is live (or without JavaScript) it posts natively. */
function FounderFormView() {
  const [values, setValues] = useState(EMPTY_FORM);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const { submit } = useLeadSubmission('founder', FOUNDER_FAILURE_MESSAGES, sendLead);
  const nativeForm = useNativeLeadForm('founder');
  const requestFocus = useFocusRequest();

  useEffect(() => {
    if (phase.name !== 'success' && phase.name !== 'queued') return;
    const timer = window.setTimeout(() => {
      setValues(EMPTY_FORM);
      setWebsite('');
      setPhase({ name: 'idle' });
    }, FOUNDER_SUCCESS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [phase.name]);

  function update(field: FounderField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function showProblems(fieldErrors: FieldErrors, text: string) {
    setErrors(fieldErrors);
    setNotice(text);
    const [first] = invalidFields(FIELD_ORDER, fieldErrors);
    if (first) requestFocus(FIELD_IDS[first]);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.name !== 'idle') return;
    const body = { ...values, website };
    setPhase({ name: 'sending' });
    const outcome = await submit(body);
    if (outcome === null) return;
    if (outcome.status === 'invalid') {
      setPhase({ name: 'idle' });
      const incomplete = REQUIRED_FIELDS.some((field) => isBlank(values[field]));
      showProblems(outcome.errors, incomplete ? FOUNDER_REQUIRED_MESSAGE : Object.values(outcome.errors).join('. '));
      return;
    }
    setErrors({});
    setNotice(null);
    if (outcome.status === 'sent') {
      setPhase({ name: 'success' });
      return;
    }
    if (outcome.status === 'queued') {
      setPhase({ name: 'queued', message: outcome.message });
      return;
    }
    setErrors(outcome.errors);
    setPhase({ name: 'error', message: outcome.message });
    requestFocus(ERROR_HEADING_ID);
  }

  function tryAgain() {
    setPhase({ name: 'idle' });
    requestFocus(SEND_BUTTON_ID);
  }

  if (phase.name === 'error') {
    return (
      <div role="alert" className={classes.errorView}>
        <Title order={2} id={ERROR_HEADING_ID} tabIndex={-1} className={classes.errorTitle}>
          {founderContactPage.error.title}
        </Title>
        <Text mb="lg">{phase.message}</Text>
        <Button onClick={tryAgain} color="red.8" radius="xl">
          {founderContactPage.error.retry}
        </Button>
      </div>
    );
  }

  const busy = phase.name === 'sending';
  const succeeded = phase.name === 'success';
  const queued = phase.name === 'queued' ? phase.message : null;
  return (
    <form
      {...nativeForm}
      className={formTheme.accessibleErrors}
      onSubmit={handleSubmit}
      onFocus={prepareLeadValidationSoon}
      aria-labelledby="founder-form-title"
      aria-busy={busy}
    >
      <div aria-live="polite" aria-atomic="true">
        {notice ? (
          <FormMessage tone="error" className={classes.notice}>
            {notice}
          </FormMessage>
        ) : null}
        {succeeded ? (
          <FormMessage tone="success" title={founderContactPage.success.title} className={classes.notice}>
            {founderContactPage.success.text}
          </FormMessage>
        ) : null}
        {queued ? (
          <FormMessage tone="info" role="status" className={classes.notice}>
            {queued}
          </FormMessage>
        ) : null}
      </div>
      <Stack gap="md">
        <div className={classes.pair}>
          <TextInput
            id={FIELD_IDS.name}
            name="name"
            label="Your name"
            required
            autoComplete="name"
            value={values.name}
            onChange={(event) => update('name', event.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            id={FIELD_IDS.email}
            name="email"
            label="Email address"
            type="email"
            required
            autoComplete="email"
            value={values.email}
            onChange={(event) => update('email', event.currentTarget.value)}
            error={errors.email}
          />
        </div>
        <TextInput
          id={FIELD_IDS.phone}
          name="phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(event) => update('phone', event.currentTarget.value)}
          error={errors.phone}
          className={classes.phone}
        />
        <Radio.Group
          id={FIELD_IDS.reason}
          name="founder-reason"
          label="Reason for reaching out"
          description="Pick the one that fits best."
          descriptionProps={{ c: 'gray.7' }}
          value={values.reason}
          onChange={(value) => update('reason', value)}
          error={errors.reason}
        >
          <div className={classes.reasons}>
            {founderReasons.map((reason) => (
              <Radio.Card key={reason.value} value={reason.value} radius="md" className={classes.reason}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={3} />
                  <div>
                    <Text fw={600} className={classes.reasonLabel}>
                      {reason.label}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {reason.description}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </div>
        </Radio.Group>
        <Textarea
          id={FIELD_IDS.message}
          name="message"
          label="Your message"
          required
          rows={6}
          value={values.message}
          onChange={(event) => update('message', event.currentTarget.value)}
          error={errors.message}
        />
        <HoneypotField value={website} onChange={setWebsite} />
        {/* The reason cards are buttons; a native post takes the choice from here. */}
        <input type="hidden" name="reason" value={values.reason} />
        <ReturnToField path="/founder-contact" />
        <Button
          id={SEND_BUTTON_ID}
          type="submit"
          size="md"
          radius="xl"
          color={succeeded ? 'green.8' : 'brand.8'}
          disabled={busy || succeeded || queued !== null}
          className={classes.submit}
        >
          {busy ? 'Sending...' : succeeded ? 'Success!' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}

export default FounderFormView;

/** Live on the first interaction with it. */
export const FounderForm = island('features/founder-contact/founder-form', FounderFormView, { hydrate: ['interaction'] });
