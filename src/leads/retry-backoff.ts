/**
 * The wait before the next try of something that failed: `baseMs` after the first failure, doubling
 * with each further one, never more than `maxMs`. The visitor's outbox and the server's mail and
 * webhook deliveries share it, each with its own base and ceiling.
 */
export interface BackoffBounds {
  /** The wait after the first failure. */
  baseMs: number;
  /** The longest wait, however many failures came before. */
  maxMs: number;
}

export function retryBackoffMs(failedAttempts: number, { baseMs, maxMs }: BackoffBounds): number {
  // Zero or fewer failures (a first try that is retried at once) waits like the first failure.
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), maxMs);
}
