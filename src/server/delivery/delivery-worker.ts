import { log } from '@/server/log';
import { describeError } from '@/server/safe-log';
import { retryBackoffMs } from '@/leads/retry-backoff';

/** First retry after 30 s, doubling up to an hour between attempts (mail and webhooks alike). */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60 * 1000;
/** Picks up rows whose retry time has come, and any left by a stopped process. */
export const POLL_INTERVAL_MS = 15_000;
/** Well inside main's 10 s shutdown grace, so the store still closes cleanly afterwards. */
export const STOP_GRACE_MS = 5_000;
const MAX_ERROR_TEXT_LENGTH = 500;

/** Delay before attempt `attempt + 1`, after `attempt` failures. */
export function retryDelayMs(failedAttempts: number): number {
  return retryBackoffMs(failedAttempts, { baseMs: RETRY_BASE_MS, maxMs: RETRY_MAX_MS });
}

/** An error as stored with its row (the store may hold more than the log). */
export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_TEXT_LENGTH);
}

/** How much of a refusing receiver's answer is kept with the row, to say why. */
const MAX_ANSWER_SNIPPET_LENGTH = 200;

/** The start of a refusing receiver's answer, on one line, kept with the row. */
export async function answerSnippet(response: Response): Promise<string> {
  try {
    return (await response.text()).replace(/\s+/g, ' ').trim().slice(0, MAX_ANSWER_SNIPPET_LENGTH);
  } catch {
    return '';
  }
}

/** 408, 429 and 5xx are a receiver's passing trouble; a redirect is never followed, but may pass too. */
export function isRetriedStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500 || (status >= 300 && status < 400);
}

/** A network failure in words: undici says "fetch failed" and keeps the reason in `cause`. */
export function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error ? error.cause : undefined;
  return errorText(cause instanceof Error ? cause : error);
}

export interface RunReport {
  sent: number;
  failed: number;
}

export interface DeliveryWorker {
  /** Delivers what is due now, then keeps polling. */
  start(): void;
  /** Asks for a run soon (a lead was just committed); never waits for it. */
  wake(): void;
  /** One pass over due rows; runs never overlap. */
  runOnce(): Promise<RunReport>;
  /**
   * Stops: no new pass, no further row in the current one; waits for a delivery in progress (up to
   * stopGraceMs), then releases every claim this worker still holds, so the next process delivers
   * those rows at once instead of after the claim's lease.
   */
  stop(): Promise<void>;
}

export interface DeliveryWorkerOptions<Row> {
  /** Claims up to `limit` due rows for `token` (see claimDueRows). */
  claim(now: Date, limit: number, token: string): Promise<Row[]>;
  /** Delivers one claimed row and records the outcome; true when it was delivered. */
  deliver(row: Row, token: string): Promise<boolean>;
  /** Gives back the undelivered rows `token` holds. */
  release(token: string): Promise<unknown>;
  now: () => Date;
  batchSize: number;
  pollIntervalMs?: number | undefined;
  stopGraceMs?: number | undefined;
  /** What a failed pass is logged as. */
  onError?: ((error: unknown) => void) | undefined;
  /** Names the worker in the log line of a failed pass ('Mail sender'). */
  name: string;
}

/**
 * Delivers a queue after commit, one pass at a time. Rows are claimed before they are delivered
 * and marked after, so two workers (in one process or several) never deliver one row at once; a
 * failure schedules a retry (deliver decides when). Nothing here runs inside a lead request: a
 * receiver being down delays delivery, never a lead.
 */
export function createDeliveryWorker<Row>(options: DeliveryWorkerOptions<Row>): DeliveryWorker {
  const pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  const onError = options.onError ?? ((error: unknown) => log.error(`${options.name} failed`, { error: describeError(error) }));
  const token = crypto.randomUUID();
  let current: Promise<RunReport> | undefined;
  let rerun = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  async function pass(): Promise<RunReport> {
    const report: RunReport = { sent: 0, failed: 0 };
    for (;;) {
      const batch = await options.claim(options.now(), options.batchSize, token);
      for (const row of batch) {
        // Stopping: the rest of the batch stays claimed only until stop() releases it.
        if (stopped) return report;
        if (await options.deliver(row, token)) report.sent += 1;
        else report.failed += 1;
      }
      if (batch.length < options.batchSize || stopped) return report;
    }
  }

  function runOnce(): Promise<RunReport> {
    if (stopped && !current) return Promise.resolve({ sent: 0, failed: 0 });
    if (current) {
      rerun = true;
      return current;
    }
    current = pass().finally(() => {
      current = undefined;
      if (rerun && !stopped) {
        rerun = false;
        background();
      }
    });
    return current;
  }

  function background(): void {
    runOnce().catch(onError);
  }

  return {
    start() {
      stopped = false;
      background();
      timer = setInterval(background, pollIntervalMs);
      timer.unref();
    },
    wake() {
      if (!stopped) setTimeout(background, 0).unref();
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (current) {
        let grace: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          current.catch(() => undefined),
          new Promise<void>((resolve) => {
            grace = setTimeout(resolve, options.stopGraceMs ?? STOP_GRACE_MS);
          }),
        ]);
        clearTimeout(grace);
      }
      await Promise.resolve(options.release(token)).catch(onError);
    },
  };
}
