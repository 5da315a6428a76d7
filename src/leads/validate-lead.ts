import type { z } from 'zod';
import type { Lead, LeadKind, LeadRegistry } from './kinds';
import { leadRegistry } from './kinds';
import { HONEYPOT_FIELD, SOURCE_FIELD } from './limits';
import type { LeadSource } from './lead-source';

/** Field name → the first readable problem with it. */
export type FieldErrors = Record<string, string>;

export type LeadValidation<K extends LeadKind> =
  | { ok: true; data: Lead<K>; /** Where it was sent from, when it said so (reduced to what is kept). */ source?: LeadSource }
  | { ok: false; message: string; errors: FieldErrors };

const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object with the form fields.';

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '';
    if (field !== '' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** One sentence listing every problem, for clients that show only `message`. */
export function summarizeFieldErrors(errors: FieldErrors): string {
  const problems = Object.values(errors).map((text) => (/[.!?]$/.test(text) ? text : `${text}.`));
  return problems.length > 0 ? problems.join(' ') : 'Please check the form and try again.';
}

/** Validates a body against the kind's schema; the honeypot is dropped from the result, the source taken out of the fields. */
export function validateLead<K extends LeadKind>(kind: K, body: unknown, registry: LeadRegistry = leadRegistry): LeadValidation<K> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: NOT_AN_OBJECT_MESSAGE, errors: {} };
  }
  const result = registry[kind].schema.safeParse(body);
  if (!result.success) {
    const errors = fieldErrorsOf(result.error);
    return { ok: false, message: summarizeFieldErrors(errors), errors };
  }
  const { [HONEYPOT_FIELD]: _honeypot, [SOURCE_FIELD]: source, ...data } = result.data as Record<string, unknown>;
  // The schema of `kind` produced `data` and `source` (leadSourceField); TypeScript cannot follow a generic index into the registry.
  return { ok: true, data: data as Lead<K>, ...(source === undefined ? {} : { source: source as LeadSource }) };
}

/** The schema the server checks a lead of `kind` with: a form validates against the very same one. */
export function leadSchema<K extends LeadKind>(kind: K, registry: LeadRegistry = leadRegistry): LeadRegistry[K]['schema'] {
  return registry[kind].schema;
}
