import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { LeadInput, LeadKind } from '@/leads/kinds';
import type { FieldErrors } from '@/leads/validate-lead';
import { useFocusRequest, useRevealRequest } from './form-fields';
import { leadFormErrors, prepareLeadValidationSoon } from './lead-validation';
import { useNativeLeadForm } from './native-form';
import { describeLeadOutcome, type LeadFailureMessages, type LeadSender, type LeadSubmissionOutcome } from './lead-outcome';

export type LeadForm<Values> = UseFormReturnType<Values>;

export interface LeadFormOptions<K extends LeadKind, Values extends object> {
  kind: K;
  initialValues: Values;
  /** The id of each field's control, in form order: after a failed submit focus goes to the first invalid one. */
  fieldIds: Partial<Record<Extract<keyof Values, string>, string>>;
  /** The form's own texts for a lead that does not go through (spec section 8). */
  messages: LeadFailureMessages;
  /** `sendLead`, imported by the form, or loaded on demand where the form is on every page. */
  send: LeadSender;
  /** The body sent (and checked against the schema) for the form's values. */
  toBody: (values: Values) => LeadInput<K>;
  /** The message of a form that fails its check; default: its first problem. */
  invalidMessage?: (errors: FieldErrors, values: Values) => string;
  /** Called with every outcome, once the form's errors and message are in place. */
  onOutcome?: (outcome: LeadSubmissionOutcome, form: LeadForm<Values>) => void;
  /** Where focus goes when the server refuses the lead or cannot be reached; default: the first field it names. */
  failureFocusId?: string;
  /**
   * The id of the element that shows the form's answer: brought into view with every outcome that
   * moves focus nowhere else (focus brings the field to correct into view itself).
   */
  messageId?: string;
  /** How long an outcome stays shown; by default until the next one. */
  messageLifetimeMs?: number;
  /** Whether a new submit clears the last outcome at once (else it stays until the submit's own outcome). */
  clearOnSubmit?: boolean;
  /** Whether the schemas start loading at the visitor's first pause on the form (else with the first submit). */
  prepareOnFocus?: boolean;
}

function fieldErrorsOf(errors: FormErrors): FieldErrors {
  const messages: FieldErrors = {};
  for (const [field, error] of Object.entries(errors)) if (typeof error === 'string') messages[field] = error;
  return messages;
}

function firstError(errors: FieldErrors): string {
  return Object.values(errors)[0] ?? '';
}

/**
 * Every lead form's state and submit, on @mantine/form: the values, the lead's zod schema (the
 * server's own, loaded with the first check, never with the page) as the validator, one lead at a
 * time to the outbox's `sendLead`, the outcome the visitor reads, and focus on the first invalid
 * field. The form renders the fields (`form.getInputProps`) and the outcome its own way.
 */
export function useLeadForm<K extends LeadKind, Values extends object>(options: LeadFormOptions<K, Values>) {
  const { kind, fieldIds, messages, send, toBody, invalidMessage = firstError, onOutcome, failureFocusId, messageId } = options;
  const { messageLifetimeMs, clearOnSubmit = false, prepareOnFocus = true } = options;
  // An async validator (the schema loads with the first check): validate() and validateField() answer promises.
  const form = useForm<Values, Values, Promise<FormErrors>>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: (values) => leadFormErrors(kind, toBody(values)),
  });
  const [outcome, setOutcome] = useState<LeadSubmissionOutcome | null>(null);
  const [pending, setPending] = useState(false);
  // A ref as well as state: a double click or a double Enter must never send the same lead twice.
  const inFlight = useRef(false);
  const requestFocus = useFocusRequest();
  const requestReveal = useRevealRequest();
  const nativeForm = useNativeLeadForm(kind);

  useEffect(() => {
    if (outcome === null || messageLifetimeMs === undefined) return;
    const timer = window.setTimeout(() => setOutcome(null), messageLifetimeMs);
    return () => window.clearTimeout(timer);
  }, [outcome, messageLifetimeMs]);

  const focusFirstInvalid = useCallback(
    (errors: FieldErrors): boolean => {
      const first = (Object.keys(fieldIds) as Extract<keyof Values, string>[]).find((field) => field in errors);
      const id = first === undefined ? undefined : fieldIds[first];
      if (id !== undefined) requestFocus(id);
      return id !== undefined;
    },
    [fieldIds, requestFocus],
  );

  const settle = (result: LeadSubmissionOutcome) => {
    if (result.status === 'sent' || result.status === 'queued') form.clearErrors();
    else form.setErrors(result.errors);
    setOutcome(result);
    let focused = false;
    if (result.status === 'failed' && failureFocusId !== undefined) {
      requestFocus(failureFocusId);
      focused = true;
    } else if (result.status !== 'sent' && result.status !== 'queued') focused = focusFirstInvalid(result.errors);
    // The answer is said where the visitor can see it, whatever they scrolled to before sending.
    if (!focused && messageId !== undefined) requestReveal(messageId);
    onOutcome?.(result, form);
  };

  async function check(values: Values): Promise<LeadSubmissionOutcome | null> {
    const validation = await form.validate();
    if (!validation.hasErrors) return null;
    const errors = fieldErrorsOf(validation.errors);
    return { status: 'invalid', message: invalidMessage(errors, values), errors };
  }

  async function handleSubmit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    if (clearOnSubmit) setOutcome(null);
    let result: LeadSubmissionOutcome;
    try {
      // What the visitor sees now is what is checked and what is sent.
      const values = form.getValues();
      result = (await check(values)) ?? describeLeadOutcome(await send(kind, toBody(values)), messages);
    } catch (error) {
      // sendLead sorts every fetch failure itself; anything reaching here is a bug, not a network state.
      console.error(`Could not send the ${kind} lead`, error);
      result = { status: 'failed', message: messages.unreachable, errors: {}, cause: 'unreachable' };
    } finally {
      inFlight.current = false;
      setPending(false);
    }
    settle(result);
  }

  const clearOutcome = useCallback(() => setOutcome(null), []);

  return {
    form,
    pending,
    outcome,
    clearOutcome,
    requestFocus,
    /** Checks and sends the lead, as a submit of the form does (a confirm button outside the form). */
    submit: () => handleSubmit(),
    /** Spread on the <form>: the native post before the island is live, then this hook's submit. */
    formProps: {
      ...nativeForm,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(event),
      ...(prepareOnFocus ? { onFocus: prepareLeadValidationSoon } : {}),
    },
  };
}
