import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { DAY_MS, IDEMPOTENCY_KEY_TTL_DAYS } from '@/leads/retention';
import { IDEMPOTENCY_HEADER } from '@/leads/submit-lead';

/** How long a key is remembered: as long as the page's outbox keeps a lead before dropping it. */
export const IDEMPOTENCY_KEY_TTL_MS = IDEMPOTENCY_KEY_TTL_DAYS * DAY_MS;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export type IdempotencyVariables = { idempotencyKey: string };

/** Whether `key` (already lower-cased) is a UUID v4. */
export function isUuidV4(key: string): boolean {
  return UUID_V4.test(key);
}

/**
 * Requires an `Idempotency-Key` header holding a UUID v4 (400 otherwise); lower-cased for storage.
 * Requests `unless` matches pass without one.
 */
export function requireIdempotencyKey(options: { unless?: (c: Context) => boolean } = {}) {
  return createMiddleware<{ Variables: IdempotencyVariables }>(async (c, next) => {
    if (options.unless?.(c)) return next();
    const key = c.req.header(IDEMPOTENCY_HEADER)?.trim().toLowerCase();
    if (!key) {
      return c.json({ message: `Missing ${IDEMPOTENCY_HEADER} header: send a UUID v4 made once per submission.`, errors: {} }, 400);
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
    const record = value as Record<string, unknown>;
    // sort() with no comparator orders by UTF-16 code units, as stored hashes were made.
    const keys = Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined);
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a replay must match: the endpoint and the body as sent. */
export function requestHash(kind: string, body: unknown): string {
  return createHash('sha256').update(kind).update('\n').update(canonicalJson(body)).digest('hex');
}

/**
 * Keys whose request is being handled by this process right now. A second request with the same
 * key gets 409 instead of waiting (a native form post waits a moment: see `whenReleased`); across
 * processes the database's unique key decides.
 */
export class InFlightKeys {
  private readonly keys = new Map<string, { released: Promise<void>; release: () => void }>();

  tryAcquire(key: string): boolean {
    if (this.keys.has(key)) return false;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.keys.set(key, { released, release });
    return true;
  }

  release(key: string): void {
    this.keys.get(key)?.release();
    this.keys.delete(key);
  }

  /** Resolves once `key` is no longer in flight (at once when it is not), or after `timeoutMs`. */
  async whenReleased(key: string, timeoutMs: number): Promise<void> {
    const entry = this.keys.get(key);
    if (!entry) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([entry.released, timeout]);
    clearTimeout(timer);
  }

  /** Acquires `key`, waiting up to `timeoutMs` for another request holding it to finish. */
  async acquireWaiting(key: string, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.tryAcquire(key)) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await this.whenReleased(key, left);
    }
    return true;
  }
}
