import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';

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

/** 401 unless `Authorization: Bearer <token>` carries the expected token. */
export function requireBearerToken(expected: string) {
  return createMiddleware(async (c, next) => {
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(c.req.header('Authorization') ?? '');
    if (!match?.[1] || !tokensMatch(match[1], expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="leads"');
      return c.json({ message: 'A valid admin token is required.' }, 401);
    }
    await next();
  });
}
