/**
 * Raw bytes on a real socket to the real HTTP server (startServer, API only, 127.0.0.1): malformed
 * request lines and headers, control characters and invalid UTF-8 where fetch would refuse to send
 * them. Whatever arrives, an answer is below 500 with a JSON `message`, and the server keeps answering.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countLeads } from '@/server/leads/lead-store';
import type { RunningServer } from '@/server/start-server';
import { startServer } from '@/server/start-server';
import { testConfig } from '@/server/testing/test-app';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-raw-'));
let server: RunningServer;
let port: number;

beforeAll(async () => {
  server = await startServer({ ...testConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_MIN: '100000000' }), PORT: 0, HOST: '127.0.0.1' });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface RawAnswer {
  status?: number;
  headers: string;
  body: string;
}

/** Writes `bytes`, then reads until the server closes the connection (or 10 s pass). */
function exchange(bytes: Uint8Array): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1];
      resolve({ ...(status ? { status: Number(status) } : {}), headers: head, body: Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8') });
    };
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', finish);
    socket.on('error', () => undefined);
    // Half-close after writing, so a server waiting for more of a broken request answers or closes.
    socket.end(Buffer.from(bytes));
  });
}

function request(head: string, body: Uint8Array = new Uint8Array(0)): Uint8Array {
  return new Uint8Array([...Buffer.from(head, 'latin1'), ...body]);
}

function expectJsonAnswer(answer: RawAnswer, context: string): void {
  expect(answer.status, context).toBeDefined();
  expect(answer.status, context).toBeLessThan(500);
  // Whether the app or the HTTP parser answered, the security headers are there.
  expect(answer.headers, context).toMatch(/^Content-Security-Policy: [^\r\n]*frame-ancestors 'none'/im);
  expect(answer.headers, context).toMatch(/^X-Content-Type-Options: nosniff$/im);
  expect(answer.headers, context).toMatch(/^Referrer-Policy: /im);
  expect(answer.headers, context).toMatch(/^Permissions-Policy: /im);
  expect(answer.headers, context).toMatch(/^Cross-Origin-Opener-Policy: same-origin$/im);
  if (answer.status === 204 || /^HEAD /.test(context)) return;
  // A chunked answer carries its length before the JSON; take the JSON object itself.
  const json = /\{[\s\S]*\}/.exec(answer.body)?.[0] ?? '';
  const parsed = JSON.parse(json) as { message?: unknown };
  expect(typeof parsed.message, `${context}: ${answer.body}`).toBe('string');
}

const KEY = 'Idempotency-Key: 6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('raw bytes to the real HTTP server', { timeout: 60_000 }, () => {
  it('answers malformed requests with a JSON 4xx, and logs no server error for them', async () => {
    const logged = vi.spyOn(console, 'error');
    const cases: [string, Uint8Array][] = [
      ['garbage request line', request('\u0000\u0001GARBAGE\r\n\r\n')],
      ['bad header name', request('POST /api/subscribe.js HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n')],
      ['control character in a header value', request(`POST /api/subscribe.js HTTP/1.1\r\nHost: x\r\nX-Note: a\u0001b\r\n\r\n`)],
      ['conflicting lengths', request('POST /api/subscribe.js HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n')],
      ['headers too large', request(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)],
      [
        'invalid UTF-8 bytes in the key',
        request(
          'POST /api/subscribe.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 2\r\nIdempotency-Key: \u00ff\u00fe\r\n\r\n{}',
        ),
      ],
      [
        'invalid UTF-8 bytes in the body',
        request(
          `POST /api/subscribe.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 24\r\n${KEY}\r\n\r\n`,
          new Uint8Array([...Buffer.from('{"email":"a'), 0xc0, 0xaf, 0xff, ...Buffer.from('@b.co"}')].slice(0, 24)),
        ),
      ],
      ['backslash in the path', request('GET /api\\health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')],
      ['absolute URL of another scheme', request('GET ftp://x/api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')],
      ['target that is not a path', request('GET api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')],
      ['unknown address outside the API', request('GET /nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')],
      ['another method outside the API', request('DELETE /about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')],
      [
        'chunked body over 32 KiB',
        request(
          `POST /api/subscribe.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n${KEY}\r\n\r\n` +
            `8000\r\n${'x'.repeat(0x8000)}\r\n10\r\n${'y'.repeat(16)}\r\n0\r\n\r\n`,
        ),
      ],
    ];
    for (const [label, bytes] of cases) expectJsonAnswer(await exchange(bytes), label);
    // A body cut off by the client (the socket closes mid-body) is the client's doing.
    await exchange(request(`POST /api/subscribe.js HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n${KEY}\r\n\r\n{"email"`));
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect(await countLeads(server.store.db)).toBe(0);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('answers any bytes after a lead request line below 500, or closes, and keeps serving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), fc.boolean(), async (bytes, withHead) => {
        const head = withHead ? 'POST /api/contact.js HTTP/1.1\r\nHost: x\r\n' : '';
        const answer = await exchange(request(head, bytes));
        if (answer.status !== undefined) expectJsonAnswer(answer, `${bytes.length} bytes`);
      }),
      { numRuns: 60, seed: 9_006 },
    );
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
