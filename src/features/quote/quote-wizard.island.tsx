import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { FormMessage } from '@/components/form-message';
import { HoneypotField } from '@/components/honeypot-field';
import { island } from '@/islands/island';
import { scrollToTopOf } from '@/components/motion';
import { ReturnToField } from '@/components/native-form';
import { clearSelectedProduct, readSelectedProduct, SELECTED_PRODUCT_KEY, type SelectedProduct } from '@/components/selected-product';
import { useLeadForm } from '@/components/use-lead-form';
import type { LeadSubmissionOutcome } from '@/components/lead-outcome';
import { sendLead } from '@/outbox/send-lead';
import { QUOTE_STEPS, quotePage, type QuoteStep } from '@/content/quote-page';
import { QUOTE_SUCCESS_MESSAGE } from '@/leads/form-copy';
import { additionalInfoFor } from './product-prefill';
import { QUOTE_FAILURE_MESSAGES, QUOTE_REQUIRED_MESSAGE, isThankYou } from './quote-messages';
import { EMPTY_QUOTE, LAST_STEP, QUOTE_FIELD_IDS, QUOTE_FIELD_ORDER, QUOTE_FIELDS, QUOTE_REQUIRED_FIELDS, stepHeadingId } from './quote-fields';
import { QuoteProgress } from './quote-progress';
import { QuoteStepFields } from './quote-step-fields';
import classes from './quote-wizard.module.css';
import formTheme from '@/components/form-theme.module.css';

const MESSAGE_ID = 'quote-message';

/** What the wizard's banner says for an outcome: its own thank-you for a sent request, else the outcome's message. */
function bannerText(outcome: LeadSubmissionOutcome): string {
  return outcome.status === 'sent' ? QUOTE_SUCCESS_MESSAGE : outcome.message;
}

/**
 * The three-step quote: values live above the steps, so Back and Continue never lose them. Only
 * step 3 sends; a missing required field sends the visitor back to its step. Every step's fields
 * are always in the form, the steps not shown are hidden: without JavaScript the page shows them
 * all as one form that posts natively (see quote-wizard.module.css).
 */
