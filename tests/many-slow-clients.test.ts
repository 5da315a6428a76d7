/**
 * Slowloris at scale against the real HTTP server: over a thousand sockets that send half a
 * request and wait. A normal lead post is still answered promptly, connections beyond the cap
 * (MAX_CONNECTIONS) get a clear 503 instead of a file descriptor, and the process stays well
 * within its descriptor limit.
 */
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@/server/start-server';
import { startServer } from '@/server/start-server';
import { testConfig, validBodies } from '@/server/testing/test-app';

const SLOW_SOCKETS = 1_100;
const CAP = 1_150;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-many-slow-'));
let server: RunningServer;
let port: number;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  const config = {
    ...testConfig({
      DATA_DIR: dataDir,
      MAX_CONNECTIONS: String(CAP),
      // Opening a thousand sockets on a busy machine takes a while: none may time out meanwhile.
      HTTP_HEADERS_TIMEOUT_MS: '120000',
      HTTP_REQUEST_TIMEOUT_MS: '120000',
    }),
    PORT: 0,
    HOST: '127.0.0.1',
  };
  server = await startServer(config);
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function openDescriptors(): number {
  return readdirSync('/proc/self/fd').length;
}

function softDescriptorLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('Max open files'));
  const soft = Number(line?.split(/\s{2,}/)[1]);
  return Number.isFinite(soft) ? soft : Infinity;
}

/**
 * Slow clients come from many addresses (every 127.x.y.z reaches the server), each within its
 * per-client cap (MAX_CONNECTIONS_PER_CLIENT): the total is what fills the server.
 */
const SLOW_ADDRESSES = 25;
let opened = 0;

/** A socket that sends the start of a request and then nothing more, until the test ends. */
function slowloris(): Promise<net.Socket> {
  const localAddress = `127.0.1.${(opened++ % SLOW_ADDRESSES) + 1}`;
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => {
      socket.write('POST /api/subscribe.js HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      resolve(socket);
    });
    socket.on('error', reject);
    sockets.push(socket);
  });
}

/** Connects from an address of its own and reads whatever the server sends until it closes the connection. */
function answerOfNewConnection(): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.2.1' });
    sockets.push(socket);
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', () => resolve(text));
    socket.on('close', () => resolve(text));
  });
}

describe('more than a thousand slow sockets', { timeout: 60_000 }, () => {
  it('leave a normal lead post answered within a second, refuse connections beyond the cap with 503, and stay within the descriptor limit', async () => {
    for (let opened = 0; opened < SLOW_SOCKETS; opened += 100) {
      await Promise.all(Array.from({ length: 100 }, slowloris));
    }
    expect(openDescriptors()).toBeLessThan(softDescriptorLimit());

    const started = Date.now();
    const response = await fetch(`${server.url}/api/subscribe.js`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID(), Connection: 'close' },
      body: JSON.stringify(validBodies.newsletter),
    });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);

    // Fill the cap, then one more: a clear answer, not a silent reset.
    await Promise.all(Array.from({ length: CAP - SLOW_SOCKETS }, slowloris));
    const refused = await answerOfNewConnection();
    expect(refused).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(refused).toMatch(/\r\nRetry-After: \d+\r\n/);
    expect(refused).toMatch(/\r\nContent-Security-Policy: [^\r\n]*frame-ancestors 'none'\r\n/);
    expect(refused).toContain('{"message":"The server is busy. Please try again in a moment."}');
    expect(openDescriptors()).toBeLessThan(softDescriptorLimit());
  });
});
