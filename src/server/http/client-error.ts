import type { Duplex } from 'node:stream';

/** Errors Node's HTTP parser reports before the app sees a request, and the status each earns. */
const STATUS_BY_CODE: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
};
const BAD_REQUEST: [number, string, string] = [400, 'Bad Request', 'The request is not valid HTTP.'];

/**
 * Answers a request the HTTP parser refused (malformed request line or headers, conflicting
 * lengths, oversized headers) with a JSON `message` like every other answer, instead of Node's
 * bare status line; then closes the connection, which is no longer in a known state.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = STATUS_BY_CODE[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}
