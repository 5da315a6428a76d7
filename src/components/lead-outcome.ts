import type { LeadInput, LeadKind } from '@/leads/kinds';
import { REJECTED_MESSAGE, SERVER_FAULT_MESSAGE } from '@/leads/answer-messages';
import type { SendLeadResult } from '@/outbox/send-lead';

/**
 * How a form hands its lead over: `sendLead` from src/outbox, imported by the form (route code), or
 * loaded on demand where the form sits on every page (the newsletter box).
 */
export type LeadSender = <K extends LeadKind>(kind: K, body: LeadInput<K>) => Promise<SendLeadResult>;
import type { FieldErrors } from '@/leads/validate-lead';

/** The texts a form shows when its lead does not go through; each form has its own (spec section 8). */
export interface LeadFailureMessages {
  /** The server answered but did not store the lead, and gave no message of its own. */
  serverFailed: string;
  /** The server could not be reached at all (network error, timeout). */
  unreachable: string;
}

/** What a form does next, once the body has been checked and `sendLead` has answered. */
export type LeadSubmissionOutcome =
  /** The body breaks the lead's schema (the server's own): nothing was sent. */
  | { status: 'invalid'; message: string; errors: FieldErrors }
  | { status: 'sent'; message: string }
  /** The server could not be reached; the lead waits in this device's outbox and is sent later. */
  | { status: 'queued'; message: string }
  | {
      status: 'failed';
      message: string;
      errors: FieldErrors;
      /** Whether the server answered ('server') or could not be reached ('unreachable'). */
      cause: 'server' | 'unreachable';
      /** The server's machine-readable reason, when it gave one (a booking's 'slot-taken'). */
      code?: string;
    };

/**
 * The one place where a form learns how its lead went. `sendLead` sorts answers into sent,
 * rejected, queued (kept in the outbox) and unreachable (the outbox itself was unavailable);
 * this turns them into what the visitor reads.
 */
export function describeLeadOutcome(result: SendLeadResult, messages: LeadFailureMessages): LeadSubmissionOutcome {
  switch (result.status) {
    case 'sent':
      return { status: 'sent', message: result.message };
    case 'queued':
      return { status: 'queued', message: result.message };
    case 'rejected':
      return {
        status: 'failed',
        message: serverMessageOr(result.message, messages.serverFailed),
        errors: result.errors,
        cause: 'server',
        ...(result.code === undefined ? {} : { code: result.code }),
      };
    case 'unreachable':
      // A 5xx, 409 or 429 is still an answer from the server; a network error or timeout is not.
      if (result.httpStatus !== undefined) {
        return { status: 'failed', message: serverMessageOr(result.message, messages.serverFailed), errors: {}, cause: 'server' };
      }
      return { status: 'failed', message: messages.unreachable, errors: {}, cause: 'unreachable' };
  }
}

/** The contract fills in its own default when the server sent no message; the form has its own. */
function serverMessageOr(message: string, fallback: string): string {
  return message === SERVER_FAULT_MESSAGE || message === REJECTED_MESSAGE ? fallback : message;
}
