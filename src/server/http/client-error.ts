import type { Duplex } from 'node:stream';
import { RequestError } from '@hono/node-server';

/** Errors Node's HTTP parser reports before the app sees a request, and the status each earns. */
const STATUS_BY_CODE: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
};
const BAD_REQUEST: [number, string, string] = [400, 'Bad Request', 'The request is not valid HTTP.'];

/**
 * The security headers of every other answer, for these written before the app sees the request:
 * a JSON error needs no sources at all, and may not be framed.
 */
export const BARE_SECURITY_HEADERS: readonly [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];
const RAW_SECURITY_HEADERS = BARE_SECURITY_HEADERS.map(([name, value]) => `${name}: ${value}`).join('\r\n');

/**
 * How long a connection given a last answer may take to take it in before it is dropped anyway
 * (its peer is not reading).
 */
const CLOSE_GRACE_MS = 1_000;

/**
 * Writes a last answer, ends the connection and lets go of it as soon as the answer is handed to
 * the system (or after CLOSE_GRACE_MS): `end()` alone waits for the peer to close its side, and a
 * peer that never does (half-open, FIN-WAIT-2) would hold the socket, and a connection slot, forever.
 */
function answerAndClose(socket: Duplex, answer: string): void {
  const grace = setTimeout(() => socket.destroy(), CLOSE_GRACE_MS);
  grace.unref();
  socket.once('close', () => clearTimeout(grace));
  socket.end(answer, () => socket.destroy());
}

/**
 * Answers a request the HTTP parser refused (malformed request line or headers, conflicting
 * lengths, oversized headers, or too slow to arrive: 408) with a JSON `message` like every other
 * answer, instead of Node's bare status line; then closes the connection, which is no longer in a
 * known state, and lets go of it (answerAndClose).
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = STATUS_BY_CODE[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ message });
  answerAndClose(
    socket,
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\n${RAW_SECURITY_HEADERS}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The answer for a request the Node adapter could not turn into a Request (a backslash in the
 * path, an absolute URL of another scheme, a bad Host): JSON like every other answer, with the
 * same bare security headers, instead of the adapter's empty 400. Anything else is a fault: 500.
 */
export function answerAdapterError(error: unknown): Response {
  const isRequestError = error instanceof RequestError;
  const [status, message] = isRequestError ? [400, 'The request is not valid HTTP.'] : [500, 'Something went wrong on our side. Please try again.'];
  const headers = new Headers([['Content-Type', 'application/json; charset=utf-8'], ['Cache-Control', 'no-store'], ...BARE_SECURITY_HEADERS]);
  return new Response(JSON.stringify({ message }), { status, headers });
}

/** Seconds a client refused for a full server is asked to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Written to a connection beyond the server's cap (or its client's), before the HTTP layer reads
 * anything from it, which is then closed: a clear answer instead of a reset, and a file descriptor
 * freed at once.
 */
export function refuseConnection(socket: Duplex): void {
  const body = JSON.stringify({ message: 'The server is busy. Please try again in a moment.' });
  answerAndClose(
    socket,
    `HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Retry-After: ${BUSY_RETRY_AFTER_SECONDS}\r\nCache-Control: no-store\r\n${RAW_SECURITY_HEADERS}\r\nConnection: close\r\n\r\n${body}`,
  );
}
