/**
 * Webhooks: each stored lead queued in its own transaction, posted signed to a real HTTP receiver
 * after the commit, retried and given up by the receiver's answer, visible per lead through the
 * admin API, erased with the person, and never logged with lead data or the secret. Runs on SQLite
 * always and on PostgreSQL (a scratch database) when TEST_DATABASE_URL is set; one test runs the
 * real server process. Clocks are passed in (`now`): no test sleeps to see a retry fall due.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@/leads/retention';
import { eraseByEmail, purgeExpiredData } from '@/server/leads/lead-retention';
import { captureLogs } from '@/server/log';
import type { Store } from '@/server/store/open-store';
import type { RealServer } from '@/server/testing/real-server';
import { startRealServer } from '@/server/testing/real-server';
import { createTestApp, openFreshPostgresStore, openTempSqliteStore, postJson, scratchPostgresUrl, validBodies } from '@/server/testing/test-app';
import type { OpenedStore } from '@/server/testing/test-store';
import { emptyTables, openStoreForTests } from '@/server/testing/test-store';
import type { ReceivedWebhook } from '@/server/testing/webhook-receiver';
import { WebhookReceiver } from '@/server/testing/webhook-receiver';
import { RETRY_BASE_MS, RETRY_MAX_MS } from '@/server/delivery/delivery-worker';
import type { WebhookSender } from './webhook-sender';
import { createWebhookSender, describeWebhooks } from './webhook-sender';

const SECRET = 'cd28e0bf5a03523cab89b5e0b3cf33604f1d2a9b7c6e5d8f0a1b2c3d4e5f6071';
const ADMIN_TOKEN = 'uhkD0udCdTxY/a0FqfDH5NHrdV0YLIu8';
const T0 = new Date('2030-01-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** What a visitor typed, distinctive enough that any trace of it in a log is found. */
const PERSON = { name: 'Zelda Quistgaard', email: 'zelda.quistgaard@private.example', message: 'Our confidential relaunch plan' };
const personContact = { ...validBodies.contact, from_name: PERSON.name, from_email: PERSON.email, message: PERSON.message };

/** The receiver's own check, written from the README's recipe: HMAC-SHA256 of "<timestamp>.<raw body>". */
function expectSigned(received: ReceivedWebhook): void {
  const timestamp = received.headers['x-kestrel-timestamp'];
  expect(timestamp).toMatch(/^\d+$/);
  const expected = `sha256=${createHmac('sha256', SECRET)
    .update(`${String(timestamp)}.${received.body}`)
    .digest('hex')}`;
  expect(received.headers['x-kestrel-signature']).toBe(expected);
}

interface DeliveryRow {
  id: string;
  lead_id: string;
  attempts: number;
  next_attempt_at: string;
  delivered_at: string | null;
  abandoned_at: string | null;
  last_status: number | null;
  last_error: string | null;
  claim_token: string | null;
}

