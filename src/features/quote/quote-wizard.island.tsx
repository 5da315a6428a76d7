import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, NativeSelect, Paper, Progress, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { invalidFields, useFocusRequest } from '../../components/form-fields';
import { FormMessage } from '../../components/form-message';
import { HoneypotField } from '../../components/honeypot-field';
import { island } from '../../components/island';
import { prepareLeadValidationSoon } from '../../components/lead-validation';
import { ReturnToField, useNativeLeadForm } from '../../components/native-form';
import { clearSelectedProduct, readSelectedProduct, SELECTED_PRODUCT_KEY, type SelectedProduct } from '../../components/selected-product';
import { useLeadSubmission } from '../../components/use-lead-submission';
import { sendLead } from '../../outbox/send-lead';
import { QUOTE_STEPS, quotePage, type QuoteStep } from '../../content/quote-page';
import {
  QUOTE_BUDGETS,
  QUOTE_FEATURES,
  QUOTE_LOCATIONS,
  QUOTE_PROJECT_TYPES,
  QUOTE_SUCCESS_MESSAGE,
  QUOTE_TIMELINES,
  type QuoteFeature,
} from '../../leads/lead-fields';
import type { FieldErrors } from '../../leads/validate-lead';
import { additionalInfoFor } from './product-prefill';
import { QUOTE_FAILURE_MESSAGES, QUOTE_REQUIRED_MESSAGE, isThankYou } from './quote-messages';
import classes from './quote-wizard.module.css';
import formTheme from '../../components/form-theme.module.css';

type QuoteField = 'projectType' | 'location' | 'budget' | 'timeline' | 'features' | 'additionalInfo' | 'email' | 'phone';

/** Each field's control id and the step it lives on, in form order. */
const FIELDS: Record<QuoteField, { id: string; step: QuoteStep }> = {
  projectType: { id: 'quote-project-type', step: 1 },
  location: { id: 'quote-location', step: 1 },
  budget: { id: 'quote-budget', step: 1 },
  timeline: { id: 'quote-timeline', step: 2 },
  features: { id: 'quote-features', step: 2 },
  additionalInfo: { id: 'quote-additional-info', step: 2 },
  email: { id: 'quote-email', step: 3 },
  phone: { id: 'quote-phone', step: 3 },
};
const FIELD_ORDER = Object.keys(FIELDS) as QuoteField[];
/** Timeline is checked too: the original marked it required but let it through empty. */
const REQUIRED_FIELDS = ['projectType', 'location', 'budget', 'timeline', 'email'] as const;
const LAST_STEP: QuoteStep = 3;
const stepHeadingId = (step: QuoteStep) => `quote-step-${step}-heading`;
const MESSAGE_ID = 'quote-message';

interface QuoteValues {
  projectType: string;
  location: string;
  budget: string;
  timeline: string;
  email: string;
  phone: string;
  additionalInfo: string;
  features: QuoteFeature[];
}

const EMPTY_QUOTE: QuoteValues = {
  projectType: '',
  location: '',
  budget: '',
  timeline: '',
  email: '',
  phone: '',
  additionalInfo: '',
  features: [],
};

function choices(placeholder: string, options: readonly string[]) {
  return [{ value: '', label: placeholder }, ...options];
}

/**
 * The three-step quote: values live here, above the steps, so Back and Continue never lose them.
 * Only step 3 sends; a missing required field sends the visitor back to its step. Every step's
 * fields are always in the form, the steps not shown are hidden: without JavaScript the page shows
 * them all as one form that posts natively (see quote-wizard.module.css).
 */
