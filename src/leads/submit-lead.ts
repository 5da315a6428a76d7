import type { LeadInput } from './kinds';
import { leadPath, type LeadKind } from './lead-paths';
import type { FieldErrors } from './validate-lead';
import { REJECTED_MESSAGE, SENT_MESSAGE, SERVER_FAULT_MESSAGE, TIMEOUT_MESSAGE, UNREACHABLE_MESSAGE } from './answer-messages';
import { isBookingPolicyRefusal } from './booking-policy';
import { isSlotTakenAnswer } from './booking-slots';
import { type LeadAnswer, leadAnswerOf } from './lead-answer';

/** How long a submission may take before it counts as unreachable (and the outbox keeps it). */
export const SUBMIT_TIMEOUT_MS = 15_000;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Statuses below 500 that still mean "try again later", not "this lead is wrong": the same key is
 * still being processed (409), the client is rate limited (429) or the request timed out (408).
 * A 409 whose body says the booked slot is taken, or that the booking policy refuses the booking
 * (the address's booking that day, the day's limit), is the exception: sent again, it would be
 * refused again, so it is a rejection (see isRetryable).
 */
const RETRYABLE_CLIENT_STATUSES = new Set([408, 409, 429]);

export { REJECTED_MESSAGE, SENT_MESSAGE, SERVER_FAULT_MESSAGE, TIMEOUT_MESSAGE, UNREACHABLE_MESSAGE } from './answer-messages';

export type SubmitLeadResult =
  | { status: 'sent'; message: string; idempotencyKey: string }
  | {
      status: 'rejected';
      message: string;
      errors: FieldErrors;
      httpStatus: number;
      idempotencyKey: string;
      /** The server's machine-readable reason, when it gave one (a booking's 'slot-taken'). */
      code?: string;
    }
  | {
      status: 'unreachable';
      message: string;
      idempotencyKey: string;
      /** Set when the server answered (5xx, 409, 429); absent for network errors and timeouts. */
      httpStatus?: number;
      /** The server's Retry-After, in seconds, when it sent one. */
      retryAfterSeconds?: number;
    };

export interface SubmitLeadOptions {
  /** Reuse the key of an earlier attempt: the outbox replays a lead with the key it was first sent with. */
  idempotencyKey?: string;
  timeoutMs?: number;
  /** Lets the caller cancel (the outcome is then "unreachable": the lead is kept). */
  signal?: AbortSignal;
  /** Prefix for the API path; the page and the worker use same-origin paths. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Sends a lead to its endpoint and sorts the answer into what the visitor and the outbox act on:
 * sent, rejected (fix the form; do not retry) or unreachable (keep the lead and retry with the same key).
 */
export function submitLead<K extends LeadKind>(kind: K, body: LeadInput<K>, options: SubmitLeadOptions = {}): Promise<SubmitLeadResult> {
  return submitJson(leadPath(kind), 'POST', body, options);
}

/**
 * One JSON request with an Idempotency-Key, its answer sorted as a lead's is: what the outbox sends
 * for anything it keeps (a lead, or a change the studio made to leads while offline).
 */
export async function submitJson(path: string, method: 'POST' | 'PATCH' | 'DELETE', body: unknown, options: SubmitLeadOptions = {}): Promise<SubmitLeadResult> {
  const idempotencyKey = options.idempotencyKey ?? crypto.randomUUID();
  const timeoutMs = options.timeoutMs ?? SUBMIT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });

  try {
    const response = await doFetch(`${options.baseUrl ?? ''}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const answer = await readAnswer(response);
    if (response.ok) return { status: 'sent', message: answer.message ?? SENT_MESSAGE, idempotencyKey };
    if (isRetryable(response.status, answer)) {
      const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
      return {
        status: 'unreachable',
        message: answer.message ?? SERVER_FAULT_MESSAGE,
        idempotencyKey,
        httpStatus: response.status,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      };
    }
    return {
      status: 'rejected',
      message: answer.message ?? REJECTED_MESSAGE,
      errors: answer.errors,
      httpStatus: response.status,
      idempotencyKey,
      ...(answer.code === undefined ? {} : { code: answer.code }),
    };
  } catch {
    return { status: 'unreachable', message: timedOut ? TIMEOUT_MESSAGE : UNREACHABLE_MESSAGE, idempotencyKey };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/**
 * Whether an answer means "keep the lead and send it again later" (the outbox keeps it pending)
 * rather than "this lead is refused" (the visitor must act). The one place page, outbox and
 * service worker decide it.
 */
export function isRetryable(status: number, answer: { code?: string } = {}): boolean {
  if (isSlotTakenAnswer(status, answer) || isBookingPolicyRefusal(status, answer)) return false;
  return status >= 500 || RETRYABLE_CLIENT_STATUSES.has(status);
}

/** The answer's JSON read as a lead's; anything else (an HTML error page) says nothing. */
async function readAnswer(response: Response): Promise<LeadAnswer> {
  try {
    return leadAnswerOf(await response.json());
  } catch {
    return { errors: {} };
  }
}

function parseRetryAfter(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}
