import { useEffect, useState, type FormEvent } from 'react';
import { Button, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { isBlank, invalidFields, useFocusRequest } from '../../components/form-fields';
import { FormMessage } from '../../components/form-message';
import { HoneypotField } from '../../components/honeypot-field';
import { island } from '../../components/island';
import { prepareLeadValidationSoon } from '../../components/lead-validation';
import { ReturnToField, useNativeLeadForm } from '../../components/native-form';
import { useLeadSubmission } from '../../components/use-lead-submission';
import { sendLead } from '../../outbox/send-lead';
import { CONTACT_SERVICES } from '../../leads/lead-fields';
import type { ContactInput } from '../../leads/contact';
import type { FieldErrors } from '../../leads/validate-lead';
import { BANNER_LIFETIME_MS, CONTACT_FAILURE_MESSAGES, CONTACT_REQUIRED_MESSAGE } from './contact-messages';
import classes from './contact-form.module.css';
import formTheme from '../../components/form-theme.module.css';

type ContactField = 'from_name' | 'from_email' | 'service' | 'message';

/** Form order, and the id of each control (the API's field names are the keys). */
const FIELD_IDS: Record<ContactField, string> = {
  from_name: 'contact-name',
  from_email: 'contact-email',
  service: 'contact-service',
  message: 'contact-message',
};
const FIELD_ORDER = Object.keys(FIELD_IDS) as ContactField[];
const REQUIRED_FIELDS: readonly ContactField[] = ['from_name', 'from_email', 'message'];

const EMPTY_FORM: Required<Omit<ContactInput, 'website'>> = { from_name: '', from_email: '', service: '', message: '' };

interface Banner {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/**
 * The contact form: idle, sending ('Sending...', button disabled), then a green banner with the
 * server's message (and an empty form) or a red one; either banner goes after BANNER_LIFETIME_MS.
 * Before its island is live (or without JavaScript) it posts natively to the same endpoint.
 */
function ContactFormView() {
  const [values, setValues] = useState(EMPTY_FORM);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<Banner | null>(null);
  const { submit, pending } = useLeadSubmission('contact', CONTACT_FAILURE_MESSAGES, sendLead);
  const nativeForm = useNativeLeadForm('contact');
  const requestFocus = useFocusRequest();

  useEffect(() => {
    if (banner === null) return;
    const timer = window.setTimeout(() => setBanner(null), BANNER_LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  function update(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function showProblems(fieldErrors: FieldErrors, text: string) {
    setErrors(fieldErrors);
    setBanner({ tone: 'error', text });
    const [first] = invalidFields(FIELD_ORDER, fieldErrors);
    if (first) requestFocus(FIELD_IDS[first]);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const body = { ...values, website };
    const outcome = await submit(body);
    if (outcome === null) return;
    if (outcome.status === 'invalid') {
      const incomplete = REQUIRED_FIELDS.some((field) => isBlank(values[field]));
      showProblems(outcome.errors, incomplete ? CONTACT_REQUIRED_MESSAGE : Object.values(outcome.errors).join('. '));
      return;
    }
    setErrors({});
    if (outcome.status === 'sent') {
      setValues(EMPTY_FORM);
      setWebsite('');
      setBanner({ tone: 'success', text: outcome.message });
      return;
    }
    if (outcome.status === 'queued') {
      setValues(EMPTY_FORM);
      setWebsite('');
      setBanner({ tone: 'info', text: outcome.message });
      return;
    }
    showProblems(outcome.errors, outcome.message);
  }

  return (
    <form
      {...nativeForm}
      id="contact-form"
      className={`${classes.form} ${formTheme.accessibleErrors}`}
      onSubmit={handleSubmit}
      onFocus={prepareLeadValidationSoon}
      aria-labelledby="contact-form-title"
      aria-busy={pending}
    >
      <div aria-live="polite" aria-atomic="true">
        {banner ? (
          <FormMessage tone={banner.tone} className={classes.banner}>
            {banner.text}
          </FormMessage>
        ) : null}
      </div>
      <Stack gap="md">
        <div className={classes.pair}>
          <TextInput
            id={FIELD_IDS.from_name}
            label="Your name"
            name="from_name"
            required
            autoComplete="name"
            value={values.from_name}
            onChange={(event) => update('from_name', event.currentTarget.value)}
            error={errors.from_name}
          />
          <TextInput
            id={FIELD_IDS.from_email}
            label="Email address"
            name="from_email"
            type="email"
            required
            autoComplete="email"
            value={values.from_email}
            onChange={(event) => update('from_email', event.currentTarget.value)}
            error={errors.from_email}
          />
        </div>
        <NativeSelect
          id={FIELD_IDS.service}
          label="Service you are interested in"
          name="service"
          value={values.service}
          onChange={(event) => update('service', event.currentTarget.value)}
          data={[{ value: '', label: 'Select a service (optional)' }, ...CONTACT_SERVICES]}
          error={errors.service}
        />
        <Textarea
          id={FIELD_IDS.message}
          label="Your message"
          name="message"
          required
          rows={6}
          value={values.message}
          onChange={(event) => update('message', event.currentTarget.value)}
          error={errors.message}
        />
        <HoneypotField value={website} onChange={setWebsite} />
        <ReturnToField path="/contact" />
        <Button type="submit" size="md" radius="xl" color="brand.8" disabled={pending} className={classes.submit}>
          {pending ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}

export default ContactFormView;

/** Live on the first interaction with it. */
export const ContactForm = island('features/contact/contact-form', ContactFormView, { hydrate: ['interaction'] });
