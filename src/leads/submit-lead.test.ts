import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_FAULT_MESSAGE, SUBMIT_TIMEOUT_MS, TIMEOUT_MESSAGE, UNREACHABLE_MESSAGE, submitLead } from './submit-lead';

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
