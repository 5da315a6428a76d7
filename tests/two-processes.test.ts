/**
 * Two server processes on one database, as a deployment behind a load balancer runs them: on the
 * embedded SQLite folder and, with TEST_DATABASE_URL, on PostgreSQL. Every acknowledged lead is
 * stored exactly once, a key sent to both processes at once (the cross-process "in flight" case)
 * yields one lead and the same answer from both, and the two mail workers send each queued mail once.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQueuedMails } from '@/server/mail/mail-queue';
import type { Store } from '@/server/store/open-store';
import { openPostgresStore, openSqliteStore } from '@/server/store/open-store';
import type { RealServer } from '@/server/testing/real-server';
import { adminLeads, emailOf, numberedLeads, postLead, startRealServer } from '@/server/testing/real-server';
import type { SmtpSink } from '@/server/testing/smtp-sink';
import { startSmtpSink } from '@/server/testing/smtp-sink';
import { scratchPostgresUrl } from '@/server/testing/test-app';

const ADMIN_TOKEN = 'uhkD0udCdTxY/a0FqfDH5NHrdV0YLIu8';
const LEADS = 120;
const SHARED_KEYS = 20;

interface Setup {
  label: string;
  /** Environment for both processes, and the store the test reads directly. */
  prepare: (dataDir: string) => Promise<{ env: Record<string, string>; store: () => Store }>;
}

const setups: Setup[] = [{ label: 'SQLite', prepare: async (dataDir) => ({ env: {}, store: () => openSqliteStore(dataDir) }) }];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  setups.push({
    label: 'PostgreSQL',
    prepare: async () => {
      const url = await scratchPostgresUrl(pgUrl, 'two_processes');
      return { env: { DATABASE_URL: url }, store: () => openPostgresStore(url) };
    },
  });
}

describe.each(setups)('two server processes on one $label database', { timeout: 180_000 }, ({ prepare }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-two-'));
  const servers: RealServer[] = [];
  let smtp: SmtpSink;
  /** The Message-ID of every mail the SMTP server received. */
  const messageIds = () => smtp.received.map((mail) => /^Message-ID: (.*?)\r?$/im.exec(mail.raw)?.[1] ?? 'none');
  let store: Store;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const prepared = await prepare(dataDir);
    store = prepared.store();
    const env = {
      ...prepared.env,
      ADMIN_TOKEN,
      RATE_LIMIT_PER_MIN: '1000000',
      SMTP_URL: smtp.url,
      NOTIFY_TO: 'studio@example.com',
    };
    // Started together, as a deployment does: their migrations take turns.
    servers.push(...(await Promise.all([startRealServer({ dataDir, env }), startRealServer({ dataDir, env })])));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await store.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('store every acknowledged lead once, and one lead for a key sent to both at once', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const leads = numberedLeads(LEADS, 'two');
    const outcomes = await Promise.all(leads.map((lead, index) => postLead(servers[index % 2]!.url, lead, agent)));
    expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(LEADS);

    // The same key to both processes at once: neither knows the other has it in flight.
    const shared = numberedLeads(SHARED_KEYS, 'shared');
    const ids: string[][] = [];
    for (const lead of shared) {
      const answers = await Promise.all(
        servers.map((server) =>
          fetch(`${server.url}${lead.path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': lead.key },
            body: lead.body,
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      // A 409 may only come from one process seeing its own in-flight key, which cannot happen here.
      expect(statuses, lead.key).toEqual([200, 200]);
      ids.push(await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id)));
    }
    for (const [first, second] of ids) expect(first).toBe(second);
    agent.destroy();

    const stored = await adminLeads(servers[0]!.url, ADMIN_TOKEN);
    expect(stored).toHaveLength(LEADS + SHARED_KEYS);
    const emails = stored.map((lead) => emailOf(lead.data));
    expect(new Set(emails).size).toBe(LEADS + SHARED_KEYS);
    expect(emails.sort()).toEqual([...leads, ...shared].map((lead) => lead.email).sort());
  });

  it('hold a booking slot once: of two bookings for one slot sent to both at once, one is stored and the other refused', async () => {
    const raced: number[][] = [];
    for (let index = 0; index < 6; index += 1) {
      // A slot no other lead of this test takes (numberedLead books from 2099-04-01).
      const slot = { date: '2099-12-01', time: ['09:00 AM', '10:00 AM', '11:00 AM', '02:00 PM', '03:00 PM', '04:00 PM'][index] };
      const answers = await Promise.all(
        servers.map((server, which) =>
          fetch(`${server.url}/api/booking.js`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
            body: JSON.stringify({ email: `race-${index}-${which}@example.com`, consultationType: 'Phone Consultation', ...slot }),
          }),
        ),
      );
      raced.push(answers.map((answer) => answer.status).sort());
      const refused = answers.find((answer) => answer.status === 409);
      expect(await refused?.json()).toMatchObject({ code: 'slot-taken' });
    }
    expect(raced).toEqual(Array.from({ length: 6 }, () => [200, 409]));
    const taken = (await (await fetch(`${servers[1]!.url}/api/booking-slots?date=2099-12-01`)).json()) as { taken: string[] };
    expect(taken.taken).toHaveLength(6);
    const stored = await adminLeads(servers[0]!.url, ADMIN_TOKEN);
    expect(stored.filter((lead) => String(emailOf(lead.data)).startsWith('race-'))).toHaveLength(6);
  });

  it('send each queued mail once between the two mail workers', async () => {
    const queued = await listQueuedMails(store.db);
    // A notification per lead, a welcome per newsletter address.
    expect(queued.length).toBeGreaterThanOrEqual(LEADS + SHARED_KEYS);
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && (await listQueuedMails(store.db)).some((mail) => mail.sentAt === null)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const after = await listQueuedMails(store.db);
    expect(after.filter((mail) => mail.sentAt === null)).toEqual([]);
    expect(messageIds()).toHaveLength(after.length);
    expect(new Set(messageIds()).size).toBe(after.length);
  });
});
