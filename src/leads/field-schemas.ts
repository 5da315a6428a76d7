import { z } from 'zod';
import { EMAIL_PATTERN } from './email-address';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from './limits';
import { type LeadSource, normalizeLeadSource } from './lead-source';

// In the page and the service worker the CSP forbids eval: zod must not probe `new Function` for its
// compiled fast path (a blocked probe is reported as a CSP violation). The server keeps the fast path.
if (!('process' in globalThis)) z.config({ jitless: true });

/**
 * Characters no visitor types or sees, which only ever serve to confuse whoever reads the lead: C0
 * controls other than tab and line feed (a carriage return is a line break, normalised below),
 * DEL, C1 controls (a terminal reads U+009B as an escape), and the BiDi embeddings, overrides and
 * isolates that reorder text on screen. Right-to-left text and its marks (U+200E, U+200F) stay.
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** At least one character that shows: not a separator, space or format character (zero-width). */
const VISIBLE = /[^\p{Z}\p{Cf}\s]/u;

/** Line breaks as LF (a form sends CRLF, a script LF: one lead, one text), invisible controls removed. */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(INVISIBLE_CONTROLS, '');
}

/** A trimmed, required line of text with a readable message for each way it can be wrong. */
export function requiredText(label: string, maxLength: number = MAX_NAME_LENGTH) {
  const required = `Please enter ${label}`;
  return z
    .string({ error: required })
    .overwrite(cleanText)
    .trim()
    .min(1, required)
    .max(maxLength, `${capitalize(label)} must be at most ${maxLength.toLocaleString('en-US')} characters`)
    .refine((text) => VISIBLE.test(text), required);
}

/** A trimmed optional text; an empty field (what an untouched input sends) is left out. */
export function optionalText(label: string, maxLength: number) {
  return z
    .string({ error: `${capitalize(label)} must be text` })
    .overwrite(cleanText)
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
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'Please enter a valid email address' }));
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

/**
 * Where the lead was sent from (lead-source.ts), on every kind. Any value is taken and reduced to
 * what is kept: a part that is wrong is dropped, the lead is never refused for it.
 */
export const leadSourceField = z
  .custom<LeadSource>()
  .optional()
  .transform((value) => normalizeLeadSource(value));

/** The honeypot is part of every schema so typed bodies may carry it; the server checks it first. */
export const honeypot = z.string().optional();

/** A label as a message starts with it: "your phone number" → "Phone number". */
function capitalize(label: string): string {
  const noun = label.replace(/^(your|a|an|the) /, '');
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}