function QuoteWizardView() {
  const [step, setStep] = useState<QuoteStep>(1);
  const [product, setProduct] = useState<SelectedProduct | null>(null);
  const stepChangedByVisitor = useRef(false);
  const { form, pending, outcome, requestFocus, formProps } = useLeadForm({
    kind: 'quote',
    initialValues: EMPTY_QUOTE,
    fieldIds: QUOTE_FIELD_IDS,
    messages: QUOTE_FAILURE_MESSAGES,
    send: sendLead,
    toBody: (values) => values,
    invalidMessage: (errors, values) =>
      QUOTE_REQUIRED_FIELDS.some((field) => values[field].trim() === '') ? QUOTE_REQUIRED_MESSAGE : Object.values(errors).join('. '),
    clearOnSubmit: true,
    onOutcome: (result, current) => {
      if (result.status === 'sent' || result.status === 'queued') {
        // Sent, or kept on this device: the wizard starts again for another request.
        current.reset();
        setProduct(null);
        setStep(1);
        requestFocus(MESSAGE_ID);
        return;
      }
      // The first invalid field's step is shown, so that the field can take focus.
      const first = QUOTE_FIELD_ORDER.find((field) => field in result.errors);
      if (first !== undefined) setStep(QUOTE_FIELDS[first].step);
      else if (result.status === 'failed') requestFocus(MESSAGE_ID);
    },
  });
  const { setFieldValue } = form;

  // A product page may have handed over a product: start the quote from it, once. localStorage is
  // read after mount, not during render, so the prerendered page and the first client render agree.
  useEffect(() => {
    const selected = readSelectedProduct();
    if (selected === null) return;
    clearSelectedProduct();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time hand-off from browser storage
    setProduct(selected);
    setFieldValue('projectType', selected.type);
    setFieldValue('additionalInfo', additionalInfoFor(selected));
  }, [setFieldValue]);

  // After Back or Continue, the wizard's card returns to the top of the window (not the page: the
  // visitor stays with the wizard) and the new step's heading, in view below it, takes focus.
  useEffect(() => {
    if (!stepChangedByVisitor.current) return;
    stepChangedByVisitor.current = false;
    document.getElementById(stepHeadingId(step))?.focus({ preventScroll: true });
    const card = document.getElementById(quotePage.start.formId);
    if (card !== null) scrollToTopOf(card);
  }, [step]);

  function goTo(next: number) {
    const bounded = Math.min(LAST_STEP, Math.max(1, next)) as QuoteStep;
    if (bounded === step) return;
    stepChangedByVisitor.current = true;
    setStep(bounded);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter on steps 1 and 2 means Continue; only the last step sends.
    if (step < LAST_STEP) {
      event.preventDefault();
      goTo(step + 1);
      return;
    }
    formProps.onSubmit(event);
  }

  const current = QUOTE_STEPS[step - 1]!;
  const banner = outcome === null ? null : bannerText(outcome);

  return (
    <Paper id={quotePage.start.formId} withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} id="quote-form-title" className={classes.formTitle}>
        {quotePage.formTitle}
      </Title>

      {product ? (
        <FormMessage tone="info" title={quotePage.productBanner.title} className={classes.banner}>
          <span className={classes.productName}>{product.name}</span> <span className={classes.tier}>{product.tier}</span>
          <br />
          <span className={classes.productType}>{product.type}</span>
        </FormMessage>
      ) : null}

      <div aria-live="polite" aria-atomic="true">
        {banner !== null && outcome?.status !== 'queued' ? (
          <FormMessage id={MESSAGE_ID} focusable tone={isThankYou(banner) ? 'success' : 'error'} className={classes.banner}>
            {banner}
          </FormMessage>
        ) : null}
        {banner !== null && outcome?.status === 'queued' ? (
          <FormMessage id={MESSAGE_ID} focusable tone="info" role="status" className={classes.banner}>
            {banner}
          </FormMessage>
        ) : null}
      </div>

      <QuoteProgress step={step} title={current.title} />

      <form {...formProps} onSubmit={handleSubmit} className={formTheme.accessibleErrors} aria-labelledby="quote-form-title" aria-busy={pending}>
        {QUOTE_STEPS.map(({ step: stepNumber, title, intro }) => (
          <fieldset key={stepNumber} className={classes.step} hidden={stepNumber !== step} data-step={stepNumber}>
            <legend className="visually-hidden">
              Step {stepNumber} of {LAST_STEP}: {title}
            </legend>
            <Title order={3} id={stepHeadingId(stepNumber)} tabIndex={-1} className={classes.stepTitle}>
              {title}
            </Title>
            <Text c="gray.7" mb="lg">
              {intro}
            </Text>
            <QuoteStepFields step={stepNumber} form={form} />
          </fieldset>
        ))}

        <HoneypotField value={form.values.website} onChange={(value) => form.setFieldValue('website', value)} />
        <ReturnToField path="/get-quote" />

        <Group justify="space-between" mt="xl" className={classes.actions}>
          {step > 1 ? (
            <Button
              key="back"
              type="button"
              variant="default"
              radius="xl"
              size="md"
              onClick={() => goTo(step - 1)}
              disabled={pending}
              className={classes.wizardOnly}
            >
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button key="continue" type="button" radius="xl" size="md" onClick={() => goTo(step + 1)} hidden={step === LAST_STEP} className={classes.wizardOnly}>
            Continue
          </Button>
          <Button key="submit" type="submit" radius="xl" size="md" disabled={pending} hidden={step < LAST_STEP} className={classes.submit}>
            {pending ? quotePage.busyLabel : quotePage.submitLabel}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

export default QuoteWizardView;

/** Live on the first interaction with it, or at once when a product page has handed over a product to start from. */
export const QuoteWizard = island('features/quote/quote-wizard', QuoteWizardView, { hydrate: ['interaction', `stored:${SELECTED_PRODUCT_KEY}`] });
