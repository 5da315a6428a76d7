/**
 * Web push of new leads: subscriptions kept through the admin API, one push per stored lead and
 * live subscription queued in the lead's transaction, sent through web-push to a push service of
 * the test's own that checks the VAPID signature and decrypts the payload (RFC 8291) as a browser
 * would; 404/410 forgets the subscription, a 5xx is retried after the backoff. SQLite always,
 * PostgreSQL too with TEST_DATABASE_URL. Clocks are passed in: no test sleeps.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_BASE_MS } from '@/server/delivery/delivery-worker';
import { deleteLead } from '@/server/leads/lead-retention';
import type { Store } from '@/server/store/open-store';
import type { TestSubscriber } from '@/server/testing/push-service';
import { TestPushService, verifyVapid } from '@/server/testing/push-service';
import { createTestApp, postJson, testConfig, validBodies } from '@/server/testing/test-app';
import { startServer } from '@/server/start-server';
import { emptyTables, openStoreForTests, storesUnderTest } from '@/server/testing/test-store';
import { claimDuePushes, releasePushClaims } from './push-deliveries';
import type { PushSender } from './push-sender';
import { PUSH_TTL_SECONDS, createPushSender, leadPushTopic } from './push-sender';
import { loadVapidKeys, vapidSubject } from './vapid-keys';

const ADMIN_TOKEN = 'uhkD0udCdTxY/a0FqfDH5NHrdV0YLIu8';
const T0 = new Date('2030-01-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const SUBJECT = 'https://studio.example';
const ADA = { ...validBodies.contact, from_name: 'Ada Lovelace', from_email: 'ada@engines.example', message: 'A confidential analytical engine' };

describe.each(storesUnderTest('push_sender'))('web push on $label', { timeout: 30_000 }, ({ open }) => {
  let store: Store;
  let service: TestPushService;
  const senders: PushSender[] = [];
  openStoreForTests((opened) => (store = opened), open);

  beforeEach(async () => {
    await emptyTables(store.db, ['leads', 'idempotency_keys', 'mail_outbox', 'webhook_deliveries', 'push_deliveries', 'push_subscriptions']);
    service = await new TestPushService().listen();
  });
  afterEach(async () => {
    for (const sender of senders.splice(0)) await sender.stop();
    await service.close();
  });

  const app = (env: Record<string, string> = { PUSH_ALLOW_HTTP_LOOPBACK: 'true' }) => createTestApp(store, { now: () => T0, env: { ADMIN_TOKEN, ...env } });
  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' };

  function sender(clock: () => Date): PushSender {
    const created = createPushSender({ db: store.db, subject: SUBJECT, now: clock, onError: () => undefined });
    senders.push(created);
    return created;
  }

  async function subscribe(subscriber: TestSubscriber, env?: Record<string, string>): Promise<Response> {
    return app(env).request('/api/admin/push/subscription', { method: 'PUT', headers: admin, body: JSON.stringify(subscriber.toJSON()) });
  }

  async function unsubscribe(subscriber: TestSubscriber): Promise<Response> {
    return app().request('/api/admin/push/subscription', { method: 'DELETE', headers: admin, body: JSON.stringify({ endpoint: subscriber.endpoint }) });
  }

  async function storedLead(body: Record<string, unknown> = ADA): Promise<string> {
    const response = await postJson(app(), '/api/contact.js', body);
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  }

  const subscriptionCount = async () => (await store.db.selectFrom('push_subscriptions').select('endpoint').execute()).length;
  const queued = () => store.db.selectFrom('push_deliveries').selectAll().orderBy('id').execute();

  it('gives each live subscription exactly one push per stored lead, none to one turned off, encrypted and signed', async () => {
    const phone = service.subscriber('phone');
    const laptop = service.subscriber('laptop');
    const old = service.subscriber('old');
    for (const subscriber of [phone, laptop, old]) expect((await subscribe(subscriber)).status).toBe(200);
    // Subscribing again (new keys, same endpoint) keeps one row.
    expect((await subscribe(phone)).status).toBe(200);
    expect(await unsubscribe(old).then((response) => response.json())).toEqual({ deleted: true, message: 'This browser is no longer told of new leads.' });
    expect(await subscriptionCount()).toBe(2);

    const leadId = await storedLead();
    expect(await sender(() => at(1_000)).runOnce()).toEqual({ sent: 2, failed: 0 });
    // Another pass, or another process on the same database, finds nothing left to send.
    expect(await sender(() => at(RETRY_BASE_MS * 100)).runOnce()).toEqual({ sent: 0, failed: 0 });

    expect(service.received).toHaveLength(2);
    expect(service.pushesTo(old)).toEqual([]);
    const { publicKey } = await loadVapidKeys(store.db, T0);
    for (const subscriber of [phone, laptop]) {
      const [push] = service.pushesTo(subscriber);
      const plain = subscriber.decrypt(push!.body);
      expect(JSON.parse(plain)).toEqual({ title: 'Contact message from Ada Lovelace', leadId, url: `/studio?lead=${leadId}` });
      // What the visitor wrote never leaves in a push.
      expect(plain).not.toContain('confidential');
      expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: String(PUSH_TTL_SECONDS), urgency: 'high', topic: leadId.replace(/-/g, '') });
      const claims = verifyVapid(push!.headers.authorization);
      expect(claims).toMatchObject({ aud: service.origin, sub: SUBJECT, publicKey });
      // web-push signs for 12 hours from the real clock: within a day of now.
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
    }
  });

  it('forgets a subscription its push service calls gone (410, 404), with its queued pushes', async () => {
    const gone = service.subscriber('gone');
    const moved = service.subscriber('moved');
    const live = service.subscriber('live');
    for (const subscriber of [gone, moved, live]) await subscribe(subscriber);
    service.answer = (push) => ({ status: push.path === '/push/gone' ? 410 : push.path === '/push/moved' ? 404 : 201 });
    await storedLead();
    expect(await sender(() => at(1_000)).runOnce()).toEqual({ sent: 1, failed: 2 });
    expect(await store.db.selectFrom('push_subscriptions').select('endpoint').execute()).toEqual([{ endpoint: live.endpoint }]);
    expect((await queued()).map((row) => row.subscription_id)).toHaveLength(1);

    await storedLead({ ...ADA, from_name: 'Grace Hopper' });
    expect(await sender(() => at(2_000)).runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(service.pushesTo(gone)).toHaveLength(1);
    expect(service.pushesTo(moved)).toHaveLength(1);
    expect(service.pushesTo(live).map((push) => (JSON.parse(live.decrypt(push.body)) as { title: string }).title)).toEqual([
      'Contact message from Ada Lovelace',
      'Contact message from Grace Hopper',
    ]);
  });

  it('retries a 500 after the backoff, then delivers it once', async () => {
    const phone = service.subscriber('phone');
    await subscribe(phone);
    service.answer = (_push, index) => ({ status: index === 0 ? 500 : 201 });
    await storedLead();
    expect(await sender(() => T0).runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await queued()).toEqual([
      expect.objectContaining({ attempts: 1, last_status: 500, delivered_at: null, next_attempt_at: at(RETRY_BASE_MS).toISOString() }),
    ]);
    expect(await sender(() => at(RETRY_BASE_MS - 1)).runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await sender(() => at(RETRY_BASE_MS)).runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await sender(() => at(RETRY_BASE_MS * 100)).runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(service.pushesTo(phone)).toHaveLength(2);
    const [row] = await queued();
    expect(row).toMatchObject({ delivered_at: at(RETRY_BASE_MS).toISOString(), abandoned_at: null });
    expect(Number(row!.attempts)).toBe(2);
    const [subscription] = await store.db.selectFrom('push_subscriptions').selectAll().execute();
    expect(subscription).toMatchObject({ last_failure_at: T0.toISOString(), last_success_at: at(RETRY_BASE_MS).toISOString() });
  });

  it('gives up a push the service refuses for good (400), and one whose lead was deleted', async () => {
    const phone = service.subscriber('phone');
    await subscribe(phone);
    service.answer = () => ({ status: 400 });
    await storedLead();
    expect(await sender(() => T0).runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await queued()).toEqual([expect.objectContaining({ last_status: 400, abandoned_at: T0.toISOString() })]);

    // A lead deleted while its push waits takes the push with it.
    const second = await storedLead({ ...ADA, from_name: 'Grace Hopper' });
    await deleteLead(store.db, second);
    expect((await queued()).map((row) => row.lead_id)).not.toContain(second);
    expect(service.received).toHaveLength(1);
  });

  it('queues no push while there is no subscription, and one per subscription keyed by lead and subscription', async () => {
    await storedLead();
    expect(await queued()).toEqual([]);
    const phone = service.subscriber('phone');
    await subscribe(phone);
    const leadId = await storedLead();
    const rows = await queued();
    expect(rows).toEqual([expect.objectContaining({ lead_id: leadId, attempts: 0, next_attempt_at: T0.toISOString() })]);
    expect(rows[0]!.id).toBe(`${leadId}:${rows[0]!.subscription_id}`);
  });

  it('sends each push once when two senders (two processes) run at once, and after a stopped one releases its claims', async () => {
    const subscribers = ['a', 'b', 'c'].map((name) => service.subscriber(name));
    for (const subscriber of subscribers) await subscribe(subscriber);
    await storedLead();
    await storedLead({ ...ADA, from_name: 'Grace Hopper' });
    const reports = await Promise.all([sender(() => T0).runOnce(), sender(() => T0).runOnce()]);
    expect(reports[0].sent + reports[1].sent).toBe(6);
    expect(service.received).toHaveLength(6);
    for (const subscriber of subscribers) expect(service.pushesTo(subscriber)).toHaveLength(2);

    // A process stopped after claiming (its lease still running) gives the rows back; the next one sends them at once.
    await storedLead({ ...ADA, from_name: 'Mary Somerville' });
    await claimDuePushes(store.db, { now: T0, limit: 10, leaseMs: 60_000, token: 'stopped-process' });
    // While its claim holds, no other sender touches the rows.
    expect(await sender(() => T0).runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await releasePushClaims(store.db, 'stopped-process')).toBe(3);
    expect(await sender(() => T0).runOnce()).toEqual({ sent: 3, failed: 0 });
    expect(service.received).toHaveLength(9);
  });

  it('makes one VAPID key pair on first need and keeps it', async () => {
    const first = await app().request('/api/admin/push/key', { headers: admin });
    const { publicKey } = (await first.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
    const again = await app().request('/api/admin/push/key', { headers: admin });
    expect(await again.json()).toEqual({ publicKey });
    expect((await app().request('/api/admin/push/key')).status).toBe(401);
  });

  it('validates a subscription: https:// (http:// on this machine only when allowed), keys of the right lengths', async () => {
    const local = service.subscriber('phone');
    const refused = await subscribe(local, {});
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { endpoint: 'endpoint must be an https:// URL without a user name or password' } });
    const { keys } = local.toJSON();
    const put = (body: unknown) => app().request('/api/admin/push/subscription', { method: 'PUT', headers: admin, body: JSON.stringify(body) });
    expect((await put({ endpoint: 'http://push.example/x', keys })).status).toBe(400);
    expect((await put({ endpoint: 'https://user:pw@push.example/x', keys })).status).toBe(400);
    expect((await put({ endpoint: 'javascript:alert(1)', keys })).status).toBe(400);
    const short = await put({ endpoint: 'https://push.example/x', keys: { ...keys, auth: Buffer.alloc(8).toString('base64url') } });
    expect(await short.json()).toMatchObject({ errors: { 'keys.auth': 'must be 16 bytes, base64url' } });
    const offCurve = await put({ endpoint: 'https://push.example/x', keys: { ...keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } });
    expect(await offCurve.json()).toMatchObject({ errors: { 'keys.p256dh': 'must be a P-256 public key' } });
    expect((await put({ endpoint: 'https://push.example/x', keys })).status).toBe(200);
    expect(await subscriptionCount()).toBe(1);
    const noAuth = await app().request('/api/admin/push/subscription', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(local.toJSON()),
    });
    expect(noAuth.status).toBe(401);
  });
});

describe('the running server', () => {
  it('pushes a lead to a subscription kept through the admin API as soon as the lead is stored', { timeout: 30_000 }, async () => {
    const service = await new TestPushService().listen();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-push-'));
    const server = await startServer({ ...testConfig({ DATA_DIR: dataDir, ADMIN_TOKEN, PUSH_ALLOW_HTTP_LOOPBACK: 'true' }), PORT: 0, HOST: '127.0.0.1' });
    try {
      const phone = service.subscriber('phone');
      const headers = { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' };
      const kept = await fetch(`${server.url}/api/admin/push/subscription`, { method: 'PUT', headers, body: JSON.stringify(phone.toJSON()) });
      expect(kept.status).toBe(200);
      const stored = await fetch(`${server.url}/api/contact.js`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify(ADA),
      });
      const { id } = (await stored.json()) as { id: string };
      // Sent on the lead's wake-up, not the 15 s poll.
      await vi.waitFor(() => expect(service.received).toHaveLength(1), { timeout: 5_000, interval: 20 });
      expect(JSON.parse(phone.decrypt(service.received[0]!.body))).toEqual({
        title: 'Contact message from Ada Lovelace',
        leadId: id,
        url: `/studio?lead=${id}`,
      });
      // The site is http://localhost here: push services are given the studio's address to write to.
      expect(verifyVapid(service.received[0]!.headers.authorization).sub).toBe('mailto:hello@kestrelstudio.dev');
    } finally {
      await server.stop();
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('leadPushTopic', () => {
  it("is the lead's UUID without dashes, and none for an id that cannot be one", () => {
    expect(leadPushTopic('0b8f3c4e-2f57-4c1b-9a53-0f3a7d2b6e11')).toBe('0b8f3c4e2f574c1b9a530f3a7d2b6e11');
    expect(leadPushTopic('x'.repeat(33))).toBeUndefined();
    expect(leadPushTopic('a.b')).toBeUndefined();
  });
});

describe('vapidSubject', () => {
  it('names the site when it is https, else the studio by mail', () => {
    expect(vapidSubject('https://kestrel.example/some/page', 'hello@kestrel.example')).toBe('https://kestrel.example');
    expect(vapidSubject('http://localhost:3000', 'hello@kestrel.example')).toBe('mailto:hello@kestrel.example');
  });
});
