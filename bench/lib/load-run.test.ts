import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad } from './load-run';

/** Answers 200 to a key it has not seen, 409 to one it has, and reads every body it is sent. */
let server: http.Server;
let baseUrl: string;
const received: Array<{ path: string; key: string | undefined; body: string }> = [];

beforeAll(async () => {
  const seen = new Set<string>();
  server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const key = request.headers['idempotency-key'] as string | undefined;
      received.push({ path: request.url ?? '', key, body });
      const fresh = key !== undefined && !seen.has(key);
      if (key !== undefined) seen.add(key);
      response.writeHead(fresh ? 200 : 409, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('runLoad', () => {
  it('sends a fresh request each time, and reports statuses, errors and the keys answered 200', async () => {
    received.length = 0;
    let sequence = 0;
    const report = await runLoad(
      baseUrl,
      () => {
        // Every third request repeats the previous key: the server refuses it with 409.
        const key = `key-${sequence % 3 === 2 ? sequence - 1 : sequence}`;
        const body = JSON.stringify({ n: sequence });
        sequence += 1;
        return { method: 'POST', path: '/api/contact.js', headers: () => ({ 'Content-Type': 'application/json', 'Idempotency-Key': key }), body: () => body };
      },
      1,
      2,
    );
    expect(report.requests).toBeGreaterThan(10);
    const ok = report.statuses['200'] ?? 0;
    const refused = report.statuses['409'] ?? 0;
    expect(ok + refused).toBe(report.requests);
    expect(refused).toBeGreaterThan(0);
    expect(report.errors).toBe(refused);
    expect(report.statuses.network).toBeUndefined();
    // At most one request per connection can be cut off by the end of the run.
    expect(report.unanswered).toBeLessThanOrEqual(2);
    expect(report.acknowledgedKeys).toHaveLength(ok);
    expect(new Set(report.acknowledgedKeys).size).toBe(ok);
    const answered200 = new Set(received.filter((entry, index) => received.findIndex((other) => other.key === entry.key) === index).map((entry) => entry.key));
    for (const key of report.acknowledgedKeys) expect(answered200.has(key)).toBe(true);
    expect(received.every((entry) => entry.path === '/api/contact.js' && /^\{"n":\d+\}$/.test(entry.body))).toBe(true);
    expect(report.seconds).toBeGreaterThan(0.9);
    expect(report.requestsPerSecond).toBeGreaterThan(0);
    expect(report.p99Ms).toBeGreaterThanOrEqual(report.p50Ms);
  });

  it('counts requests that get no answer', async () => {
    const closed = http.createServer((request) => request.socket.destroy());
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    try {
      const request = { method: 'POST' as const, path: '/', headers: () => ({ 'Idempotency-Key': 'k' }), body: () => '{}' };
      const report = await runLoad(`http://127.0.0.1:${(closed.address() as AddressInfo).port}`, request, 1, 1);
      expect(report.requests).toBe(0);
      expect(report.unanswered).toBeGreaterThan(0);
      expect(report.acknowledgedKeys).toEqual([]);
    } finally {
      closed.closeAllConnections();
      await new Promise((resolve) => closed.close(resolve));
    }
  });
});
