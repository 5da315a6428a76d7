import { describe, expect, it } from 'vitest';
import type { Store } from '@/server/store/open-store';
import { createTestApp, fromSocket, postJson, validBodies } from '@/server/testing/test-app';
import { openStoreForTests } from '@/server/testing/test-store';
import { FixedWindowRateLimiter, RATE_LIMIT_WINDOW_MS } from './rate-limit';

let store: Store;

openStoreForTests((opened) => (store = opened));

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

  it('holds at most maxClients windows, however many clients come', () => {
    let now = 0;
    const limiter = new FixedWindowRateLimiter(1, () => now, RATE_LIMIT_WINDOW_MS, 1_000);
    for (let index = 0; index < 50_000; index += 1) {
      limiter.hit(`client-${index}`);
      now += 1;
    }
    expect(limiter.size).toBe(1_000);
    // The most recent clients are still counted.
    expect(limiter.hit('client-49999')).toEqual({ allowed: false, retryAfterSeconds: 60 });
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

describe('FixedWindowRateLimiter, at the edges of its window', () => {
  /** A limiter of one request a window, on a clock that `at` sets (from 0). */
  function limiterOnClock() {
    let now = 0;
    const limiter = new FixedWindowRateLimiter(1, () => now);
    const at = (ms: number) => {
      now = ms;
      return limiter;
    };
    return { limiter, at };
  }

  it('peeks without counting, and allows again exactly one window after it started', () => {
    const { limiter, at } = limiterOnClock();
    expect(limiter.peek('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(at(59_001).peek('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(at(60_000).peek('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('sweeps once a window has passed since the last sweep, forgetting finished windows only', () => {
    const { limiter, at } = limiterOnClock();
    limiter.hit('finished');
    at(30_000).hit('running');
    at(59_999).hit('early');
    expect(limiter.size).toBe(3);
    at(60_000).hit('new');
    // 'finished' started exactly one window ago; 'running' and 'early' are still counted.
    expect(limiter.size).toBe(3);
    expect(limiter.peek('running')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.hit('early')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('starts a new window for a client whose window has ended, before any sweep has forgotten it', () => {
    const { limiter, at } = limiterOnClock();
    at(30_000).hit('a');
    at(60_000).hit('b');
    // The sweep at 60 000 ms kept 'a' (it started half a window before); the next is due at 120 000 ms.
    expect(at(89_999).hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(at(90_000).hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('sweeps at most once a window, counted from the last sweep', () => {
    const { limiter, at } = limiterOnClock();
    at(30_000).hit('a');
    at(60_000).hit('b');
    at(90_000).hit('c');
    // 'a' finished at 90 000 ms, but the last sweep (at 60 000 ms) was less than a window ago.
    expect(limiter.size).toBe(3);
    at(120_000).hit('d');
    // This sweep forgets 'a' and 'b' (started a window or more ago) and keeps 'c'.
    expect(limiter.size).toBe(2);
  });
});

describe('the lead rate limit', () => {
  const limited = { RATE_LIMIT_PER_MIN: '2' };
  const post = (app: ReturnType<typeof createTestApp>, options: Parameters<typeof postJson>[3]) =>
    postJson(app, '/api/subscribe.js', validBodies.newsletter, options);
  /** The statuses of posts from the socket address `socket`, one a value of X-Forwarded-For, in turn. */
  async function statusesFrom(app: ReturnType<typeof createTestApp>, socket: string, forwardedFor: string[]) {
    const statuses = [];
    for (const forwarded of forwardedFor) statuses.push((await post(app, { env: fromSocket(socket), headers: { 'X-Forwarded-For': forwarded } })).status);
    return statuses;
  }

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
    expect(await statusesFrom(app, '10.0.0.1', ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([200, 200, 429]);
  });

  it('counts the rightmost untrusted X-Forwarded-For entry behind one trusted proxy (TRUST_PROXY=1 or true)', async () => {
    for (const setting of ['1', 'true']) {
      const app = createTestApp(store, { env: { ...limited, TRUST_PROXY: setting } });
      // The client writes whatever it likes on the left; the proxy appends the address it saw.
      const spoofed = ['10.9.0.1', '10.9.0.2', 'not-an-ip-3', 'x'.repeat(2_000)].map((left) => `${left}, 203.0.113.50`);
      expect(await statusesFrom(app, '10.0.0.1', spoofed), setting).toEqual([200, 200, 429, 429]);
      // Another client behind the same proxy has its own budget.
      expect((await post(app, { env: fromSocket('10.0.0.1'), headers: { 'X-Forwarded-For': '203.0.113.51' } })).status, setting).toBe(200);
    }
  });

  it('skips as many hops as TRUST_PROXY counts', async () => {
    const app = createTestApp(store, { env: { ...limited, TRUST_PROXY: '2' } });
    const spoofed = ['1.1.1.1', '2.2.2.2', '3.3.3.3'].map((left) => `${left}, 198.51.100.7, 10.0.0.2`);
    expect(await statusesFrom(app, '10.0.0.1', spoofed)).toEqual([200, 200, 429]);
  });

  it('trusts only the listed proxies when TRUST_PROXY lists addresses and ranges', async () => {
    const app = createTestApp(store, { env: { ...limited, TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' } });
    const spoofed = ['1.1.1.1', '2.2.2.2', '3.3.3.3'].map((left) => `${left}, 198.51.100.8, 10.1.2.3`);
    expect(await statusesFrom(app, '192.0.2.1', spoofed)).toEqual([200, 200, 429]);
    // A socket that is not a listed proxy is the client, whatever its header says.
    expect(await statusesFrom(app, '203.0.113.99', ['4.4.4.4', '5.5.5.5', '6.6.6.6'])).toEqual([200, 200, 429]);
  });

  it('gives one budget to an IPv6 /64, the block one subscriber gets', async () => {
    const app = createTestApp(store, { env: limited });
    expect((await post(app, { env: fromSocket('2001:db8:1:2::1') })).status).toBe(200);
    expect((await post(app, { env: fromSocket('2001:db8:1:2:ffff::9') })).status).toBe(200);
    expect((await post(app, { env: fromSocket('2001:DB8:1:2:0:0:0:77') })).status).toBe(429);
    expect((await post(app, { env: fromSocket('2001:db8:1:3::1') })).status).toBe(200);
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
