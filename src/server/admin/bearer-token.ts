import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { createMiddleware } from 'hono/factory';
import { log } from '@/server/log';
import { describeError } from '@/server/safe-log';
import type { FailureBudget } from '@/server/store/failure-budget';

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Compares in constant time: hashing first gives equal-length inputs, so neither the token's
 * length nor its first differing byte shows in the timing. (Hono's own compare ends on `===`
 * between the two hashes' text, which stops at the first differing character.)
 */
export function tokensMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** Wrong tokens a client may send before it is refused outright, and for how long. */
export const ADMIN_AUTH_FAILURES_ALLOWED = 10;
export const ADMIN_AUTH_WINDOW_MS = 15 * 60 * 1000;

export interface FailedAuthLimit {
  /** Kept in the store: every process on the database counts a client together, and a restart forgets nothing. */
  budget: FailureBudget;
  clientOf: (c: Context) => string;
}

const CHALLENGE = 'Bearer realm="leads"';

/**
 * 401 unless `Authorization: Bearer <token>` carries the expected token (Hono's bearerAuth reads the
 * header). With `failures`, each wrong token counts against the client, and a client over its
 * budget gets 429 for every request, right token included, until its window ends: an answer that
 * still told right from wrong would let the guessing go on.
 */
export function requireBearerToken(expected: string, failures?: FailedAuthLimit) {
  // No header, a header that is not a bearer token and a wrong token get one answer: 401, counted
  // (bearerAuth would tell a malformed header apart with 400).
  const refuse = async (c: Context) => {
    // Counted after the comparison: a right token never writes, so the admin API still reads a
    // store that cannot write (a full disk). A count that cannot be stored is logged, the answer stays 401.
    if (failures) {
      await failures.budget
        .fail(failures.clientOf(c))
        .catch((error: unknown) => log.error('Counting a wrong admin token failed', { error: describeError(error) }));
    }
    return c.json({ message: 'A valid admin token is required.' }, 401, { 'WWW-Authenticate': CHALLENGE });
  };
  const bearer = bearerAuth({
    verifyToken: (token) => tokensMatch(token, expected),
    noAuthenticationHeader: { message: refuse },
    invalidAuthenticationHeader: { message: refuse },
    invalidToken: { message: refuse },
  });
  return createMiddleware(async (c, next) => {
    if (failures) {
      const decision = await failures.budget.peek(failures.clientOf(c));
      if (!decision.allowed) {
        c.header('Retry-After', String(decision.retryAfterSeconds));
        return c.json({ message: `Too many failed attempts with a wrong admin token. Please try again in ${decision.retryAfterSeconds} seconds.` }, 429);
      }
    }
    return bearer(c, next);
  });
}
