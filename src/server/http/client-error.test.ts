import { PassThrough } from 'node:stream';
import { RequestError } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { BUSY_RETRY_AFTER_SECONDS, answerAdapterError, answerClientError, refuseConnection } from './client-error';

const SECURITY_HEADER_LINES =
  "Content-Security-Policy: default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'\r\n" +
  'X-Content-Type-Options: nosniff\r\n' +
  'X-Frame-Options: DENY\r\n' +
  'Referrer-Policy: strict-origin-when-cross-origin\r\n' +
  'Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()\r\n' +
  'Cross-Origin-Opener-Policy: same-origin\r\n' +
  'Cross-Origin-Resource-Policy: same-origin\r\n';

/** A socket stand-in that keeps what is written to it. */
function fakeSocket() {
  const socket = new PassThrough();
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  /** Everything written, once the socket is closed (ended or destroyed). */
  const written = () =>
    new Promise<string>((resolve) => {
      if (socket.closed) resolve(Buffer.concat(chunks).toString('utf8'));
      else socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  return { socket, written };
}

function clientError(code?: string): Error & { code?: string } {
  return Object.assign(new Error('parse error'), code === undefined ? {} : { code });
}

describe('a request the HTTP parser refused', () => {
  it('is answered 400 with a JSON message, the security headers, and the connection closed', async () => {
    const { socket, written } = fakeSocket();
    answerClientError(clientError('HPE_INVALID_METHOD'), socket);
    expect(await written()).toBe(
      'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 44\r\n' +
        `Cache-Control: no-store\r\n${SECURITY_HEADER_LINES}Connection: close\r\n\r\n` +
        '{"message":"The request is not valid HTTP."}',
    );
  });

  it('is 400 as well when the error has no code', async () => {
    const { socket, written } = fakeSocket();
    answerClientError(clientError(), socket);
    expect(await written()).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[^]*\r\n\r\n\{"message":"The request is not valid HTTP\."\}$/);
  });

  it('is 431 for headers that are too large and 408 for a request too slow to arrive', async () => {
    const large = fakeSocket();
    answerClientError(clientError('HPE_HEADER_OVERFLOW'), large.socket);
    const largeAnswer = await large.written();
    expect(largeAnswer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(largeAnswer).toContain('\r\nContent-Length: 48\r\n');
    expect(largeAnswer.endsWith('\r\n\r\n{"message":"The request headers are too large."}')).toBe(true);

    const slow = fakeSocket();
    answerClientError(clientError('ERR_HTTP_REQUEST_TIMEOUT'), slow.socket);
    const slowAnswer = await slow.written();
    expect(slowAnswer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(slowAnswer).toContain('\r\nContent-Length: 50\r\n');
    expect(slowAnswer.endsWith('\r\n\r\n{"message":"The request took too long to arrive."}')).toBe(true);
  });

  it('is not answered when the client reset the connection or it can no longer be written', async () => {
    const reset = fakeSocket();
    answerClientError(clientError('ECONNRESET'), reset.socket);
    expect(reset.socket.destroyed).toBe(true);
    expect(await reset.written()).toBe('');

    const closed = fakeSocket();
    closed.socket.end();
    answerClientError(clientError('HPE_INVALID_METHOD'), closed.socket);
    expect(closed.socket.destroyed).toBe(true);
    expect(await closed.written()).toBe('');
  });
});

describe('a connection beyond the cap', () => {
  it('is answered 503 with Retry-After (5 s) and closed', async () => {
    expect(BUSY_RETRY_AFTER_SECONDS).toBe(5);
    const { socket, written } = fakeSocket();
    refuseConnection(socket);
    expect(await written()).toBe(
      'HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 63\r\n' +
        `Retry-After: 5\r\nCache-Control: no-store\r\n${SECURITY_HEADER_LINES}Connection: close\r\n\r\n` +
        '{"message":"The server is busy. Please try again in a moment."}',
    );
  });
});

describe('a request the Node adapter could not read', () => {
  it('is answered 400 in JSON with the bare security headers', async () => {
    const response = answerAdapterError(new RequestError('Invalid URL'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request is not valid HTTP.' });
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
  });

  it('is a 500 when anything else went wrong', async () => {
    const response = answerAdapterError(new Error('boom'));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
  });
});
