import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { LRUCache } from 'lru-cache';

export const RATE_LIMIT_WINDOW_MS = 60_000;
/** Forget finished windows now and then, so one-off clients do not pile up in memory. */
const SWEEP_EVERY_MS = RATE_LIMIT_WINDOW_MS;
/**
 * The most clients counted at once. Under a flood of distinct addresses the least recently seen
 * are forgotten first, so memory stays bounded (about 15 MB at this size) while every address
 * that keeps posting is still counted.
 */
export const MAX_RATE_LIMITED_CLIENTS = 100_000;

interface Window {
  startedAt: number;
  count: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * At most `limit` hits per client per fixed window. In memory: one server process, one budget;
 * at most `maxClients` clients remembered (least recently seen forgotten first).
 */
export class FixedWindowRateLimiter implements RateLimiter {
  private readonly windows: LRUCache<string, Window>;
  private lastSweep: number;

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
    private readonly windowMs: number = RATE_LIMIT_WINDOW_MS,
    maxClients: number = MAX_RATE_LIMITED_CLIENTS,
  ) {
    this.windows = new LRUCache({ max: maxClients });
    this.lastSweep = now();
  }

  /** How many clients are remembered right now. */
  get size(): number {
    return this.windows.size;
  }

  /** The decision `hit` would make, without counting a hit. */
  peek(client: string): RateLimitDecision {
    const now = this.now();
    const window = this.windows.peek(client);
    if (!window || now - window.startedAt >= this.windowMs || window.count < this.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000)) };
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
    const finished = [...this.windows.entries()].filter(([, window]) => now - window.startedAt >= this.windowMs);
    for (const [client] of finished) this.windows.delete(client);
  }
}

/** Counts a hit for a client and says whether it is within its budget. */
export interface RateLimiter {
  hit(client: string): RateLimitDecision | Promise<RateLimitDecision>;
}

/** Answers 429 with Retry-After once a client has used its budget. */
export function rateLimit(limiter: RateLimiter, clientOf: (c: Context) => string) {
  return createMiddleware(async (c, next) => {
    const decision = await limiter.hit(clientOf(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return c.json({ message: `Too many requests. Please try again in ${decision.retryAfterSeconds} seconds.` }, 429);
    }
    await next();
  });
}
