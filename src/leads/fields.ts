import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from './limits';

// In the page and the service worker the CSP forbids eval: zod must not probe `new Function` for its
// compiled fast path (a blocked probe is reported as a CSP violation). The server keeps the fast path.
if (!('process' in globalThis)) z.config({ jitless: true });

/** A trimmed, required line of text with a readable message for each way it can be wrong. */
export function requiredText(label: string, maxLength: number = MAX_NAME_LENGTH) {
  const required = `Please enter ${label}`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(maxLength, `${capitalize(label)} must be at most ${maxLength.toLocaleString('en-US')} characters`);
}

/** A trimmed optional text; an empty field (what an untouched input sends) is left out. */
export function optionalText(label: string, maxLength: number) {
  return z
    .string({ error: `${capitalize(label)} must be text` })
    .trim()
    .max(maxLength, `${capitalize(label)} must be at most ${maxLength.toLocaleString('en-US')} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** A required e-mail address, checked as an address rather than left to the browser. */
export function emailAddress() {
  const required = 'Please enter your email address';
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
    .pipe(z.email({ error: 'Please enter a valid email address' }));
}

/** A required choice from a fixed list. */
export function requiredChoice<const Options extends readonly [string, ...string[]]>(options: Options, message: string) {
  return z
    .string({ error: message })
    .trim()
    .pipe(z.enum(options, { error: message }));
}

/** An optional choice from a fixed list; an empty selection is left out. */
export function optionalChoice<const Options extends readonly [string, ...string[]]>(options: Options, message: string) {
  return z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.enum(options, { error: message }).optional());
}

/** The honeypot is part of every schema so typed bodies may carry it; the server checks it first. */
export const honeypot = z.string().optional();

function capitalize(text: string): string {
  const [first = '', ...rest] = text.replace(/^(your|a|an|the) /, '');
  return first.toUpperCase() + rest.join('');
}
