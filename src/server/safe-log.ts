/**
 * What the server may write to its logs. Lead data lives only in the store and the studio's mail:
 * logs name a lead by its id and kind, never by what the visitor typed. Error texts come from
 * drivers and SMTP servers, which may quote an address ("550 <ana@firm.example>: no such user"),
 * so every address in them is masked before it is logged.
 */

/** Anything shaped like an address: text without spaces or brackets around an `@`. */
const EMAIL_LIKE = /[^\s<>()[\]{}"'`,;:@]+@[^\s<>()[\]{}"'`,;:@]+/g;
const REDACTED_EMAIL = '<email>';
const MAX_LOGGED_MESSAGE_LENGTH = 300;
const MAX_STACK_FRAMES = 8;

/** `text` with every e-mail address replaced by `<email>`. */
export function redactEmails(text: string): string {
  return text.replace(EMAIL_LIKE, REDACTED_EMAIL);
}

/**
 * An error for the log: its name and message (addresses masked, length capped) and the top of its
 * stack (file positions only: the stack's first line, which repeats the message, is left out).
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return redactEmails(String(error)).slice(0, MAX_LOGGED_MESSAGE_LENGTH);
  const summary = `${error.name}: ${redactEmails(error.message).slice(0, MAX_LOGGED_MESSAGE_LENGTH)}`;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_STACK_FRAMES)
    .map(redactEmails);
  return [summary, ...frames].join('\n');
}
