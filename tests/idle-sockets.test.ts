/**
 * Idle and half-open sockets from one address cannot take the site down: twice MAX_CONNECTIONS
 * sockets from one address, none of which ever sends a request or closes its side (each the server
 * lets go of is replaced a second later), are held against the real HTTP server while another
 * client asks for `/` and posts a lead every quarter second: every answer is a 200 within a second.
 *
 * The server under test has short timeouts (a one-second header timeout, MAX_CONNECTIONS 100) so
 * the same scenario plays out in seconds. IDLE_SOCKETS_FULL=1 uses the production values instead
 * (MAX_CONNECTIONS 1000, so 2,000 sockets, and a 15 s header timeout) and IDLE_SOCKETS_HOLD_SECONDS
 * sets how long the sockets are held (60 for the full probe).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpTimeouts, RunningServer } from '@/server/start-server';
import { HTTP_TIMEOUTS, startServer } from '@/server/start-server';
import { testConfig, validBodies } from '@/server/testing/test-app';

const FULL = process.env.IDLE_SOCKETS_FULL === '1';
const HOLD_MS = Number(process.env.IDLE_SOCKETS_HOLD_SECONDS ?? (FULL ? 60 : 12)) * 1000;
const MAX_CONNECTIONS = FULL ? 1_000 : 100;
const TIMEOUTS: HttpTimeouts = FULL ? HTTP_TIMEOUTS : { headersMs: 1_000, requestMs: 2_000, checkIntervalMs: 250 };
/** The attacker's address: every loopback address reaches the server, and each is a client of its own. */
const ATTACKER = '127.0.0.2';
const VISITOR = '127.0.0.1';
/** A socket the server let go of is replaced this long after. */
const RECONNECT_MS = 1_000;
/** A socket the server ended is kept, half-open, this long before the attacker drops it. */
const HALF_OPEN_HOLD_MS = 5_000;
const PROBE_EVERY_MS = 250;
const ANSWER_WITHIN_MS = 1_000;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-idle-'));
const distDir = path.join(dataDir, 'dist');
let server: RunningServer;
let port: number;

beforeAll(async () => {
  mkdirSync(path.join(distDir, '.vite'), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Kestrel</title>');
  writeFileSync(path.join(distDir, '404.html'), '<!doctype html><title>Page not found</title>');
  writeFileSync(path.join(distDir, '.vite', 'build-info.json'), '{"siteUrl":"http://localhost:3000"}');
  const config = { ...testConfig({ DATA_DIR: path.join(dataDir, 'data'), MAX_CONNECTIONS: String(MAX_CONNECTIONS) }), PORT: 0, HOST: '127.0.0.1' };
  server = await startServer(config, { distDir, httpTimeouts: TIMEOUTS });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the attacker's sockets were told before the server let go of them. */
interface AttackReport {
  opened: number;
  /** Answers by status line ('503', '408'), and 'none' for sockets the server ended or reset without a word. */
  answers: Record<string, number>;
}

/**
 * The attacker, a process of its own (as it would be: its sockets must not slow the server's
 * event loop down): keeps COUNT sockets open from ATTACKER until told to stop on stdin, then
 * prints what they were answered. Half send nothing at all, half the start of a request line;
 * none ever ends its side (allowHalfOpen), so a server that only ends a socket is left holding
 * it. Each socket the server ends or closes is replaced RECONNECT_MS later; one it ended is kept,
 * half-open, for HALF_OPEN_HOLD_MS.
 */
const ATTACKER_SCRIPT = `
const net = require('node:net');
const { PORT, COUNT, ATTACKER, RECONNECT_MS, HALF_OPEN_HOLD_MS } = process.env;
const report = { opened: 0, answers: {} };
const live = new Set();
let stopped = false;
function open(index) {
  if (stopped) return;
  const socket = net.connect({ port: Number(PORT), host: '127.0.0.1', localAddress: ATTACKER, allowHalfOpen: true });
  report.opened += 1;
  live.add(socket);
  let answer = '';
  let replaced = false;
  const replace = () => {
    if (replaced) return;
    replaced = true;
    const status = /^HTTP\\/1\\.1 (\\d{3})/.exec(answer)?.[1] ?? 'none';
    report.answers[status] = (report.answers[status] ?? 0) + 1;
    setTimeout(() => open(index), Number(RECONNECT_MS));
  };
  socket.on('connect', () => {
    if (index % 2 === 1) socket.write('GET / HTTP/1.1\\r\\nHost: x\\r\\nX-Slow: ');
  });
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
  socket.on('end', () => {
    replace();
    setTimeout(() => socket.destroy(), Number(HALF_OPEN_HOLD_MS));
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    live.delete(socket);
    replace();
  });
}
for (let index = 0; index < Number(COUNT); index += 1) open(index);
process.stdout.write('holding\\n');
process.stdin.on('data', () => {
  stopped = true;
  for (const socket of live) socket.destroy();
  process.stdout.write(JSON.stringify(report) + '\\n', () => process.exit(0));
});
`;

/** Starts the attacker with `count` sockets; `stop()` ends it and resolves with its report. */
async function holdSockets(count: number): Promise<{ stop: () => Promise<AttackReport> }> {
  const child = spawn(process.execPath, ['-e', ATTACKER_SCRIPT], {
    env: { PORT: String(port), COUNT: String(count), ATTACKER, RECONNECT_MS: String(RECONNECT_MS), HALF_OPEN_HOLD_MS: String(HALF_OPEN_HOLD_MS) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = once(child, 'exit');
  while (!output.includes('holding\n')) await new Promise((resolve) => setTimeout(resolve, 10));
  return {
    stop: async () => {
      child.stdin.write('stop\n');
      await exited;
      return JSON.parse(output.split('\n')[1]!) as AttackReport;
    },
  };
}

interface Probe {
  what: string;
  status: number | string;
  ms: number;
}

/** One request on a connection of its own from VISITOR, timed from the connect to the end of the answer. */
function probe(what: string, options: http.RequestOptions, body?: string): Promise<Probe> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request({ host: '127.0.0.1', port, localAddress: VISITOR, agent: false, timeout: 5_000, ...options });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ what, status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ what, status: error.message, ms: performance.now() - started }));
    request.end(body);
  });
}

