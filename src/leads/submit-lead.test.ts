import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_FAULT_MESSAGE, SUBMIT_TIMEOUT_MS, TIMEOUT_MESSAGE, UNREACHABLE_MESSAGE, isRetryable, submitJson, submitLead } from './submit-lead';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('submitLead', () => {
  it('posts JSON to the kind path with a fresh UUID v4 idempotency key', async () => {
    const fetchStub = answering(200, { message: 'Thanks!' });
    const result = await submitLead('newsletter', { email: 'a@b.co' }, { fetch: fetchStub });

    expect(result).toEqual({ status: 'sent', message: 'Thanks!', idempotencyKey: expect.stringMatching(UUID_V4) });
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe('/api/subscribe.js');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe(result.idempotencyKey);
  });

  it('uses a new key per submission and the given key on a replay', async () => {
    const fetchStub = answering(200, { message: 'ok' });
    const first = await submitLead('newsletter', { email: 'a@b.co' }, { fetch: fetchStub });
    const second = await submitLead('newsletter', { email: 'a@b.co' }, { fetch: fetchStub });
    const replay = await submitLead('newsletter', { email: 'a@b.co' }, { fetch: fetchStub, idempotencyKey: first.idempotencyKey });
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(replay.idempotencyKey).toBe(first.idempotencyKey);
    expect(new Headers(fetchStub.mock.calls[2]?.[1]?.headers).get('Idempotency-Key')).toBe(first.idempotencyKey);
  });

  it('reports a 4xx as rejected with the message and field errors', async () => {
    const fetchStub = answering(400, { message: 'Please enter a valid email address.', errors: { email: 'Please enter a valid email address' } });
    const result = await submitLead('newsletter', { email: 'nope' }, { fetch: fetchStub });
    expect(result).toMatchObject({
      status: 'rejected',
      httpStatus: 400,
      message: 'Please enter a valid email address.',
      errors: { email: 'Please enter a valid email address' },
    });
  });

  it('reports a 5xx as unreachable so the lead is kept', async () => {
    const result = await submitLead('newsletter', { email: 'a@b.co' }, { fetch: answering(503, '<html>down</html>') });
    expect(result).toMatchObject({ status: 'unreachable', httpStatus: 503, message: SERVER_FAULT_MESSAGE });
  });

  it('reports "still processing" and "rate limited" as unreachable, with Retry-After', async () => {
    expect(await submitLead('newsletter', { email: 'a@b.co' }, { fetch: answering(409, { message: 'busy' }) })).toMatchObject({
      status: 'unreachable',
      httpStatus: 409,
    });
    const limited = await submitLead(
      'newsletter',
      { email: 'a@b.co' },
      {
        fetch: answering(429, { message: 'Too many requests' }, { 'Retry-After': '42' }),
      },
    );
    expect(limited).toMatchObject({ status: 'unreachable', httpStatus: 429, retryAfterSeconds: 42, message: 'Too many requests' });
  });

  it('reports a 409 whose body says the booked slot is taken as rejected, with the code: sent again it would be refused again', async () => {
    const message = 'That time has just been booked by someone else. Please choose another slot.';
    const result = await submitLead(
      'booking',
      { email: 'a@b.co', consultationType: 'Phone Consultation', date: '2099-03-02', time: '10:00 AM' },
      { fetch: answering(409, { message, code: 'slot-taken' }) },
    );
    expect(result).toMatchObject({ status: 'rejected', httpStatus: 409, message, code: 'slot-taken', errors: {} });
    // Another code, or none, is the key still being processed.
    expect(await submitLead('newsletter', { email: 'a@b.co' }, { fetch: answering(409, { message: 'busy', code: 'other' }) })).toMatchObject({
      status: 'unreachable',
      httpStatus: 409,
    });
  });

  it('reports a network error as unreachable', async () => {
    const fetchStub = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await submitLead('newsletter', { email: 'a@b.co' }, { fetch: fetchStub })).toMatchObject({
      status: 'unreachable',
      message: UNREACHABLE_MESSAGE,
    });
  });

  it('gives up after the timeout and reports unreachable', async () => {
    vi.useFakeTimers();
    const fetchStub = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = submitLead('newsletter', { email: 'a@b.co' }, { fetch: fetchStub });
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS);
    expect(await pending).toMatchObject({ status: 'unreachable', message: TIMEOUT_MESSAGE });
  });

  it('falls back to a default message when the answer is not JSON', async () => {
    const result = await submitLead(
      'contact',
      { from_name: 'A', from_email: 'a@b.co', message: 'Hi' },
      {
        fetch: answering(200, 'OK'),
      },
    );
    expect(result.status).toBe('sent');
    expect(result.message.length).toBeGreaterThan(0);
  });
});

