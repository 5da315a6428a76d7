import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../store/open-store';
import { createTestApp, fromSocket, openTempSqliteStore, postJson, validBodies } from '../testing/test-app';
import { FixedWindowRateLimiter, RATE_LIMIT_WINDOW_MS } from './rate-limit';

let store: Store;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ store, cleanup } = await openTempSqliteStore());
});
afterAll(async () => {
  await cleanup();
});

describe('FixedWindowRateLimiter', () => {
  it('allows the limit per window, then says when to come back', () => {
    let now = 1_000_000;
    const limiter = new FixedWindowRateLimiter(2, () => now);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    now += 15_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b')).toEqual({ allowed: true });
    now += 45_000;
    expect(limiter.hit('a')).toEqual({ allowed: true });
  });

  it('forgets idle clients', () => {
    let now = 0;
    const limiter = new FixedWindowRateLimiter(1, () => now);
    limiter.hit('a');
    now += 2 * RATE_LIMIT_WINDOW_MS;
    expect(limiter.hit('b')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
  });
});

describe('the lead rate limit', () => {
  const limited = { RATE_LIMIT_PER_MIN: '2' };
  const post = (app: ReturnType<typeof createTestApp>, options: Parameters<typeof postJson>[3]) =>
    postJson(app, '/api/subscribe.js', validBodies.newsletter, options);

  it('answers 429 with Retry-After and a message once a client used its budget', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const app = createTestApp(store, { env: limited, now: () => now });
    const socket = fromSocket('203.0.113.7');
    expect((await post(app, { env: socket })).status).toBe(200);
    expect((await post(app, { env: socket })).status).toBe(200);
    const refused = await post(app, { env: socket });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await refused.json()).toEqual({ message: 'Too many requests. Please try again in 60 seconds.' });

    // Another socket address has its own budget; the first gets a new one after a minute.
    expect((await post(app, { env: fromSocket('198.51.100.9') })).status).toBe(200);
    now = new Date(now.getTime() + RATE_LIMIT_WINDOW_MS);
    expect((await post(app, { env: socket })).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const app = createTestApp(store, { env: { ...limited, TRUST_PROXY: 'false' } });
    const socket = fromSocket('10.0.0.1');
    const statuses = [];
    for (const forwarded of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      statuses.push((await post(app, { env: socket, headers: { 'X-Forwarded-For': forwarded } })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('counts the first X-Forwarded-For address behind a trusted proxy', async () => {
    const app = createTestApp(store, { env: { ...limited, TRUST_PROXY: 'true' } });
    const proxy = fromSocket('10.0.0.1');
    const statuses = [];
    for (const forwarded of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.1, 10.0.0.2', '203.0.113.1']) {
      statuses.push((await post(app, { env: proxy, headers: { 'X-Forwarded-For': forwarded } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('treats IPv4-mapped IPv6 socket addresses as the IPv4 client', async () => {
    const app = createTestApp(store, { env: limited });
    await post(app, { env: fromSocket('::ffff:192.0.2.5') });
    await post(app, { env: fromSocket('192.0.2.5') });
    expect((await post(app, { env: fromSocket('::ffff:192.0.2.5') })).status).toBe(429);
  });

  it('does not limit the health check', async () => {
    const app = createTestApp(store, { env: { RATE_LIMIT_PER_MIN: '1' } });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await app.request('/api/health')).status).toBe(200);
  });
});
