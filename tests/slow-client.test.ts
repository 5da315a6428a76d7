/**
 * Slow clients on a real socket (slowloris): a client that trickles its headers, one that sends
 * nothing, and one that trickles its body are answered 408 and disconnected once the server's
 * header or request timeout passes, instead of holding a socket forever. The server under test uses
 * short timeouts so this takes seconds; the production values are checked separately.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countLeads } from '@/server/leads/lead-store';
import type { HttpTimeouts, RunningServer } from '@/server/start-server';
import { HTTP_TIMEOUTS, startServer } from '@/server/start-server';
import { testConfig } from '@/server/testing/test-app';

const TIMEOUTS: HttpTimeouts = { headersMs: 800, requestMs: 1_500, checkIntervalMs: 100 };
/** How often the slow client sends one more piece. */
const TRICKLE_MS = 100;
/** Far longer than any timeout above, far shorter than forever. */
const GIVE_UP_MS = 6_000;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-slow-'));
let server: RunningServer;
let port: number;

beforeAll(async () => {
  const config = { ...testConfig({ DATA_DIR: dataDir }), PORT: 0, HOST: '127.0.0.1' };
  server = await startServer(config, { httpTimeouts: TIMEOUTS });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface SlowOutcome {
  /** What the server sent before closing. */
  answer: string;
  /** From connecting until the server closed the socket. */
  heldMs: number;
  /** The server closed the socket (rather than the test giving up). */
  closedByServer: boolean;
}

/** Connects, sends `first`, then one piece from `next()` every TRICKLE_MS until the server hangs up. */
function slowClient(first: string, next: () => string | undefined): Promise<SlowOutcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closedByServer = true;
    const trickle = setInterval(() => {
      const piece = next();
      if (piece !== undefined && socket.writable) socket.write(piece);
    }, TRICKLE_MS);
    const giveUp = setTimeout(() => {
      closedByServer = false;
      socket.destroy();
    }, GIVE_UP_MS);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(trickle);
      clearTimeout(giveUp);
      resolve({ answer: Buffer.concat(chunks).toString('utf8'), heldMs: Date.now() - started, closedByServer });
    });
    if (first) socket.write(first);
  });
}

function expectTimedOut(outcome: SlowOutcome, limitMs: number): void {
  expect(outcome.closedByServer, outcome.answer).toBe(true);
  expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(outcome.answer).toContain('"message":"The request took too long to arrive."');
  expect(outcome.answer).toMatch(/\r\nContent-Security-Policy: [^\r\n]*frame-ancestors 'none'\r\n/);
  // The limit, plus the check interval, plus slack for a busy machine.
  expect(outcome.heldMs).toBeLessThan(limitMs + TIMEOUTS.checkIntervalMs + 2_000);
  expect(outcome.heldMs).toBeGreaterThanOrEqual(limitMs - TRICKLE_MS);
}

describe('slow clients', { timeout: 20_000 }, () => {
  it('run with header and request timeouts by default', async () => {
    const defaults = await startServer({ ...testConfig({ DATA_DIR: dataDir }), PORT: 0, HOST: '127.0.0.1' });
    try {
      const httpServer = defaults.httpServer;
      expect(httpServer).toBeInstanceOf(http.Server);
      if (!(httpServer instanceof http.Server)) return;
      expect(httpServer.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
      expect(httpServer.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
      expect(HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(HTTP_TIMEOUTS.requestMs);
      expect(HTTP_TIMEOUTS.requestMs).toBeLessThanOrEqual(60_000);
    } finally {
      await defaults.stop();
    }
  });

  it('disconnect a client that trickles its headers, one header at a time', async () => {
    const logged = vi.spyOn(console, 'error');
    let header = 0;
    const outcome = await slowClient('POST /api/subscribe.js HTTP/1.1\r\nHost: x\r\n', () => `X-Slow-${(header += 1)}: a\r\n`);
    expectTimedOut(outcome, TIMEOUTS.headersMs);
    expect(header).toBeGreaterThan(3);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('disconnect a client that connects and sends nothing', async () => {
    const outcome = await slowClient('', () => undefined);
    expect(outcome.closedByServer).toBe(true);
    expect(outcome.heldMs).toBeLessThan(TIMEOUTS.headersMs + TIMEOUTS.checkIntervalMs + 2_000);
  });

  it('let go of a silent client that never closes its own side once its 408 is written (no half-open socket held)', async () => {
    const connections = () =>
      new Promise<number>((resolve, reject) => server.httpServer.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    // allowHalfOpen: the client never answers the server's FIN with its own, as the probe's sockets did.
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    try {
      await new Promise((resolve) => socket.once('end', resolve));
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      // The server's side goes although the client keeps its own open.
      const deadline = Date.now() + 3_000;
      while ((await connections()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await connections()).toBe(0);
      expect(socket.destroyed).toBe(false);
    } finally {
      socket.destroy();
    }
  });

  it('disconnect a client that trickles its body, store nothing and log no server error', async () => {
    const logged = vi.spyOn(console, 'error');
    const body = JSON.stringify({ email: 'slow@example.com' }).padEnd(200, ' ');
    let sent = 0;
    const head =
      'POST /api/subscribe.js HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      `Idempotency-Key: ${crypto.randomUUID()}\r\nContent-Length: ${body.length}\r\n\r\n`;
    const outcome = await slowClient(head, () => body[sent++]);
    expect(outcome.closedByServer, outcome.answer).toBe(true);
    expect(outcome.heldMs).toBeLessThan(TIMEOUTS.requestMs + TIMEOUTS.checkIntervalMs + 2_000);
    expect(sent).toBeLessThan(body.length);
    expect(await countLeads(server.store.db)).toBe(0);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('keep serving prompt clients meanwhile and after', async () => {
    const slow = slowClient('GET /api/health HTTP/1.1\r\n', () => 'X-Slow: a\r\n');
    const prompt = await fetch(`${server.url}/api/health`);
    expect(prompt.status).toBe(200);
    expectTimedOut(await slow, TIMEOUTS.headersMs);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
