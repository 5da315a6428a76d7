import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureLogs } from '@/server/log';
import { LEAD_KINDS, leadFieldNames, leadRegistry } from '@/leads/kinds';
import { HONEYPOT_FIELD } from '@/leads/limits';
import { MAX_BODY_BYTES } from '@/server/http/json-body';
import { countLeads, listLeads } from './lead-store';
import type { Store } from '@/server/store/open-store';
import { createTestApp, failingStore, postJson, validBodies } from '@/server/testing/test-app';
import { emptyTables, openStoreForTests } from '@/server/testing/test-store';

let store: Store;

openStoreForTests((opened) => (store = opened));
beforeEach(() => emptyTables(store.db, ['leads', 'idempotency_keys', 'booking_slots']));

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json()) as { message?: unknown };
  expect(typeof body.message).toBe('string');
  return body.message as string;
}

describe('lead endpoints', () => {
  it('answer 400 with a message and field errors, storing nothing', async () => {
    const app = createTestApp(store);
    const response = await postJson(app, '/api/contact.js', { from_name: '', from_email: 'nope', message: 'Hi' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Please enter your name. Please enter a valid email address.',
      errors: { from_name: 'Please enter your name', from_email: 'Please enter a valid email address' },
    });
    expect(await countLeads(store.db)).toBe(0);
  });

  it('answer 400 for malformed JSON and for a body that is not an object', async () => {
    const app = createTestApp(store);
    for (const body of ['{"email": ', 'null', '[1,2]', '"text"', '']) {
      const response = await postJson(app, '/api/subscribe.js', body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
  });

  it('answer 400, not a server error, for absurdly nested JSON', async () => {
    const app = createTestApp(store);
    const depth = 15_000;
    const response = await postJson(app, '/api/subscribe.js', `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toMatch(/nested too deeply/);
    const flat = await postJson(app, '/api/quote.js', { ...validBodies.quote, features: [[['Multilingual']]] });
    expect(flat.status).toBe(400);
  });

  it('answer 400 for a missing or malformed Idempotency-Key', async () => {
    const app = createTestApp(store);
    const missing = await postJson(app, '/api/subscribe.js', validBodies.newsletter, { key: null });
    expect(missing.status).toBe(400);
    expect(await messageOf(missing)).toMatch(/Idempotency-Key/);
    for (const key of ['abc', '123e4567-e89b-12d3-a456-426614174000', `${crypto.randomUUID()}x`]) {
      const response = await postJson(app, '/api/subscribe.js', validBodies.newsletter, { key });
      expect(response.status, key).toBe(400);
    }
    expect(await countLeads(store.db)).toBe(0);
  });

  it('accept a key in upper case as the same key', async () => {
    const app = createTestApp(store);
    const key = crypto.randomUUID();
    await postJson(app, '/api/subscribe.js', validBodies.newsletter, { key });
    const replay = await postJson(app, '/api/subscribe.js', validBodies.newsletter, { key: key.toUpperCase() });
    expect(replay.status).toBe(200);
    expect(await countLeads(store.db)).toBe(1);
  });

  it('answer 415 for a body that is neither JSON nor a urlencoded form', async () => {
    const app = createTestApp(store);
    for (const contentType of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded; charset=latin1',
      'application/json; charset=latin1',
    ]) {
      const response = await postJson(app, '/api/subscribe.js', validBodies.newsletter, { headers: { 'Content-Type': contentType } });
      expect(response.status, contentType).toBe(415);
      expect(await messageOf(response)).toMatch(/JSON/);
    }
    const accepted = await postJson(app, '/api/subscribe.js', validBodies.newsletter, {
      headers: { 'Content-Type': 'application/json; charset=UTF-8' },
    });
    expect(accepted.status).toBe(200);
  });

  it('answer 413 above 32 KiB, by the declared length and by the bytes actually sent', async () => {
    const app = createTestApp(store);
    const oversized = JSON.stringify({ ...validBodies.contact, message: 'x'.repeat(MAX_BODY_BYTES) });
    const declared = await postJson(app, '/api/contact.js', oversized, { headers: { 'Content-Length': String(oversized.length) } });
    expect(declared.status).toBe(413);
    expect(await messageOf(declared)).toMatch(/too large/);

    // A client that under-declares its length is still cut off at the limit.
    const understated = await postJson(app, '/api/contact.js', oversized, { headers: { 'Content-Length': '10' } });
    expect(understated.status).toBe(413);

    const streamed = await app.request('/api/contact.js', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(oversized));
          controller.close();
        },
      }),
      duplex: 'half',
    });
    expect(streamed.status).toBe(413);
    expect(await countLeads(store.db)).toBe(0);
  });

  it('accept a body just under the limit and bound the message length instead', async () => {
    const app = createTestApp(store);
    const body = { ...validBodies.contact, message: 'x'.repeat(5_001) };
    const response = await postJson(app, '/api/contact.js', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { message: 'Message must be at most 5,000 characters' } });
  });

  it('answer 409 while the same key is still being processed', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => undefined;
    const firstIsInside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    // Hold the first request inside its transaction until the second has been answered.
    const slowStore: Store = {
      ...store,
      db: store.db.withPlugin({
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          entered();
          await gate;
          return args.result;
        },
      }),
    };
    const app = createTestApp(slowStore);
    const key = crypto.randomUUID();
    const first = postJson(app, '/api/quote.js', validBodies.quote, { key });
    await firstIsInside;
    const second = await postJson(app, '/api/quote.js', validBodies.quote, { key });
    expect(second.status).toBe(409);
    expect(second.headers.get('Retry-After')).toBe('1');
    expect(await messageOf(second)).toMatch(/already being processed/);
    release();
    expect((await first).status).toBe(200);
    const replay = await postJson(app, '/api/quote.js', validBodies.quote, { key });
    expect(replay.status).toBe(200);
    expect(await countLeads(store.db)).toBe(1);
  });

  it('answer a filled honeypot like a success and store nothing', async () => {
    const app = createTestApp(store);
    const response = await postJson(app, '/api/contact.js', { ...validBodies.contact, [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await messageOf(response)).toBe("Thank you! Your message has been sent. We'll get back to you within 24 hours.");
    expect(await countLeads(store.db)).toBe(0);
  });

  it('take a honeypot sent as null for no value: not a bot, but a body the schema checks', async () => {
    const app = createTestApp(store);
    const response = await postJson(app, '/api/subscribe.js', { email: 'a@b.co', [HONEYPOT_FIELD]: null });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([HONEYPOT_FIELD]);
    expect(await countLeads(store.db)).toBe(0);
  });

  it('accept JSON whatever origin it names: only forms posted by a browser are held to this site', async () => {
    const app = createTestApp(store);
    const response = await postJson(
      app,
      '/api/subscribe.js',
      { email: 'a@b.co' },
      { headers: { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' } },
    );
    expect(response.status).toBe(200);
    expect(await countLeads(store.db)).toBe(1);
  });

  it('never store the honeypot even when it is empty', async () => {
    const app = createTestApp(store);
    await postJson(app, '/api/subscribe.js', { email: 'a@b.co', [HONEYPOT_FIELD]: '  ' });
    const [lead] = await listLeads(store.db);
    expect(lead?.data).toEqual({ email: 'a@b.co' });
  });

  it('replay a stored booking even after its day has passed', async () => {
    let now = new Date('2030-06-10T12:00:00Z'); // 08:00 AM on Monday 10 June in New York
    const app = createTestApp(store, { now: () => now });
    const key = crypto.randomUUID();
    const booking = { ...validBodies.booking, date: '2030-06-11', time: '09:00 AM' };
    expect((await postJson(app, '/api/booking.js', booking, { key })).status).toBe(200);
    now = new Date('2030-06-12T12:00:00Z');
    expect((await postJson(app, '/api/booking.js', booking, { key })).status).toBe(200);
    const fresh = await postJson(app, '/api/booking.js', booking);
    expect(fresh.status).toBe(400);
    expect(await fresh.json()).toMatchObject({ errors: { date: 'Please choose tomorrow or a later date' } });
  });

  it('answer 405 with Allow for another method on a lead path', async () => {
    const app = createTestApp(store);
    const response = await app.request('/api/contact.js');
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(await messageOf(response)).toMatch(/POST/);
  });

  it('keep security headers and no-store on API answers', async () => {
    const app = createTestApp(store);
    const response = await postJson(app, '/api/subscribe.js', validBodies.newsletter);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
  });
});

describe('any input', () => {
  it('gets a JSON answer below 500 on every endpoint', async () => {
    const app = createTestApp(store, { env: { RATE_LIMIT_PER_MIN: '100000' } });
    // Bodies built from the real field names with arbitrary JSON values, plus arbitrary JSON.
    const fieldBody = (kind: (typeof LEAD_KINDS)[number]) =>
      fc.dictionary(fc.constantFrom(...leadFieldNames(kind), HONEYPOT_FIELD, '__proto__', 'constructor'), fc.jsonValue({ maxDepth: 3 }));
    const request = fc.constantFrom(...LEAD_KINDS).chain((kind) =>
      fc.record({
        kind: fc.constant(kind),
        body: fc.oneof(fieldBody(kind), fc.jsonValue({ maxDepth: 4 })),
        key: fc.option(fc.uuid({ version: 4 }), { nil: null }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ kind, body, key }) => {
        const response = await postJson(app, leadRegistry[kind].path, body, { key });
        expect(response.status).toBeLessThan(500);
        expect(typeof ((await response.json()) as { message?: unknown }).message).toBe('string');
      }),
      { numRuns: 300 },
    );
    // Generous: the machine running the suite may be busy; this checks behaviour, not speed.
  }, 60_000);
});

describe('the rest of /api', () => {
  it('answers unknown paths with a JSON 404', async () => {
    const app = createTestApp(store);
    for (const path of ['/api/nope', '/api/admin/leads', '/api/subscribe']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('reports the database down in the health check', async () => {
    const broken: Store = { ...store, isHealthy: async () => false };
    const response = await createTestApp(broken).request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ok: false, db: 'down' });
  });

  it('answers a real server fault with a JSON 500 (the outbox retries those)', async () => {
    const logged = captureLogs();
    const failing = failingStore(store, 'disk full');
    const response = await postJson(createTestApp(failing), '/api/subscribe.js', validBodies.newsletter);
    expect(response.status).toBe(500);
    expect(await messageOf(response)).toMatch(/our side/);
    logged.restore();
    const fault = logged.lines().find((line) => line.level === 'error');
    expect(fault).toMatchObject({ msg: 'Unhandled error on POST /api/subscribe.js', requestId: response.headers.get('X-Request-Id') });
    expect(fault?.error).toMatch(/^Error: disk full/);
  });
});
