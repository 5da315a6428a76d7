import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

export const RATE_LIMIT_WINDOW_MS = 60_000;
/** Forget finished windows now and then, so one-off clients do not pile up in memory. */
const SWEEP_EVERY_MS = RATE_LIMIT_WINDOW_MS;

interface Window {
  startedAt: number;
  count: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** At most `limit` hits per client per fixed window. In memory: one server process, one budget. */
export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep: number;

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
    private readonly windowMs: number = RATE_LIMIT_WINDOW_MS,
  ) {
    this.lastSweep = now();
  }

  hit(client: string): RateLimitDecision {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(client);
    if (!window || now - window.startedAt >= this.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(client, window);
    }
    if (window.count >= this.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000)) };
    }
    window.count += 1;
    return { allowed: true };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [client, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(client);
    }
  }
}

/** Answers 429 with Retry-After once a client has used its budget. */
export function rateLimit(limiter: FixedWindowRateLimiter, clientOf: (c: Context) => string) {
  return createMiddleware(async (c, next) => {
    const decision = limiter.hit(clientOf(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return c.json(
        { message: `Too many requests. Please try again in ${decision.retryAfterSeconds} seconds.` },
        429,
      );
    }
    await next();
  });
}
