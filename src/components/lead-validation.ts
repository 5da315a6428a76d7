import { schemaResolver } from '@mantine/form';
import type { LeadKind } from '@/leads/lead-paths';
import type { FieldErrors } from '@/leads/validate-lead';
import type * as ValidationModuleType from '@/leads/validate-lead';
import { whenInputQuiet } from '@/islands/input-quiet';

type ValidationModule = typeof ValidationModuleType;

let loading: Promise<ValidationModule> | undefined;

/**
 * The lead schemas (zod) load with a form, never with the page: at the visitor's first pause in
 * typing (prepareLeadValidationSoon), or at the latest with the first submit.
 */
export function prepareLeadValidation(): Promise<ValidationModule> {
  loading ??= import('@/leads/validate-lead').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

let preparing = false;

/**
 * What a form calls as the visitor starts on it: the lead schemas load at their first pause in
 * typing (starting them costs the main thread a while), so they are there by the time they send.
 */
export function prepareLeadValidationSoon(): void {
  if (preparing || loading) return;
  preparing = true;
  whenInputQuiet(
    () =>
      void prepareLeadValidation().catch(() => {
        preparing = false;
      }),
  );
}

/**
 * The form's validator: the lead's own schema (the server's), loaded with the first check. Field
 * name → first problem, as @mantine/form holds errors. When the schema's code cannot be fetched
 * (the connection dropped before it ever loaded), the form passes as it is: the server checks the
 * lead too, and the outbox keeps it until then.
 */
export async function leadFormErrors(kind: LeadKind, body: object): Promise<FieldErrors> {
  let module: ValidationModule;
  try {
    module = await prepareLeadValidation();
  } catch {
    return {};
  }
  const errors = await schemaResolver(module.leadSchema(kind))(body);
  const messages: FieldErrors = {};
  for (const [field, error] of Object.entries(errors)) if (typeof error === 'string') messages[field] = error;
  return messages;
}