function describeWebhooksOn(label: string, open: () => Promise<OpenedStore>): void {
  // Real sockets and a real database: generous limits for a busy machine (no timing is asserted).
  describe(`webhooks on ${label}`, { timeout: 20_000 }, () => {
    let store: Store;
    let receiver: WebhookReceiver;
    const senders: WebhookSender[] = [];

    openStoreForTests((opened) => (store = opened), open);
    beforeEach(async () => {
      await emptyTables(store.db, ['leads', 'idempotency_keys', 'mail_outbox', 'webhook_deliveries', 'newsletter_subscribers']);
      receiver = await new WebhookReceiver().listen();
    });
    afterEach(async () => {
      for (const sender of senders.splice(0)) await sender.stop();
      await receiver.close();
    });

    function app(env: Record<string, string> = {}) {
      return createTestApp(store, { now: () => T0, env: { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET, ADMIN_TOKEN, ...env } });
    }

    function sender(clock: () => Date, options: { timeoutMs?: number; stopGraceMs?: number } = {}) {
      const created = createWebhookSender({ db: store.db, url: receiver.url, secret: SECRET, now: clock, onError: () => undefined, ...options });
      senders.push(created);
      return created;
    }

    async function storedLead(body: Record<string, unknown> = validBodies.contact, env: Record<string, string> = {}): Promise<string> {
      const response = await postJson(app(env), '/api/contact.js', body);
      expect(response.status).toBe(200);
      return ((await response.json()) as { id: string }).id;
    }

    async function rows(): Promise<DeliveryRow[]> {
      const found = await store.db.selectFrom('webhook_deliveries').selectAll().orderBy('created_at').orderBy('id').execute();
      return found.map((row) => ({ ...row, attempts: Number(row.attempts), last_status: row.last_status === null ? null : Number(row.last_status) }));
    }

    it('queues exactly one delivery per stored lead, with the lead, and none without WEBHOOK_URL', async () => {
      const key = crypto.randomUUID();
      const first = await postJson(app(), '/api/contact.js', validBodies.contact, { key });
      // A replay stores nothing new, so it queues nothing either.
      await postJson(app(), '/api/contact.js', validBodies.contact, { key });
      const { id } = (await first.json()) as { id: string };
      expect(await rows()).toEqual([expect.objectContaining({ lead_id: id, attempts: 0, delivered_at: null, next_attempt_at: T0.toISOString() })]);
      expect((await rows())[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

      const withoutWebhooks = createTestApp(store, { now: () => T0 });
      expect((await postJson(withoutWebhooks, '/api/quote.js', validBodies.quote)).status).toBe(200);
      expect((await postJson(withoutWebhooks, '/api/subscribe.js', validBodies.newsletter)).status).toBe(200);
      expect(await rows()).toHaveLength(1);
    });

    it('posts the lead as JSON, signed so that the receiver can verify it, as the admin API lists it', async () => {
      const leadId = await storedLead();
      const [queued] = await rows();
      const sentAt = at(5_000);
      expect(await sender(() => sentAt).runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(await sender(() => at(RETRY_MAX_MS)).runOnce()).toEqual({ sent: 0, failed: 0 });

      expect(receiver.received).toHaveLength(1);
      const [received] = receiver.received;
      expect(received).toMatchObject({ method: 'POST', path: '/hooks/kestrel' });
      expect(received!.headers['content-type']).toBe('application/json');
      expect(received!.headers['x-kestrel-delivery']).toBe(queued!.id);
      expect(received!.headers['x-kestrel-timestamp']).toBe(String(sentAt.getTime() / 1000));
      expectSigned(received!);
      // Another secret, or a changed body, does not verify.
      const forged = `sha256=${createHmac('sha256', 'another secret')
        .update(`${String(received!.headers['x-kestrel-timestamp'])}.${received!.body}`)
        .digest('hex')}`;
      expect(received!.headers['x-kestrel-signature']).not.toBe(forged);

      const listed = await app().request('/api/admin/leads', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
      const { leads } = (await listed.json()) as { leads: unknown[] };
      expect(JSON.parse(received!.body)).toEqual({ id: queued!.id, event: 'lead.stored', lead: leads[0] });
      expect(leads[0]).toMatchObject({ id: leadId, kind: 'contact', createdAt: T0.toISOString(), data: validBodies.contact });
      expect(await rows()).toEqual([
        expect.objectContaining({ attempts: 1, delivered_at: sentAt.toISOString(), last_status: 200, last_error: null, claim_token: null }),
      ]);
    });

    it('retries a 503 after the backoff and delivers it then, with the same delivery id', async () => {
      await storedLead();
      receiver.answer = (_request, index) => (index === 0 ? { status: 503 } : { status: 204 });
      const webhooks = sender(() => clock);
      let clock = T0;
      expect(await webhooks.runOnce()).toEqual({ sent: 0, failed: 1 });
      expect(await rows()).toEqual([
        expect.objectContaining({ attempts: 1, delivered_at: null, abandoned_at: null, last_status: 503, next_attempt_at: at(RETRY_BASE_MS).toISOString() }),
      ]);
      clock = at(RETRY_BASE_MS - 1);
      expect(await webhooks.runOnce()).toEqual({ sent: 0, failed: 0 });
      clock = at(RETRY_BASE_MS);
      expect(await webhooks.runOnce()).toEqual({ sent: 1, failed: 0 });

      expect(receiver.received).toHaveLength(2);
      const [first, second] = receiver.received;
      expect(second!.headers['x-kestrel-delivery']).toBe(first!.headers['x-kestrel-delivery']);
      expect(JSON.parse(second!.body)).toEqual(JSON.parse(first!.body));
      receiver.received.forEach(expectSigned);
      expect(await rows()).toEqual([expect.objectContaining({ attempts: 2, delivered_at: clock.toISOString(), last_status: 204, last_error: null })]);
    });

    it('gives a delivery up at once when the receiver answers 400, and never posts it again', async () => {
      const leadId = await storedLead();
      receiver.answer = () => ({ status: 400, body: 'unknown field from_email' });
      const logged = captureLogs();
      try {
        expect(await sender(() => T0).runOnce()).toEqual({ sent: 0, failed: 1 });
        expect(await sender(() => at(DAY_MS)).runOnce()).toEqual({ sent: 0, failed: 0 });
        const [row] = await rows();
        expect(row).toMatchObject({
          attempts: 1,
          abandoned_at: T0.toISOString(),
          delivered_at: null,
          last_status: 400,
          last_error: 'HTTP 400: unknown field from_email',
        });
        expect(receiver.received).toHaveLength(1);
        expect(logged.lines()).toContainEqual(
          expect.objectContaining({
            level: 'error',
            msg: `Webhook delivery ${row!.id} for lead ${leadId} given up: the receiver answered 400`,
            deliveryId: row!.id,
            leadId,
            status: 400,
          }),
        );
      } finally {
        logged.restore();
      }
    });

    it('honours Retry-After, never sooner than the backoff nor later than an hour', async () => {
      await storedLead();
      const answers = [
        { status: 429, headers: { 'Retry-After': '120' } },
        { status: 503, headers: { 'Retry-After': '86400' } },
        { status: 503, headers: { 'Retry-After': 'Tue, 01 Jan 2030 13:00:05 GMT' } },
        { status: 408, headers: { 'Retry-After': '1' } },
        { status: 200 },
      ];
      receiver.answer = (_request, index) => answers[index]!;
      let clock = T0;
      const webhooks = sender(() => clock);
      const nextAttempt = async () => new Date((await rows())[0]!.next_attempt_at).getTime() - clock.getTime();

      expect(await webhooks.runOnce()).toEqual({ sent: 0, failed: 1 });
      expect(await nextAttempt()).toBe(120_000);
      clock = at(120_000);
      expect(await webhooks.runOnce()).toEqual({ sent: 0, failed: 1 });
      expect(await nextAttempt()).toBe(RETRY_MAX_MS);
      clock = at(120_000 + RETRY_MAX_MS);
      // An HTTP date 1 s ahead: the backoff (the third failure: 120 s) is longer.
      expect(await webhooks.runOnce()).toEqual({ sent: 0, failed: 1 });
      expect(await nextAttempt()).toBe(4 * RETRY_BASE_MS);
      clock = new Date(clock.getTime() + 4 * RETRY_BASE_MS);
      expect(await webhooks.runOnce()).toEqual({ sent: 0, failed: 1 });
      expect(await nextAttempt()).toBe(8 * RETRY_BASE_MS);
      clock = new Date(clock.getTime() + 8 * RETRY_BASE_MS);
      expect(await webhooks.runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(new Set(receiver.received.map((request) => request.headers['x-kestrel-delivery'])).size).toBe(1);
    });

    it('retries a receiver that does not answer within the timeout', async () => {
      await storedLead();
      receiver.answer = (_request, index) => (index === 0 ? 'hang' : { status: 200 });
      let clock = T0;
      const webhooks = sender(() => clock, { timeoutMs: 300 });
      expect(await webhooks.runOnce()).toEqual({ sent: 0, failed: 1 });
      expect(await rows()).toEqual([
        expect.objectContaining({ attempts: 1, last_status: null, last_error: 'no answer within 0.3 s', next_attempt_at: at(RETRY_BASE_MS).toISOString() }),
      ]);
      clock = at(RETRY_BASE_MS);
      expect(await webhooks.runOnce()).toEqual({ sent: 1, failed: 0 });
    });

    it('never posts one delivery from two senders at once', async () => {
      for (let index = 0; index < 6; index += 1) await storedLead();
      // Slow answers, so the senders' passes overlap.
      receiver.answer = async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return { status: 200 };
      };
      const reports = await Promise.all([sender(() => T0).runOnce(), sender(() => T0).runOnce(), sender(() => T0).runOnce()]);
      expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(6);
      const ids = receiver.received.map((request) => request.headers['x-kestrel-delivery']);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
      expect((await rows()).every((row) => row.delivered_at !== null && row.attempts === 1)).toBe(true);
    });

    it('stops only once a POST in flight has been answered, and records it', async () => {
      await storedLead();
      let answer: (value: { status: number }) => void = () => undefined;
      receiver.answer = () => new Promise((resolve) => (answer = resolve));
      const webhooks = sender(() => T0);
      void webhooks.runOnce();
      await vi.waitFor(() => expect(receiver.received).toHaveLength(1));
      let stopped = false;
      const stopping = webhooks.stop().then(() => (stopped = true));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stopped).toBe(false);
      answer({ status: 200 });
      await stopping;
      expect(await rows()).toEqual([expect.objectContaining({ delivered_at: T0.toISOString(), claim_token: null })]);
    });

    it('erases a person’s deliveries with their leads; delivered rows go after 30 days, the rest with their lead', async () => {
      await storedLead(personContact);
      const otherId = await storedLead();
      expect(await eraseByEmail(store.db, PERSON.email)).toMatchObject({ leads: 1, webhookDeliveries: 1 });
      expect((await rows()).map((row) => row.lead_id)).toEqual([otherId]);

      await sender(() => T0).runOnce();
      const pending = await storedLead({ ...validBodies.contact, message: 'later' });
      receiver.answer = () => ({ status: 500 });
      await sender(() => T0).runOnce();
      expect((await purgeExpiredData(store.db, at(30 * DAY_MS - 1), 730)).deliveredWebhooks).toBe(0);
      expect(await purgeExpiredData(store.db, at(30 * DAY_MS), 730)).toMatchObject({ deliveredWebhooks: 1, webhookDeliveries: 0 });
      expect((await rows()).map((row) => row.lead_id)).toEqual([pending]);
      expect(await purgeExpiredData(store.db, at(731 * DAY_MS), 730)).toMatchObject({ leads: 2, webhookDeliveries: 1 });
      expect(await rows()).toEqual([]);
    });

    it('shows one lead’s webhook deliveries and mails to the studio, and leaves the lead list as it was', async () => {
      const env = { SMTP_URL: 'smtp://127.0.0.1:1', NOTIFY_TO: 'studio@kestrel.example' };
      const leadId = await storedLead(validBodies.contact, env);
      receiver.answer = () => ({ status: 503, body: 'queue full, ask ops@receiver.example' });
      await sender(() => T0).runOnce();
      const [delivery] = await rows();
      const get = (target: string, token = ADMIN_TOKEN) => app(env).request(target, { headers: { Authorization: `Bearer ${token}` } });

      const response = await get(`/api/admin/leads/${leadId}/deliveries`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        leadId,
        webhooks: [
          {
            id: delivery!.id,
            state: 'failing',
            attempts: 1,
            deliveredAt: null,
            abandonedAt: null,
            lastStatus: 503,
            nextAttemptAt: at(RETRY_BASE_MS).toISOString(),
            lastError: 'HTTP 503: queue full, ask <email>',
          },
        ],
        mails: [
          {
            id: expect.any(String),
            purpose: 'notification',
            state: 'queued',
            attempts: 0,
            sentAt: null,
            abandonedAt: null,
            nextAttemptAt: T0.toISOString(),
            lastError: null,
          },
        ],
        message: '1 webhook delivery, 1 mail',
      });
      const unknown = await get(`/api/admin/leads/${crypto.randomUUID()}/deliveries`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: 'No lead with this id' });
      expect((await get(`/api/admin/leads/${leadId}/deliveries`, 'wrong-token-wrong-token-wrong')).status).toBe(401);

      // The list is what it was: the same four fields per lead, nothing about deliveries.
      const list = (await (await get('/api/admin/leads')).json()) as { leads: Record<string, unknown>[]; message: string };
      expect(Object.keys(list).sort()).toEqual(['leads', 'message']);
      expect(list.leads.map((lead) => Object.keys(lead).sort())).toEqual([['createdAt', 'data', 'id', 'kind']]);
    });

    it('logs deliveries by their ids only: never lead data, the receiver’s words or the secret', async () => {
      const logged = captureLogs();
      try {
        await storedLead(personContact);
        await storedLead({ ...personContact, message: `${PERSON.message} (2)` });
        // Receivers that quote what they were sent, as real ones do.
        receiver.answer = (request, index) => ({ status: index === 0 ? 500 : 422, body: request.body });
        await sender(() => T0).runOnce();
        const text = logged.text().toLowerCase();
        expect(logged.lines().filter((line) => /^Webhook delivery /.test(line.msg))).toHaveLength(2);
        for (const secret of [...Object.values(PERSON), 'zelda', 'quistgaard', 'relaunch', SECRET, '/hooks/kestrel'])
          expect(text).not.toContain(secret.toLowerCase());
      } finally {
        logged.restore();
      }
    });
  });
}

describeWebhooksOn('SQLite', openTempSqliteStore);

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('PostgreSQL (TEST_DATABASE_URL)', () => {
  describeWebhooksOn('PostgreSQL', async () => openFreshPostgresStore(await scratchPostgresUrl(postgresUrl ?? '', 'webhooks')));
});

describe('the start-up line', () => {
  it('names the receiving host only, never the path or the secret', () => {
    expect(describeWebhooks({})).toMatch(/^Webhooks: off/);
    const line = describeWebhooks({ WEBHOOK_URL: 'https://hooks.example.com:8443/T0/B1/secret-path?token=abc' });
    expect(line).toBe('Webhooks: each stored lead posted to hooks.example.com:8443, signed with WEBHOOK_SECRET');
  });
});

describe('the real server', { timeout: 90_000 }, () => {
  let dataDir: string;
  let server: RealServer | undefined;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-webhooks-'));
    receiver = await new WebhookReceiver().listen();
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('posts a stored lead, signed, to WEBHOOK_URL', async () => {
    server = await startRealServer({ dataDir, env: { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET } });
    const response = await fetch(`${server.url}/api/contact.js`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(validBodies.contact),
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 20_000, interval: 50 });
    const [received] = receiver.received;
    expectSigned(received!);
    expect(JSON.parse(received!.body)).toMatchObject({
      id: received!.headers['x-kestrel-delivery'],
      event: 'lead.stored',
      lead: { id, kind: 'contact', data: validBodies.contact },
    });
    const port = new URL(receiver.url).port;
    expect(server.output()).toContain(`Webhooks: each stored lead posted to 127.0.0.1:${port}, signed with WEBHOOK_SECRET`);
    expect(server.output()).not.toContain(SECRET);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
