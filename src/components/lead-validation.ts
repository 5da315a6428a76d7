import type { LeadKind } from '../leads/lead-paths';
import type { FieldErrors } from '../leads/validate-lead';
import type * as ValidationModuleType from '../leads/validate-lead';

type ValidationModule = typeof ValidationModuleType;

let loading: Promise<ValidationModule> | undefined;

/**
 * The lead schemas (zod) load with a form's first submit, never with the page: a form calls this
 * as soon as the visitor starts on it, so the code is there by the time they send.
 */
export function prepareLeadValidation(): Promise<ValidationModule> {
  loading ??= import('../leads/validate-lead').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export type FormCheck = { ok: true } | { ok: false; message: string; errors: FieldErrors };

/**
 * Checks a form's body against its lead's schema, as the server will. When the check's code cannot
 * be fetched (the connection dropped before it ever loaded), the lead goes as it is: the server
 * checks it too, and the outbox keeps it until then.
 */
export async function checkLeadForm(kind: LeadKind, body: object): Promise<FormCheck> {
  let module: ValidationModule;
  try {
    module = await prepareLeadValidation();
  } catch {
    return { ok: true };
  }
  const result = module.validateLead(kind, body);
  return result.ok ? { ok: true } : { ok: false, message: result.message, errors: result.errors };
}
