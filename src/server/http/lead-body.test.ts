import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { boundedBodyReader, leadContentType, readLeadBody, type LeadBodyVariables, type ReadOutcome } from './lead-body';

/** A body sent as these chunks, or failing after them when `fail` is set. */
function streamOf(chunks: string[], fail = false): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (fail) controller.error(new Error('socket hang up'));
      else controller.close();
    },
  });
}

function streamRequest(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/', { method: 'POST', body, headers, duplex: 'half' });
}

function appReading(maxBytes?: number) {
  const app = new Hono<{ Variables: LeadBodyVariables }>();
  app.post('/', leadContentType(), maxBytes === undefined ? readLeadBody() : readLeadBody(maxBytes), (c) =>
    c.json({ type: c.get('bodyType'), json: c.get('jsonBody') ?? null, pairs: c.get('formPairs') ?? null }),
  );
  return app;
}

async function post(
  app: Hono<{ Variables: LeadBodyVariables }>,
  body: string | Uint8Array<ArrayBuffer>,
  contentType: string,
  headers: Record<string, string> = {},
) {
  const response = await app.request('/', { method: 'POST', body, headers: { 'Content-Type': contentType, ...headers } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** What boundedBodyReader makes of a request, read inside a Hono handler as the routes read it. */
async function readThrough(request: Request, maxBytes: number): Promise<ReadOutcome> {
  const readBody = boundedBodyReader(maxBytes);
  let outcome: ReadOutcome | undefined;
  const app = new Hono();
  app.post('/', async (c) => {
    outcome = await readBody(c);
    return c.body(null, 204);
  });
  await app.request(request);
  if (!outcome) throw new Error('the handler did not run');
  return outcome;
}

describe('boundedBodyReader', () => {
  it('reads a body sent in chunks, in order, and an absent body as no bytes', async () => {
    const read = await readThrough(streamRequest(streamOf(['{"a":', '"b', 'c"}'])), 100);
    expect(read.ok && new TextDecoder().decode(read.bytes)).toBe('{"a":"bc"}');
    const empty = await readThrough(new Request('http://localhost/', { method: 'POST' }), 100);
    expect(empty).toEqual({ ok: true, bytes: new Uint8Array(0) });
  });

  it('takes exactly the limit, and stops reading one byte beyond it', async () => {
    const atLimit = await readThrough(streamRequest(streamOf(['12345', '67890'])), 10);
    expect(atLimit.ok && atLimit.bytes.byteLength).toBe(10);

    let pulls = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(4));
      },
    });
    expect(await readThrough(streamRequest(endless), 10)).toEqual({ ok: false, reason: 'too-large' });
    expect(pulls).toBeLessThan(6);
  });

  it('trusts a declared length over the limit without reading a byte', async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(4));
        controller.close();
      },
    });
    expect(await readThrough(streamRequest(body, { 'Content-Length': '11' }), 10)).toEqual({ ok: false, reason: 'too-large' });
    expect(pulls).toBeLessThan(2);
  });

  it('says "aborted" when the client hangs up mid-body', async () => {
    expect(await readThrough(streamRequest(streamOf(['{"a":'], true)), 100)).toEqual({ ok: false, reason: 'aborted' });
  });
});

describe('the lead body middleware', () => {
  it('answers 415 for a body that is neither JSON nor a urlencoded form', async () => {
    const app = appReading();
    for (const contentType of ['text/plain', 'multipart/form-data; boundary=x']) {
      expect(await post(app, 'a=1', contentType)).toEqual({
        status: 415,
        body: {
          message: 'Please send the form as JSON (Content-Type: application/json) or as a web form (application/x-www-form-urlencoded).',
        },
      });
    }
    expect((await app.request('/', { method: 'POST', body: '{}' })).status).toBe(415);
  });

  it('hands on parsed JSON, or a form as its pairs in order', async () => {
    const app = appReading();
    expect(await post(app, ' {"email":"a@example.com"} ', JSON_TYPE)).toEqual({
      status: 200,
      body: { type: 'json', json: { email: 'a@example.com' }, pairs: null },
    });
    expect(await post(app, 'features=SEO&features=Multilingual', `${FORM_TYPE}; charset=UTF-8`)).toEqual({
      status: 200,
      body: {
        type: 'form',
        json: null,
        pairs: [
          ['features', 'SEO'],
          ['features', 'Multilingual'],
        ],
      },
    });
    // An empty form is a form with no fields (the schema then names what is missing).
    expect(await post(app, '', FORM_TYPE)).toEqual({ status: 200, body: { type: 'form', json: null, pairs: [] } });
  });

  it('answers 413 with the limit in KiB when the declared length or the bytes sent exceed it', async () => {
    expect(await post(appReading(), '{}', JSON_TYPE, { 'Content-Length': '32769' })).toEqual({
      status: 413,
      body: { message: 'The request is too large (limit 32 KiB).' },
    });
    const small = appReading(2048);
    expect(await post(small, '{}', JSON_TYPE, { 'Content-Length': '2049' })).toEqual({
      status: 413,
      body: { message: 'The request is too large (limit 2 KiB).' },
    });
    expect((await post(small, `"${'x'.repeat(2046)}"`, JSON_TYPE, { 'Content-Length': '2048' })).status).toBe(200);
    expect((await post(small, `"${'x'.repeat(2047)}"`, JSON_TYPE)).status).toBe(413);
  });

  it('answers 400 for a body cut short, with an empty errors object', async () => {
    const response = await appReading().request(streamRequest(streamOf(['{"email":'], true), { 'Content-Type': JSON_TYPE }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body ended before it was complete.', errors: {} });
  });

  it('answers 400 for bytes that are not UTF-8, in JSON and in a form', async () => {
    const notUtf8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]);
    const expected = { status: 400, body: { message: 'The request body is not valid UTF-8 text.', errors: {} } };
    expect(await post(appReading(), notUtf8, JSON_TYPE)).toEqual(expected);
    expect(await post(appReading(), new Uint8Array([0x61, 0x3d, 0xc3]), FORM_TYPE)).toEqual(expected);
  });

  it('answers 400 for a form whose escapes do not spell UTF-8', async () => {
    expect(await post(appReading(), 'message=%FF', FORM_TYPE)).toEqual({
      status: 400,
      body: { message: 'The form data is not validly encoded UTF-8 text.', errors: {} },
    });
  });

  it('answers 400 for JSON that is empty, malformed, nested too deeply or not Unicode', async () => {
    const app = appReading();
    const problem = (message: string) => ({ status: 400, body: { message, errors: {} } });
    expect(await post(app, '', JSON_TYPE)).toEqual(problem('The request body is empty.'));
    expect(await post(app, ' \n\t', JSON_TYPE)).toEqual(problem('The request body is empty.'));
    expect(await post(app, '{"email":', JSON_TYPE)).toEqual(problem('The request body is not valid JSON.'));
    expect(await post(app, '[[[[[[[[[]]]]]]]]]', JSON_TYPE)).toEqual(problem('The request body is nested too deeply to be a form.'));
    expect((await post(app, '[[[[[[[[]]]]]]]]', JSON_TYPE)).status).toBe(200);
    expect(await post(app, '{"message":"\\ud800"}', JSON_TYPE)).toEqual(problem('The request body is not valid Unicode text.'));
  });
});
