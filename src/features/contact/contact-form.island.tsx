import { Button, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { isBlank } from '@/components/form-fields';
import { FormMessage } from '@/components/form-message';
import { HoneypotField } from '@/components/honeypot-field';
import { island } from '@/islands/island';
import { ReturnToField } from '@/components/native-form';
import { useLeadForm } from '@/components/use-lead-form';
import { sendLead } from '@/outbox/send-lead';
import { CONTACT_SERVICES } from '@/leads/form-copy';
import type { ContactInput } from '@/leads/contact';
import { BANNER_LIFETIME_MS, CONTACT_FAILURE_MESSAGES, CONTACT_REQUIRED_MESSAGE } from './contact-messages';
import classes from './contact-form.module.css';
import formTheme from '@/components/form-theme.module.css';

type ContactField = 'from_name' | 'from_email' | 'service' | 'message';

/** Form order, and the id of each control (the API's field names are the keys). */
const FIELD_IDS: Record<ContactField, string> = {
  from_name: 'contact-name',
  from_email: 'contact-email',
  service: 'contact-service',
  message: 'contact-message',
};
const REQUIRED_FIELDS: readonly ContactField[] = ['from_name', 'from_email', 'message'];
/** The banner with the form's answer. */
const MESSAGE_ID = 'contact-answer';

/** The fields the visitor fills; the lead's source is added when it is sent (send-lead.ts). */
const EMPTY_FORM: Required<Omit<ContactInput, 'source'>> = { from_name: '', from_email: '', service: '', message: '', website: '' };

const BANNER_TONES = { sent: 'success', queued: 'info', invalid: 'error', failed: 'error' } as const;

/**
 * The contact form: idle, sending ('Sending...', button disabled), then a green banner with the
 * server's message (and an empty form) or a red one; either banner goes after BANNER_LIFETIME_MS.
 * Before its island is live (or without JavaScript) it posts natively to the same endpoint.
 */
function ContactFormView() {
  const {
    form,
    pending,
    outcome: banner,
    formProps,
  } = useLeadForm({
    kind: 'contact',
    initialValues: EMPTY_FORM,
    fieldIds: FIELD_IDS,
    messages: CONTACT_FAILURE_MESSAGES,
    send: sendLead,
    toBody: (values) => values,
    invalidMessage: (errors, values) => (REQUIRED_FIELDS.some((field) => isBlank(values[field])) ? CONTACT_REQUIRED_MESSAGE : Object.values(errors).join('. ')),
    // Sent, or kept on this device to be sent later: either way the form is ready for another message.
    onOutcome: (result, current) => {
      if (result.status === 'sent' || result.status === 'queued') current.reset();
    },
    messageLifetimeMs: BANNER_LIFETIME_MS,
    messageId: MESSAGE_ID,
  });

  return (
    <form {...formProps} id="contact-form" className={`${classes.form} ${formTheme.accessibleErrors}`} aria-labelledby="contact-form-title" aria-busy={pending}>
      <div aria-live="polite" aria-atomic="true">
        {banner ? (
          <FormMessage id={MESSAGE_ID} tone={BANNER_TONES[banner.status]} role={banner.status === 'queued' ? 'status' : undefined} className={classes.banner}>
            {banner.message}
          </FormMessage>
        ) : null}
      </div>
      <Stack gap="md">
        <div className={formTheme.fieldPair}>
          <TextInput id={FIELD_IDS.from_name} label="Your name" name="from_name" required autoComplete="name" {...form.getInputProps('from_name')} />
          <TextInput
            id={FIELD_IDS.from_email}
            label="Email address"
            name="from_email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('from_email')}
          />
        </div>
        <NativeSelect
          id={FIELD_IDS.service}
          label="Service you are interested in"
          name="service"
          {...form.getInputProps('service')}
          data={[{ value: '', label: 'Select a service (optional)' }, ...CONTACT_SERVICES]}
        />
        <Textarea id={FIELD_IDS.message} label="Your message" name="message" required rows={6} {...form.getInputProps('message')} />
        <HoneypotField value={form.values.website} onChange={(value) => form.setFieldValue('website', value)} />
        <ReturnToField path="/contact" />
        <Button type="submit" size="md" radius="xl" disabled={pending} className={formTheme.submit}>
          {pending ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}

export default ContactFormView;

/** Live on the first interaction with it. */
export const ContactForm = island('features/contact/contact-form', ContactFormView, { hydrate: ['interaction'] });