function leadPost(): Promise<Probe> {
  const body = JSON.stringify({ ...validBodies.newsletter, email: `visitor-${crypto.randomUUID()}@example.com` });
  return probe(
    'POST /api/subscribe.js',
    {
      method: 'POST',
      path: '/api/subscribe.js',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'Idempotency-Key': crypto.randomUUID() },
    },
    body,
  );
}

function openConnections(): Promise<number> {
  return new Promise((resolve, reject) => server.httpServer.getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

describe(`${2 * MAX_CONNECTIONS} idle and half-open sockets from one address`, { timeout: HOLD_MS + 60_000 }, () => {
  it(`leave / and a lead post answered 200 within a second for another client, throughout ${HOLD_MS / 1000} s`, async () => {
    const attack = await holdSockets(2 * MAX_CONNECTIONS);
    const probes: Probe[] = [];
    const started = Date.now();
    let mostOpen = 0;
    let report: AttackReport;
    try {
      while (Date.now() - started < HOLD_MS) {
        const round = Date.now();
        probes.push(await probe('GET /', { path: '/' }), await leadPost());
        mostOpen = Math.max(mostOpen, await openConnections());
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_EVERY_MS - (Date.now() - round))));
      }
    } finally {
      report = await attack.stop();
    }
    const slow = probes.filter((entry) => entry.status !== 200 || entry.ms >= ANSWER_WITHIN_MS);
    const worst = Math.max(...probes.map((entry) => entry.ms));
    const summary = `${probes.length} probes, slowest ${Math.round(worst)} ms; attacker opened ${report.opened} sockets, answers ${JSON.stringify(report.answers)}; at most ${mostOpen} connections open`;
    console.info(summary);
    expect(slow, summary).toEqual([]);
    expect(probes.length).toBeGreaterThan(HOLD_MS / 1000);
    // The scenario happened: the address was held to its cap, and its silent sockets timed out.
    expect(report.answers['503'] ?? 0, summary).toBeGreaterThan(0);
    expect(report.answers['408'] ?? 0, summary).toBeGreaterThan(0);
    expect(mostOpen, summary).toBeLessThanOrEqual(MAX_CONNECTIONS);

    // Once the attacker is gone, so is every connection it held.
    const deadline = Date.now() + 10_000;
    while ((await openConnections()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await openConnections()).toBe(0);
  });
});
