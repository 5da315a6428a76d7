import type { FieldErrors } from './validate-lead';

/** What a lead endpoint's JSON answer says, read by the page, the outbox and the server's result page. */
export interface LeadAnswer {
  /** The server's own sentence; absent when it gave none or a blank one. */
  message?: string;
  /** Field name → problem: only the entries that are text. */
  errors: FieldErrors;
  /** The machine-readable reason of a refusal ('slot-taken'). */
  code?: string;
}

/** Reads `message`, `errors` and `code` from a parsed JSON answer; anything else yields none of them. */
export function leadAnswerOf(parsed: unknown): LeadAnswer {
  // Object() gives null, a number or a string (not the answer this server makes) no members.
  const { message, errors, code } = Object(parsed) as { message?: unknown; errors?: unknown; code?: unknown };
  const fieldErrors: FieldErrors = {};
  for (const [field, text] of Object.entries(Object(errors) as Record<string, unknown>)) if (typeof text === 'string') fieldErrors[field] = text;
  return {
    ...(typeof message === 'string' && message.trim() !== '' ? { message } : {}),
    errors: fieldErrors,
    ...(typeof code === 'string' ? { code } : {}),
  };
}
