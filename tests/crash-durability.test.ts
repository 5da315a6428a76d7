/**
 * Crash durability of the real server process (`src/server/main.ts`, API only, embedded SQLite in a
 * temporary DATA_DIR): a few hundred concurrent leads, the process killed mid-stream (SIGKILL) or
 * stopped (SIGTERM), restarted on the same data, the unanswered leads retried with their keys.
 * A 200 means stored, once; a retry never doubles a lead. Traffic goes to 127.0.0.1 only; no timing
 * is asserted, and the limits are generous because the machine may be busy.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { NumberedLead, PostOutcome, RealServer } from '@/server/testing/real-server';
import { adminLeads, emailOf, numberedLeads, postLead, startRealServer } from '@/server/testing/real-server';

const LEAD_COUNT = 300;
const CONCURRENCY = 50;
/** The signal goes out once this many leads were acknowledged: well before the stream ends. */
const SIGNAL_AFTER_ACKS = 60;
const ADMIN_TOKEN = 'crash-test-admin-token-0123456789';
const SERVER_ENV = { ADMIN_TOKEN, RATE_LIMIT_PER_MIN: '1000000' };

const dirs: string[] = [];
const servers: RealServer[] = [];
afterAll(() => {
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<RealServer> {
  const server = await startRealServer({ dataDir, env: SERVER_ENV });
  servers.push(server);
  return server;
}

/** Sends every lead, `CONCURRENCY` at a time; `afterEach` sees each outcome as it arrives. */
async function sendAll(
  url: string,
  leads: readonly NumberedLead[],
  afterEach: (lead: NumberedLead, outcome: PostOutcome) => void = () => undefined,
): Promise<Map<string, PostOutcome>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const outcomes = new Map<string, PostOutcome>();
  let next = 0;
  const worker = async () => {
    while (next < leads.length) {
      const lead = leads[next++]!;
      const outcome = await postLead(url, lead, agent);
      outcomes.set(lead.key, outcome);
      afterEach(lead, outcome);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  return outcomes;
}

/** How many stored rows carry each address. */
async function storedCounts(server: RealServer): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const lead of await adminLeads(server.url, ADMIN_TOKEN)) {
    const email = emailOf(lead.data) ?? '(none)';
    counts.set(email, (counts.get(email) ?? 0) + 1);
  }
  return counts;
}

async function stopGracefully(server: RealServer): Promise<number | string> {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** Retries every lead that got no 200, with its own key and body: each must now be acknowledged. */
async function retryUnacknowledged(server: RealServer, leads: readonly NumberedLead[], outcomes: Map<string, PostOutcome>) {
  const pending = leads.filter((lead) => outcomes.get(lead.key)?.status !== 200);
  const retried = await sendAll(server.url, pending);
  for (const lead of pending) expect(retried.get(lead.key), lead.email).toEqual({ status: 200 });
  return pending.length;
}

describe('crash durability of the real server', { timeout: 240_000 }, () => {
  it('keeps every acknowledged lead once through SIGKILL, and retries with the same keys add no duplicates', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-crash-'));
    dirs.push(dataDir);
    const leads = numberedLeads(LEAD_COUNT, 'kill');

    const first = await start(dataDir);
    let acknowledged = 0;
    const outcomes = await sendAll(first.url, leads, (_lead, outcome) => {
      if (outcome.status === 200 && ++acknowledged === SIGNAL_AFTER_ACKS) first.child.kill('SIGKILL');
    });
    expect(await first.exited).toBe('SIGKILL');

    // An answer is a 200 or nothing at all (the connection died): never an error status.
    const answered = leads.filter((lead) => outcomes.get(lead.key)?.status !== undefined);
    for (const lead of answered) expect(outcomes.get(lead.key), first.output()).toEqual({ status: 200 });
    expect(answered.length).toBeGreaterThanOrEqual(SIGNAL_AFTER_ACKS);
    expect(answered.length, 'the kill came mid-stream').toBeLessThan(LEAD_COUNT);

    const second = await start(dataDir);
    const afterCrash = await storedCounts(second);
    for (const lead of answered) expect(afterCrash.get(lead.email), `${lead.email} was acknowledged`).toBe(1);
    for (const [email, count] of afterCrash) expect(count, email).toBe(1);

    await retryUnacknowledged(second, leads, outcomes);
    const afterRetry = await storedCounts(second);
    expect(afterRetry.size).toBe(LEAD_COUNT);
    for (const lead of leads) expect(afterRetry.get(lead.email), lead.email).toBe(1);
    expect(await stopGracefully(second)).toBe(0);
  });

  it('answers the requests in flight on SIGTERM, exits 0, and loses or doubles nothing', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-term-'));
    dirs.push(dataDir);
    const leads = numberedLeads(LEAD_COUNT, 'term');
    const [held, ...stream] = leads as [NumberedLead, ...NumberedLead[]];

    const first = await start(dataDir);
    // One request is half sent when the signal arrives: its body is finished only afterwards.
    const heldAgent = new http.Agent({ keepAlive: false });
    const heldRequest = http.request(`${first.url}${held.path}`, {
      method: 'POST',
      agent: heldAgent,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(held.body), 'Idempotency-Key': held.key },
    });
    const heldAnswer = new Promise<PostOutcome>((resolve) => {
      heldRequest.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      });
      heldRequest.on('error', (error) => resolve({ error: error.message }));
    });
    heldRequest.write(held.body.slice(0, 10));

    let acknowledged = 0;
    let signalled = false;
    let answeredAfterSignal = 0;
    const outcomes = await sendAll(first.url, stream, (_lead, outcome) => {
      if (signalled && outcome.status !== undefined) answeredAfterSignal += 1;
      if (outcome.status === 200 && ++acknowledged === SIGNAL_AFTER_ACKS) {
        signalled = true;
        first.child.kill('SIGTERM');
        heldRequest.end(held.body.slice(10));
      }
    });
    expect(await heldAnswer, first.output()).toEqual({ status: 200 });
    outcomes.set(held.key, { status: 200 });
    expect(await first.exited, first.output()).toBe(0);
    // Requests the server had taken in were answered after the signal (not cut off).
    expect(answeredAfterSignal).toBeGreaterThan(0);

    const answered = leads.filter((lead) => outcomes.get(lead.key)?.status !== undefined);
    for (const lead of answered) expect(outcomes.get(lead.key)).toEqual({ status: 200 });

    const second = await start(dataDir);
    const afterStop = await storedCounts(second);
    for (const lead of answered) expect(afterStop.get(lead.email), `${lead.email} was acknowledged`).toBe(1);
    for (const [email, count] of afterStop) expect(count, email).toBe(1);

    await retryUnacknowledged(second, leads, outcomes);
    const afterRetry = await storedCounts(second);
    expect(afterRetry.size).toBe(LEAD_COUNT);
    for (const lead of leads) expect(afterRetry.get(lead.email), lead.email).toBe(1);
    expect(await stopGracefully(second)).toBe(0);
  });
});
