import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureLogs } from './log';
import { DAY_MS } from '@/leads/retention';
import { countLeads, listLeads, storeLead } from './leads/lead-store';
import { openSqliteStore } from './store/open-store';
import { startServer } from './start-server';
import { testConfig } from './testing/test-app';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function post(url: string, body: string): { request: http.ClientRequest; response: Promise<{ status: number; body: string }> } {
  const request = http.request(`${url}/api/subscribe.js`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      'Idempotency-Key': crypto.randomUUID(),
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (incoming) => {
      let text = '';
      incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  return { request, response };
}

// A real server on a real port: generous limits for a busy machine (no timing is asserted).
describe('startServer', { timeout: 20_000 }, () => {
  it('migrates, serves the API, and on stop finishes the request in flight before closing the store', async () => {
    const server = await startServer({ ...testConfig({ DATA_DIR: dataDir }), PORT: 0, HOST: '127.0.0.1' });
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toMatchObject({ ok: true, db: 'up' });

    // Half a request is on the wire when the stop begins.
    const body = JSON.stringify({ email: 'late@example.com' });
    const { request, response } = post(server.url, body);
    const arrived = once(server.httpServer, 'request');
    request.write(body.slice(0, 10));
    await arrived;

    let stopped = false;
    const stopping = server.stop().then(() => {
      stopped = true;
    });
    request.end(body.slice(10));
    const answer = await response;
    expect(answer.status).toBe(200);
    // No SMTP_URL here: the answer says the sign-up is kept and that no mail went out.
    expect(JSON.parse(answer.body)).toMatchObject({
      message: "Thanks! Your sign-up is saved, but we can't send e-mail right now, so no confirmation message is on its way.",
      confirmation: 'not-sent',
    });
    await stopping;
    expect(stopped).toBe(true);

    // The lead was committed before the store closed; new connections are refused.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    const reopened = await startServer({ ...testConfig({ DATA_DIR: dataDir }), PORT: 0, HOST: '127.0.0.1' });
    expect(await countLeads(reopened.store.db)).toBe(1);
    await reopened.stop();
  });

  it('deletes leads past LEAD_RETENTION_DAYS when it starts, logging counts only', async () => {
    const retentionDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-retention-'));
    try {
      const seed = openSqliteStore(retentionDir);
      await seed.migrate();
      const now = Date.now();
      for (const [email, ageDays] of [
        ['expired@example.com', 11],
        ['kept@example.com', 9],
      ] as const) {
        await storeLead(seed.db, {
          id: crypto.randomUUID(),
          kind: 'newsletter',
          idempotencyKey: crypto.randomUUID(),
          requestHash: 'h',
          data: { email },
          response: { status: 200, body: { message: 'ok' } },
          mails: [],
          now: new Date(now - ageDays * DAY_MS),
        });
      }
      await seed.close();

      const logged = captureLogs();
      const server = await startServer({ ...testConfig({ DATA_DIR: retentionDir, LEAD_RETENTION_DAYS: '10' }), PORT: 0, HOST: '127.0.0.1' });
      const leads = await listLeads(server.store.db);
      await server.stop();
      expect(leads.map((lead) => lead.data)).toEqual([{ email: 'kept@example.com' }]);
      logged.restore();
      expect(logged.lines().map((line) => line.msg)).toContain('Purged 1 leads older than 10 days, 1 idempotency keys and 0 mails');
      expect(logged.lines().find((line) => line.msg.startsWith('Purged'))).toMatchObject({ level: 'info', leads: 1, idempotencyKeys: 1, mails: 0 });
      expect(logged.text()).not.toContain('@example.com');
    } finally {
      rmSync(retentionDir, { recursive: true, force: true });
    }
  });
});
