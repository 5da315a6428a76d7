import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LeadKind } from '@/leads/kinds';
import { leadRegistry } from '@/leads/kinds';
import { TEST_LIMITS, bookingSlot, validBodies } from './test-app';

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const MAIN = path.join(PROJECT_DIR, 'src', 'server', 'main.ts');
const HEALTH_POLL_MS = 100;

/** A port nobody listens on right now (the server binds it a moment later). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (typeof address !== 'object' || address === null) throw new Error('No port');
  return address.port;
}

export interface RealServer {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Everything the process wrote, for failure messages. */
  output(): string;
}

export interface RealServerOptions {
  dataDir: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** The port to listen on; a free one the system picks by default. */
  port?: number;
}

/** An empty environment file: a server or command started by a test reads no .env. */
export const NO_ENV_FILE = '/dev/null';

/**
 * Runs `src/server/main.ts` as `npm start` does (one process, so a signal reaches the server itself), API only (SERVE_SITE=false, so no client build),
 * on the embedded SQLite store in `dataDir`, listening on 127.0.0.1. Resolves once /api/health is up.
 */
export async function startRealServer({ dataDir, env = {}, startTimeoutMs = 60_000, port: wantedPort }: RealServerOptions): Promise<RealServer> {
  const port = wantedPort ?? (await freePort());
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  // The embedded store and no mail, whatever the calling shell has configured.
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'NOTIFY_TO', 'ADMIN_TOKEN', 'TRUST_PROXY', 'WEBHOOK_URL', 'WEBHOOK_SECRET']) delete childEnv[name];
  // Nor from a developer's .env in the project folder (the server reads it from its working folder).
  childEnv.ENV_FILE = NO_ENV_FILE;
  // The booking policy's limits raised as in-process tests raise them (bookings far ahead, many from one client).
  const { BOOKING_HORIZON_DAYS, BOOKINGS_PER_CLIENT_PER_DAY } = TEST_LIMITS;
  Object.assign(childEnv, {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SERVE_SITE: 'false',
    BOOKING_HORIZON_DAYS,
    BOOKINGS_PER_CLIENT_PER_DAY,
    ...env,
  });
  // tsx's loader inside one node process, not the tsx CLI: the CLI runs the server in a second
  // process and cannot pass on a SIGKILL, which would leave the server running without its parent.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: PROJECT_DIR, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (hasExited) throw new Error(`The server exited during start:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within ${startTimeoutMs} ms:\n${log}`);
    }
    try {
      const health = await fetch(`${url}/api/health`);
      if (health.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  return { url, child, exited, output: () => log };
}

/** The field holding the visitor's address, which tests make unique per lead. */
const EMAIL_FIELD: Record<LeadKind, string> = {
  newsletter: 'email',
  contact: 'from_email',
  quote: 'email',
  founder: 'email',
  booking: 'email',
};

export interface NumberedLead {
  kind: LeadKind;
  path: string;
  key: string;
  /** Unique per lead: finds its row again. */
  email: string;
  body: string;
}

/** Bookings made by numberedLead in this process: each takes the next slot, since a slot is held once. */
let bookingsMade = 0;

/**
 * The `index`-th valid lead of a numbered series: kinds in turn, its own key and address (and a
 * booking its own slot, so every lead of every series in this process can be stored).
 */
export function numberedLead(index: number, tag: string): NumberedLead {
  const kinds = Object.keys(EMAIL_FIELD) as LeadKind[];
  const kind = kinds[index % kinds.length]!;
  const email = `${tag}-${index}@example.com`;
  const slot = kind === 'booking' ? bookingSlot(bookingsMade++) : {};
  return {
    kind,
    path: leadRegistry[kind].path,
    key: crypto.randomUUID(),
    email,
    body: JSON.stringify({ ...validBodies[kind], ...slot, [EMAIL_FIELD[kind]]: email }),
  };
}

/** `count` valid leads across the five kinds, each with its own key and address. */
export function numberedLeads(count: number, tag: string): NumberedLead[] {
  return Array.from({ length: count }, (_, index) => numberedLead(index, tag));
}

/** The address a stored lead's data carries, whatever its kind. */
export function emailOf(data: Record<string, unknown>): string | undefined {
  const value = data.email ?? data.from_email;
  return typeof value === 'string' ? value : undefined;
}

export interface PostOutcome {
  status?: number;
  error?: string;
}

/** POSTs one lead as the page does; a dropped connection is an outcome, not a throw. */
export function postLead(url: string, lead: NumberedLead, agent: http.Agent, timeoutMs = 30_000): Promise<PostOutcome> {
  return new Promise((resolve) => {
    const request = http.request(`${url}${lead.path}`, {
      method: 'POST',
      agent,
      timeout: timeoutMs,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(lead.body),
        'Idempotency-Key': lead.key,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      response.on('error', (error) => resolve({ error: error.message }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ error: error.message }));
    request.end(lead.body);
  });
}

/** Every stored lead through the admin API. */
export async function adminLeads(url: string, token: string): Promise<{ kind: string; data: Record<string, unknown> }[]> {
  const response = await fetch(`${url}/api/admin/leads`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /api/admin/leads answered ${response.status}`);
  return ((await response.json()) as { leads: { kind: string; data: Record<string, unknown> }[] }).leads;
}
