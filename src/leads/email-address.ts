import { MAX_EMAIL_LENGTH } from './limits';

/**
 * The e-mail address rule of the lead schemas (fields.ts gives it to z.email): zod's own pattern,
 * kept here so code without zod (the studio's inbox) checks an address exactly as the schema does.
 */
// eslint-disable-next-line no-useless-escape -- zod's pattern as zod writes it (schemas.test.ts compares the two)
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Whether `text` is an address the lead schemas accept (a row written by hand may hold anything). */
export function isSchemaEmail(text: string): boolean {
  return text.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(text);
}
