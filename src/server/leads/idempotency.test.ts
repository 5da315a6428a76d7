import fc from 'fast-check';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type IdempotencyVariables, InFlightKeys, canonicalJson, requestHash, requireIdempotencyKey } from './idempotency';

/** Rebuilds an object with its keys in reverse order, recursively. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, reordered(item)]),
    );
  }
  return value;
}

describe('request hashing', () => {
  it('ignores key order but nothing else', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(reordered(value))).toBe(canonicalJson(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('orders keys by code unit and leaves out undefined members, as JSON does', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: true, y: null }], c: 'x' }, B: 0 })).toBe('{"B":0,"a":{"c":"x","d":[2,{"y":null,"z":true}]},"b":1}');
    expect(canonicalJson({ a: 1, b: undefined, c: 3 })).toBe('{"a":1,"c":3}');
    expect(canonicalJson([undefined, 1])).toBe('[null,1]');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('is the SHA-256 of the endpoint, a newline and the canonical body, so hashes stored earlier still match', () => {
    expect(requestHash('newsletter', { email: 'a@b.co', consent: true })).toBe('1568907f7c0156b52c9a1986f9d8116a3c2da36c2d2704994ca7555e165d8bcf');
  });

  it('separates endpoints and bodies', () => {
    expect(requestHash('newsletter', { email: 'a@b.co' })).toBe(requestHash('newsletter', { email: 'a@b.co' }));
    expect(requestHash('newsletter', { email: 'a@b.co' })).not.toBe(requestHash('contact', { email: 'a@b.co' }));
    expect(requestHash('newsletter', { email: 'a@b.co' })).not.toBe(requestHash('newsletter', { email: 'A@b.co' }));
  });
});

describe('the Idempotency-Key a lead must carry', () => {
  function app() {
    return new Hono<{ Variables: IdempotencyVariables }>()
      .use(requireIdempotencyKey({ unless: (c) => c.req.query('native') === '1' }))
      .post('/lead', (c) => c.json({ key: c.get('idempotencyKey') ?? null }));
  }

  function post(headers: Record<string, string>, query = '') {
    return app().request(`/lead${query}`, { method: 'POST', headers });
  }

  it('is refused when missing or blank, saying how to make one', async () => {
    for (const headers of [{}, { 'Idempotency-Key': '   ' }] as Record<string, string>[]) {
      const response = await post(headers);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Missing Idempotency-Key header: send a UUID v4 made once per submission.',
        errors: {},
      });
    }
  });

  it('is refused when it is not a UUID v4', async () => {
    for (const key of ['not-a-uuid', '3b241101-e2bb-1255-8caf-4136c566a962', '3b241101-e2bb-4255-7caf-4136c566a962']) {
      const response = await post({ 'Idempotency-Key': key });
      expect(response.status, key).toBe(400);
      expect(await response.json()).toEqual({ message: 'The Idempotency-Key header must be a UUID v4.', errors: {} });
    }
  });

  it('is kept trimmed and lower-cased', async () => {
    const response = await post({ 'Idempotency-Key': ' 3B241101-E2BB-4255-8CAF-4136C566A962 ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ key: '3b241101-e2bb-4255-8caf-4136c566a962' });
  });

  it('is not asked of a request the route exempts', async () => {
    const response = await post({}, '?native=1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ key: null });
  });
});

describe('keys in flight', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function settledFlag(promise: Promise<unknown>) {
    const state = { settled: false, value: undefined as unknown };
    void promise.then((value) => {
      state.settled = true;
      state.value = value;
    });
    return state;
  }

  it('are held by one request at a time', () => {
    const keys = new InFlightKeys();
    expect(keys.tryAcquire('k')).toBe(true);
    expect(keys.tryAcquire('k')).toBe(false);
    expect(keys.tryAcquire('other')).toBe(true);
    keys.release('k');
    expect(keys.tryAcquire('k')).toBe(true);
  });

  it('are waited for until released, or until the wait runs out', async () => {
    const keys = new InFlightKeys();
    await expect(keys.whenReleased('free', 1_000)).resolves.toBeUndefined();

    keys.tryAcquire('k');
    const released = settledFlag(keys.whenReleased('k', 1_000));
    await vi.advanceTimersByTimeAsync(400);
    expect(released.settled).toBe(false);
    keys.release('k');
    await vi.advanceTimersByTimeAsync(0);
    expect(released.settled).toBe(true);

    keys.tryAcquire('k');
    const timedOut = settledFlag(keys.whenReleased('k', 1_000));
    await vi.advanceTimersByTimeAsync(999);
    expect(timedOut.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(timedOut.settled).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('are acquired by a waiting request once the holder lets go within the wait', async () => {
    const keys = new InFlightKeys();
    keys.tryAcquire('k');
    const acquired = settledFlag(keys.acquireWaiting('k', 1_000));
    await vi.advanceTimersByTimeAsync(700);
    expect(acquired.settled).toBe(false);
    keys.release('k');
    await vi.advanceTimersByTimeAsync(0);
    expect(acquired.value).toBe(true);
    expect(keys.tryAcquire('k')).toBe(false);
  });

  it('are given up on when the holder keeps them past the wait', async () => {
    const keys = new InFlightKeys();
    keys.tryAcquire('k');
    const acquired = settledFlag(keys.acquireWaiting('k', 1_000));
    await vi.advanceTimersByTimeAsync(999);
    expect(acquired.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(acquired.settled).toBe(true);
    expect(acquired.value).toBe(false);
    await expect(keys.acquireWaiting('free', 1_000)).resolves.toBe(true);
  });
});
