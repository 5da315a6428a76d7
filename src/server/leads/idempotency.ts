import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { DAY_MS, IDEMPOTENCY_KEY_TTL_DAYS } from '../../leads/retention';
import { IDEMPOTENCY_HEADER } from '../../leads/submit-lead';

/** How long a key is remembered: as long as the page's outbox keeps a lead before dropping it. */
export const IDEMPOTENCY_KEY_TTL_MS = IDEMPOTENCY_KEY_TTL_DAYS * DAY_MS;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export type IdempotencyVariables = { idempotencyKey: string };

/** Requires an `Idempotency-Key` header holding a UUID v4 (400 otherwise); lower-cased for storage. */
export function requireIdempotencyKey() {
  return createMiddleware<{ Variables: IdempotencyVariables }>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)?.trim().toLowerCase();
    if (!key) {
      return c.json(
        { message: `Missing ${IDEMPOTENCY_HEADER} header: send a UUID v4 made once per submission.`, errors: {} },
        400,
      );
    }
    if (!UUID_V4.test(key)) {
      return c.json({ message: `The ${IDEMPOTENCY_HEADER} header must be a UUID v4.`, errors: {} }, 400);
    }
    c.set('idempotencyKey', key);
    await next();
  });
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` count as the same body. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a replay must match: the endpoint and the body as sent. */
export function requestHash(kind: string, body: unknown): string {
  return createHash('sha256').update(kind).update('\n').update(canonicalJson(body)).digest('hex');
}

/**
 * Keys whose request is being handled by this process right now. A second request with the same
 * key gets 409 instead of waiting; across processes the database's unique key decides.
 */
export class InFlightKeys {
  private readonly keys = new Set<string>();

  tryAcquire(key: string): boolean {
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    return true;
  }

  release(key: string): void {
    this.keys.delete(key);
  }
}
