import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { FixedWindowRateLimiter } from '../http/rate-limit';

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Compares in constant time: hashing first gives equal-length inputs, so neither the token's
 * length nor its first differing byte shows in the timing.
 */
export function tokensMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** Wrong tokens a client may send before it is refused outright, and for how long. */
export const ADMIN_AUTH_FAILURES_ALLOWED = 10;
export const ADMIN_AUTH_WINDOW_MS = 15 * 60 * 1000;

export interface FailedAuthLimit {
  limiter: FixedWindowRateLimiter;
  clientOf: (c: Context) => string;
}

/**
 * 401 unless `Authorization: Bearer <token>` carries the expected token. With `failures`, each
 * wrong token counts against the client, and a client over its budget gets 429 for every request,
 * right token included, until its window ends: an answer that still told right from wrong would
 * let the guessing go on.
 */
export function requireBearerToken(expected: string, failures?: FailedAuthLimit) {
  return createMiddleware(async (c, next) => {
    const client = failures?.clientOf(c);
    if (failures && client !== undefined) {
      const decision = failures.limiter.peek(client);
      if (!decision.allowed) {
        c.header('Retry-After', String(decision.retryAfterSeconds));
        return c.json(
          { message: `Too many failed attempts with a wrong admin token. Please try again in ${decision.retryAfterSeconds} seconds.` },
          429,
        );
      }
    }
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(c.req.header('Authorization') ?? '');
    if (!match?.[1] || !tokensMatch(match[1], expected)) {
      if (failures && client !== undefined) failures.limiter.hit(client);
      c.header('WWW-Authenticate', 'Bearer realm="leads"');
      return c.json({ message: 'A valid admin token is required.' }, 401);
    }
    await next();
  });
}