describe('submitJson', () => {
  it('sends JSON as JSON, with the key and the site’s cookies only, to the base URL when given one', async () => {
    const fetchStub = answering(200, { message: 'Marked handled' });
    const result = await submitJson(
      '/api/admin/leads/lead-1',
      'PATCH',
      { status: 'handled' },
      { fetch: fetchStub, baseUrl: 'https://studio.example', idempotencyKey: 'key-1' },
    );
    expect(result).toEqual({ status: 'sent', message: 'Marked handled', idempotencyKey: 'key-1' });
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe('https://studio.example/api/admin/leads/lead-1');
    expect(init?.method).toBe('PATCH');
    expect(init?.credentials).toBe('same-origin');
    const headers = new Headers(init?.headers);
    expect([...headers.entries()]).toEqual([
      ['accept', 'application/json'],
      ['content-type', 'application/json'],
      ['idempotency-key', 'key-1'],
    ]);
  });

  it('says what it says when the server gave no message, or only a blank one', async () => {
    expect((await submitJson('/x', 'POST', {}, { fetch: answering(200, 'not json') })).message).toBe('Sent.');
    expect((await submitJson('/x', 'POST', {}, { fetch: answering(201, { message: '  ' }) })).message).toBe('Sent.');
    expect((await submitJson('/x', 'POST', {}, { fetch: answering(400, null) })).message).toBe('The server could not accept this request.');
    expect((await submitJson('/x', 'POST', {}, { fetch: answering(500, 5) })).message).toBe('The server could not take your request right now.');
    expect((await submitJson('/x', 'POST', {}, { fetch: answering(500, { message: 7 }) })).message).toBe('The server could not take your request right now.');
  });

  it('keeps only the field errors and the code that are text', async () => {
    const result = await submitJson('/x', 'POST', {}, { fetch: answering(422, { message: 'No', errors: { email: 'Bad', age: 3, tags: ['x'] }, code: 9 }) });
    expect(result).toEqual({ status: 'rejected', message: 'No', errors: { email: 'Bad' }, httpStatus: 422, idempotencyKey: expect.stringMatching(UUID_V4) });
    expect('code' in result).toBe(false);
    const noErrors = await submitJson('/x', 'POST', {}, { fetch: answering(400, { message: 'No', errors: 'Bad' }) });
    expect(noErrors).toMatchObject({ status: 'rejected', errors: {} });
  });

  it('reads Retry-After only as whole seconds', async () => {
    const retryAfter = async (value: string) => {
      const result = await submitJson('/x', 'POST', {}, { fetch: answering(503, {}, { 'Retry-After': value }) });
      return result.status === 'unreachable' ? result.retryAfterSeconds : 'not unreachable';
    };
    expect(await retryAfter('42')).toBe(42);
    expect(await retryAfter(' 7 ')).toBe(7);
    expect(await retryAfter('0')).toBe(0);
    for (const value of ['1.5', 'soon', '-3', 'Wed, 21 Oct 2026 07:28:00 GMT', '']) expect(await retryAfter(value), value).toBeUndefined();
    const withoutHeader = await submitJson('/x', 'POST', {}, { fetch: answering(503, {}) });
    expect('retryAfterSeconds' in withoutHeader).toBe(false);
  });

  it('waits the whole timeout and no longer, then leaves no timer behind', async () => {
    vi.useFakeTimers();
    const fetchStub = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let settled: unknown;
    void submitJson('/x', 'POST', {}, { fetch: fetchStub, timeoutMs: 1_000 }).then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ status: 'unreachable', message: 'The server took too long to answer.' });
    expect(vi.getTimerCount()).toBe(0);

    const answered = await submitJson('/x', 'POST', {}, { fetch: answering(200, {}) });
    expect(answered.status).toBe('sent');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is cancelled by its caller, before or while it is sent, as unreachable rather than timed out', async () => {
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          if (init?.signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const early = new AbortController();
    early.abort();
    expect(await submitJson('/x', 'POST', {}, { fetch: hanging, signal: early.signal })).toMatchObject({
      status: 'unreachable',
      message: 'We could not reach the server. Please check your connection.',
    });

    const late = new AbortController();
    const removed = vi.spyOn(late.signal, 'removeEventListener');
    const pending = submitJson('/x', 'POST', {}, { fetch: hanging, signal: late.signal });
    late.abort();
    expect(await pending).toMatchObject({ status: 'unreachable', message: 'We could not reach the server. Please check your connection.' });
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});

describe('isRetryable', () => {
  it('keeps a lead for any server fault and for 408, 409 and 429, and refuses it for any other client error', () => {
    for (const status of [500, 502, 503, 599, 408, 409, 429]) expect(isRetryable(status), String(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 407, 410, 413, 415, 422, 428, 430, 499]) expect(isRetryable(status), String(status)).toBe(false);
    expect(isRetryable(409, { code: 'slot-taken' })).toBe(false);
    expect(isRetryable(409, { code: 'in-flight' })).toBe(true);
  });

  it("refuses a booking the booking policy refuses (the address's booking that day, the day's limit): sent again, it would be refused again", () => {
    expect(isRetryable(409, { code: 'email-booked' })).toBe(false);
    expect(isRetryable(409, { code: 'booking-limit' })).toBe(false);
    expect(isRetryable(429, { code: 'booking-limit' })).toBe(true);
  });
});