function QuoteWizardView() {
  const [step, setStep] = useState<QuoteStep>(1);
  const [values, setValues] = useState<QuoteValues>(EMPTY_QUOTE);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  /** Set when the request waits in this device's outbox (offline); replaces the thank-you. */
  const [queued, setQueued] = useState<string | null>(null);
  const [product, setProduct] = useState<SelectedProduct | null>(null);
  const { submit, pending } = useLeadSubmission('quote', QUOTE_FAILURE_MESSAGES, sendLead);
  const requestFocus = useFocusRequest();
  const stepChangedByVisitor = useRef(false);
  const nativeForm = useNativeLeadForm('quote');

  // A product page may have handed over a product: start the quote from it, once. localStorage is
  // read after mount, not during render, so the prerendered page and the first client render agree.
  useEffect(() => {
    const selected = readSelectedProduct();
    if (selected === null) return;
    clearSelectedProduct();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time hand-off from browser storage
    setProduct(selected);
    setValues((current) => ({ ...current, projectType: selected.type, additionalInfo: additionalInfoFor(selected) }));
  }, []);

  // After Back or Continue, the page returns to the top and the new step's heading takes focus.
  useEffect(() => {
    if (!stepChangedByVisitor.current) return;
    stepChangedByVisitor.current = false;
    document.getElementById(stepHeadingId(step))?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [step]);

  function goTo(next: number) {
    const bounded = Math.min(LAST_STEP, Math.max(1, next)) as QuoteStep;
    if (bounded === step) return;
    stepChangedByVisitor.current = true;
    setStep(bounded);
  }

  function update<Field extends keyof QuoteValues>(field: Field, value: QuoteValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function showProblems(fieldErrors: FieldErrors, text: string) {
    setErrors(fieldErrors);
    setMessage(text);
    const [first] = invalidFields(FIELD_ORDER, fieldErrors);
    if (first === undefined) return;
    setStep(FIELDS[first].step);
    requestFocus(FIELDS[first].id);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter on steps 1 and 2 means Continue; only the last step sends.
    if (step < LAST_STEP) {
      goTo(step + 1);
      return;
    }
    if (pending) return;
    setMessage(null);
    setQueued(null);
    const body = { ...values, website };
    const outcome = await submit(body);
    if (outcome === null) return;
    if (outcome.status === 'invalid') {
      const incomplete = REQUIRED_FIELDS.some((field) => values[field].trim() === '');
      showProblems(outcome.errors, incomplete ? QUOTE_REQUIRED_MESSAGE : Object.values(outcome.errors).join('. '));
      return;
    }
    setErrors({});
    if (outcome.status === 'sent') {
      setValues(EMPTY_QUOTE);
      setWebsite('');
      setProduct(null);
      setStep(1);
      setMessage(QUOTE_SUCCESS_MESSAGE);
      requestFocus(MESSAGE_ID);
      return;
    }
    if (outcome.status === 'queued') {
      setValues(EMPTY_QUOTE);
      setWebsite('');
      setProduct(null);
      setStep(1);
      setQueued(outcome.message);
      requestFocus(MESSAGE_ID);
      return;
    }
    showProblems(outcome.errors, outcome.message);
    if (Object.keys(outcome.errors).length === 0) requestFocus(MESSAGE_ID);
  }

  const current = QUOTE_STEPS[step - 1]!;
  const stepError = (field: QuoteField) => errors[field];

  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
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
        {message ? (
          <FormMessage id={MESSAGE_ID} focusable tone={isThankYou(message) ? 'success' : 'error'} className={classes.banner}>
            {message}
          </FormMessage>
        ) : null}
        {queued ? (
          <FormMessage id={MESSAGE_ID} focusable tone="info" role="status" className={classes.banner}>
            {queued}
          </FormMessage>
        ) : null}
      </div>

      <Stack gap={6} mt="lg" mb="lg" className={classes.wizardOnly}>
        <Group justify="space-between">
          <Text size="sm" fw={600} c="brand.8">
            Step {step} of {LAST_STEP}
          </Text>
          <Text size="sm" c="gray.7">
            {Math.round((step / LAST_STEP) * 100)}% complete
          </Text>
        </Group>
        <Progress.Root size="md" radius="xl">
          <Progress.Section
            value={(step / LAST_STEP) * 100}
            color="brand.7"
            withAria={false}
            role="progressbar"
            aria-label="Quote progress"
            aria-valuemin={1}
            aria-valuemax={LAST_STEP}
            aria-valuenow={step}
            aria-valuetext={`Step ${step} of ${LAST_STEP}: ${current.title}`}
          />
        </Progress.Root>
      </Stack>

      <form
        {...nativeForm}
        className={formTheme.accessibleErrors}
        onSubmit={handleSubmit}
        onFocus={prepareLeadValidationSoon}
        aria-labelledby="quote-form-title"
        aria-busy={pending}
      >
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

            {stepNumber === 1 ? (
              <Stack gap="md">
                <NativeSelect
                  id={FIELDS.projectType.id}
                  name="projectType"
                  label="Project type"
                  required
                  value={values.projectType}
                  onChange={(event) => update('projectType', event.currentTarget.value)}
                  data={choices('Select your project type', QUOTE_PROJECT_TYPES)}
                  error={stepError('projectType')}
                />
                <NativeSelect
                  id={FIELDS.location.id}
                  name="location"
                  label="Your location"
                  required
                  value={values.location}
                  onChange={(event) => update('location', event.currentTarget.value)}
                  data={choices('Select your country', QUOTE_LOCATIONS)}
                  error={stepError('location')}
                />
                <NativeSelect
                  id={FIELDS.budget.id}
                  name="budget"
                  label="Budget range"
                  required
                  value={values.budget}
                  onChange={(event) => update('budget', event.currentTarget.value)}
                  data={choices('Select a budget range', QUOTE_BUDGETS)}
                  error={stepError('budget')}
                />
              </Stack>
            ) : null}

            {stepNumber === 2 ? (
              <Stack gap="lg">
                <NativeSelect
                  id={FIELDS.timeline.id}
                  name="timeline"
                  label="Timeline"
                  required
                  value={values.timeline}
                  onChange={(event) => update('timeline', event.currentTarget.value)}
                  data={choices('Select a timeline', QUOTE_TIMELINES)}
                  error={stepError('timeline')}
                />
                <Checkbox.Group
                  id={FIELDS.features.id}
                  label="Must-have features"
                  description="Tick everything your project needs."
                  descriptionProps={{ c: 'gray.7' }}
                  value={values.features}
                  onChange={(selected) => update('features', QUOTE_FEATURES.filter((feature) => selected.includes(feature)))}
                  error={stepError('features')}
                >
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
                    {QUOTE_FEATURES.map((feature) => (
                      <Checkbox key={feature} name="features" value={feature} label={feature} className={classes.feature} />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
                <Textarea
                  id={FIELDS.additionalInfo.id}
                  name="additionalInfo"
                  label="Additional information"
                  description="Goals, pages, integrations, examples you like."
                  descriptionProps={{ c: 'gray.7' }}
                  rows={6}
                  value={values.additionalInfo}
                  onChange={(event) => update('additionalInfo', event.currentTarget.value)}
                  error={stepError('additionalInfo')}
                />
              </Stack>
            ) : null}

            {stepNumber === 3 ? (
              <Stack gap="md">
                <TextInput
                  id={FIELDS.email.id}
                  name="email"
                  label="Email address"
                  type="email"
                  required
                  autoComplete="email"
                  value={values.email}
                  onChange={(event) => update('email', event.currentTarget.value)}
                  error={stepError('email')}
                />
                <TextInput
                  id={FIELDS.phone.id}
                  name="phone"
                  label="Phone (optional)"
                  type="tel"
                  autoComplete="tel"
                  value={values.phone}
                  onChange={(event) => update('phone', event.currentTarget.value)}
                  error={stepError('phone')}
                />
              </Stack>
            ) : null}
          </fieldset>
        ))}

        <HoneypotField value={website} onChange={setWebsite} />
        <ReturnToField path="/get-quote" />

        <Group justify="space-between" mt="xl" className={classes.actions}>
          {step > 1 ? (
            <Button key="back" type="button" variant="default" radius="xl" size="md" onClick={() => goTo(step - 1)} disabled={pending} className={classes.wizardOnly}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button
            key="continue"
            type="button"
            radius="xl"
            size="md"
            color="brand.8"
            onClick={() => goTo(step + 1)}
            hidden={step === LAST_STEP}
            className={classes.wizardOnly}
          >
            Continue
          </Button>
          <Button key="submit" type="submit" radius="xl" size="md" color="accent.8" disabled={pending} hidden={step < LAST_STEP} className={classes.submit}>
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
