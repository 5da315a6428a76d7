import { beforeEach, describe, expect, it } from 'vitest';
import type { LeadKind } from '@/leads/kinds';
import { LEAD_KINDS, leadRegistry } from '@/leads/kinds';
import { DAY_MS } from '@/leads/retention';
import { IDEMPOTENCY_KEY_TTL_MS } from '@/server/leads/idempotency';
import type { NewLead } from '@/server/leads/lead-store';
import { countLeads, findIdempotencyRecord, leadPages, listLeads, purgeExpiredIdempotencyKeys, storeLead } from '@/server/leads/lead-store';
import { eraseByEmail, purgeExpiredData, purgeLeadsPastRetention } from '@/server/leads/lead-retention';
import { LeadWriter } from '@/server/leads/lead-writer';
import { NATIVE_FORM_KEY_WINDOW_MS } from '@/server/leads/native-form';
import { claimDueMails, listQueuedMails } from '@/server/mail/mail-queue';
import { CONFIRMATION_RESEND_INTERVAL_MS } from '@/server/newsletter/subscriptions';
import type { Store } from '@/server/store/open-store';
import { bookingSlot, createTestApp, formFields, fromSocket, postForm, postJson, validBodies } from './test-app';
import type { OpenedStore } from './test-store';
import { emptyTables, openStoreForTests } from './test-store';

/**
 * What any store must do, run against SQLite always and PostgreSQL when one is configured:
 * durable leads, exactly-once keys, expiry, and exclusive mail claims.
 */
export function describeStoreContract(label: string, open: () => Promise<OpenedStore>): void {
  // Real databases: generous limits for a busy machine (no timing is asserted).
  describe(`the ${label} store`, { timeout: 20_000 }, () => {
    let store: Store;

    openStoreForTests((opened) => (store = opened), open);
    beforeEach(async () => {
      await emptyTables(store.db, [
        'leads',
        'idempotency_keys',
        'mail_outbox',
        'webhook_deliveries',
        'rate_limits',
        'newsletter_subscribers',
        'booking_slots',
        'lead_status_changes',
      ]);
    });

    it('answers the health check from the real database', async () => {
      const app = createTestApp(store);
      const response = await app.request('/api/health');
      expect(response.status).toBe(200);
      // The embedded store's disk is checked too; PostgreSQL's is its own.
      const disk = store.dialect === 'sqlite' ? { disk: 'ok' } : {};
      expect(await response.json()).toEqual({ ok: true, db: 'up', write: 'ok', integrity: 'ok', ...disk, message: 'OK' });
    });

    it('migrates idempotently', async () => {
      await store.migrate();
      await store.migrate();
      expect(await countLeads(store.db)).toBe(0);
    });

    it.each(LEAD_KINDS)('stores a %s lead and lists it with the API field names', async (kind: LeadKind) => {
      const app = createTestApp(store);
      const response = await postJson(app, leadRegistry[kind].path, { ...validBodies[kind], website: '' });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { message: string; id: string };
      expect(answer.message).toBe(leadRegistry[kind].successMessage);

      const [lead] = await listLeads(store.db);
      expect(lead).toMatchObject({ id: answer.id, kind });
      const expected: Record<string, unknown> = { ...validBodies[kind] };
      for (const [field, value] of Object.entries(expected)) if (value === '') delete expected[field];
      expect(lead?.data).toEqual(expected);
    });

    it('stores awkward text (emoji, RTL, line breaks) exactly, without invisible controls, and refuses lone surrogates with a 400, never a server error', async () => {
      const app = createTestApp(store, { env: { SMTP_URL: 'smtp://127.0.0.1:1', NOTIFY_TO: 'studio@example.com' } });
      const message = 'nul\u0000 emoji \u{1F680} rtl \u202e مرحبا\r\nsecond line';
      const response = await postJson(app, '/api/contact.js', { ...validBodies.contact, from_name: 'Zoë\u0000', message });
      expect(response.status).toBe(200);
      const [lead] = await listLeads(store.db);
      expect(lead?.data).toMatchObject({ from_name: 'Zoë', message: 'nul emoji \u{1F680} rtl  مرحبا\nsecond line' });
      expect(await listQueuedMails(store.db)).toHaveLength(1);
      // UTF-8 (the CSV export, mail) cannot carry a lone surrogate, so it is refused before the store.
      const lone = await postJson(app, '/api/contact.js', { ...validBodies.contact, message: 'lone\ud800' });
      expect(lone.status).toBe(400);
      expect(await countLeads(store.db)).toBe(1);
    });

    it('replays a stored key with the stored answer and stores nothing new', async () => {
      const app = createTestApp(store);
      const key = crypto.randomUUID();
      const first = await postJson(app, '/api/contact.js', validBodies.contact, { key });
      const replay = await postJson(app, '/api/contact.js', validBodies.contact, { key });
      expect(first.status).toBe(200);
      expect(replay.status).toBe(200);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await replay.json()).toEqual(await first.json());
      expect(await countLeads(store.db)).toBe(1);
    });

    it('treats the same fields in another order as the same body', async () => {
      const app = createTestApp(store);
      const key = crypto.randomUUID();
      await postJson(app, '/api/subscribe.js', '{"email":"a@b.co","website":""}', { key });
      const replay = await postJson(app, '/api/subscribe.js', '{"website":"","email":"a@b.co"}', { key });
      expect(replay.status).toBe(200);
      expect(await countLeads(store.db)).toBe(1);
    });

    it('refuses a stored key with another body (422) or on another endpoint', async () => {
      const app = createTestApp(store);
      const key = crypto.randomUUID();
      await postJson(app, '/api/subscribe.js', { email: 'a@b.co' }, { key });
      const changed = await postJson(app, '/api/subscribe.js', { email: 'other@b.co' }, { key });
      expect(changed.status).toBe(422);
      const reused = { message: 'This Idempotency-Key was already used for a different request. Send a new key with a new submission.' };
      expect(await changed.json()).toEqual(reused);
      const elsewhere = await postJson(app, '/api/contact.js', validBodies.contact, { key });
      expect(elsewhere.status).toBe(422);
      expect(await elsewhere.json()).toEqual(reused);
      expect(await countLeads(store.db)).toBe(1);
    });

    it('stores one lead for two concurrent requests with one key', async () => {
      const app = createTestApp(store);
      const key = crypto.randomUUID();
      const responses = await Promise.all([
        postJson(app, '/api/quote.js', validBodies.quote, { key }),
        postJson(app, '/api/quote.js', validBodies.quote, { key }),
      ]);
      const statuses = responses.map((response) => response.status).sort();
      expect([
        [200, 200],
        [200, 409],
      ]).toContainEqual(statuses);
      expect(await countLeads(store.db)).toBe(1);
    });

    it('stores one lead when two app instances (two processes) race on one key', async () => {
      // Separate apps share no in-memory state: only the database's unique key can decide.
      const key = crypto.randomUUID();
      const apps = [createTestApp(store), createTestApp(store), createTestApp(store)];
      const responses = await Promise.all(apps.map((app) => Promise.resolve(postJson(app, '/api/founder.js', validBodies.founder, { key }))));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
      const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id));
      expect(new Set(ids).size).toBe(1);
      expect(await countLeads(store.db)).toBe(1);
    });

    it('lets exactly one of many concurrent transactions store a key', async () => {
      const key = crypto.randomUUID();
      const now = new Date();
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, () =>
          storeLead(store.db, {
            id: crypto.randomUUID(),
            kind: 'newsletter',
            idempotencyKey: key,
            requestHash: 'same',
            data: { email: 'a@b.co' },
            response: { status: 200, body: { message: 'ok' } },
            mails: [],
            now,
          }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.stored)).toHaveLength(1);
      const leadIds = new Set(outcomes.flatMap((outcome) => (outcome.stored ? [] : [outcome.existing.leadId])));
      expect(leadIds.size).toBe(1);
      expect(await countLeads(store.db)).toBe(1);
    });

    it('commits concurrent leads in groups, each with its own outcome', async () => {
      const writer = new LeadWriter(store.db);
      const newLead = (idempotencyKey: string): NewLead => ({
        id: crypto.randomUUID(),
        kind: 'newsletter',
        idempotencyKey,
        requestHash: 'same',
        data: { email: 'a@b.co' },
        response: { status: 200, body: { message: 'ok' } },
        mails: [{ purpose: 'notification', to: 'studio@example.com', subject: 's', text: 't' }],
        now: new Date(),
      });
      const sharedKey = crypto.randomUUID();
      const leads = [...Array.from({ length: 8 }, () => newLead(crypto.randomUUID())), newLead(sharedKey), newLead(sharedKey)];
      const outcomes = await Promise.all(leads.map((lead) => writer.store(lead)));
      expect(outcomes.filter((outcome) => outcome.stored)).toHaveLength(9);
      expect(outcomes[9]).toEqual({ stored: false, existing: expect.objectContaining({ leadId: leads[8]!.id }) });
      expect(await countLeads(store.db)).toBe(9);
      expect(await listQueuedMails(store.db)).toHaveLength(9);

      // A lead that cannot be written fails alone; the rest of its group is stored.
      const clash = { ...newLead(crypto.randomUUID()), id: leads[0]!.id };
      const results = await Promise.allSettled([writer.store(newLead(crypto.randomUUID())), writer.store(clash), writer.store(newLead(crypto.randomUUID()))]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(await countLeads(store.db)).toBe(11);
    });

    it('writes key, lead and mail together or not at all', async () => {
      const now = new Date('2030-01-01T00:00:00Z');
      const lead = {
        kind: 'newsletter',
        idempotencyKey: crypto.randomUUID(),
        requestHash: 'h',
        data: { email: 'a@b.co' },
        response: { status: 200, body: { message: 'ok' } },
        now,
      };
      const id = crypto.randomUUID();
      await storeLead(store.db, { ...lead, id, mails: [] });
      // Same lead id again under a new key: the lead insert fails after the key insert succeeded.
      const failing = storeLead(store.db, {
        ...lead,
        id,
        idempotencyKey: crypto.randomUUID(),
        mails: [{ purpose: 'notification', to: 'studio@example.com', subject: 's', text: 't' }],
      });
      await expect(failing).rejects.toThrow();
      const keys = await store.db.selectFrom('idempotency_keys').select('key').execute();
      expect(keys).toHaveLength(1);
      expect(await listQueuedMails(store.db)).toHaveLength(0);
    });

    it('forgets keys after 30 days', async () => {
      const start = new Date('2030-01-01T00:00:00Z');
      let now = start;
      const app = createTestApp(store, { now: () => now });
      const key = crypto.randomUUID();
      await postJson(app, '/api/subscribe.js', { email: 'a@b.co' }, { key });
      now = new Date(start.getTime() + IDEMPOTENCY_KEY_TTL_MS - 1);
      expect(await findIdempotencyRecord(store.db, key, now)).toBeDefined();
      expect(await purgeExpiredIdempotencyKeys(store.db, now)).toBe(0);

      now = new Date(start.getTime() + IDEMPOTENCY_KEY_TTL_MS);
      expect(await findIdempotencyRecord(store.db, key, now)).toBeUndefined();
      // An expired key may be used afresh, even before the purge.
      expect((await postJson(app, '/api/subscribe.js', { email: 'new@b.co' }, { key })).status).toBe(200);
      expect(await countLeads(store.db)).toBe(2);
      now = new Date(start.getTime() + 2 * IDEMPOTENCY_KEY_TTL_MS);
      expect(await purgeExpiredIdempotencyKeys(store.db, now)).toBe(1);

      // A status change's key goes by the same 30 days from when it was made, and counts alike.
      const changed = new Date(start.getTime() + 3 * IDEMPOTENCY_KEY_TTL_MS);
      await store.db
        .insertInto('lead_status_changes')
        .values({ key: crypto.randomUUID(), lead_id: 'lead-1', status: 'handled', request_hash: 'h', response_body: '{}', created_at: changed.toISOString() })
        .execute();
      await postJson(app, '/api/subscribe.js', { email: 'third@b.co' });
      expect(await purgeExpiredIdempotencyKeys(store.db, new Date(changed.getTime() + IDEMPOTENCY_KEY_TTL_MS - 1))).toBe(1);
      expect(await purgeExpiredIdempotencyKeys(store.db, new Date(changed.getTime() + IDEMPOTENCY_KEY_TTL_MS))).toBe(1);
      expect(await store.db.selectFrom('lead_status_changes').select('key').execute()).toEqual([]);
    });

    it('purges leads past retention with their mails and keys, and keeps younger ones', async () => {
      const start = new Date('2030-01-01T00:00:00Z');
      let now = start;
      // A notification per sign-up too (NOTIFY_NEWSLETTER=each): every kind of mail a lead can have.
      const app = createTestApp(store, { now: () => now, env: { SMTP_URL: 'smtp://127.0.0.1:1', NOTIFY_TO: 'studio@example.com', NOTIFY_NEWSLETTER: 'each' } });
      await postJson(app, '/api/subscribe.js', { email: 'old@example.com' });
      await postJson(app, '/api/contact.js', { ...validBodies.contact, from_email: 'old@example.com' });
      now = new Date(start.getTime() + 5 * DAY_MS);
      await postJson(app, '/api/subscribe.js', { email: 'young@example.com' });
      expect(await listQueuedMails(store.db)).toHaveLength(5);

      // A lead exactly as old as the retention period stays; a millisecond later it goes.
      const retentionDays = 10;
      expect(await purgeLeadsPastRetention(store.db, new Date(start.getTime() + 10 * DAY_MS), retentionDays)).toEqual({
        leads: 0,
        mails: 0,
        idempotencyKeys: 0,
        webhookDeliveries: 0,
      });
      expect(await purgeLeadsPastRetention(store.db, new Date(start.getTime() + 10 * DAY_MS + 1), retentionDays)).toEqual({
        leads: 2,
        mails: 3,
        idempotencyKeys: 2,
        webhookDeliveries: 0,
      });
      // A mail, a key and a webhook delivery whose lead is already gone go by their own age, and count.
      const old = start.toISOString();
      const gone = crypto.randomUUID();
      await store.db
        .insertInto('mail_outbox')
        .values({
          id: crypto.randomUUID(),
          lead_id: gone,
          purpose: 'notification',
          to_address: 'studio@example.com',
          reply_to: null,
          subject: 's',
          body: 'b',
          created_at: old,
          next_attempt_at: old,
        })
        .execute();
      await store.db
        .insertInto('idempotency_keys')
        .values({
          key: crypto.randomUUID(),
          kind: 'contact',
          request_hash: 'h',
          response_status: 200,
          response_body: '{}',
          lead_id: gone,
          created_at: old,
          expires_at: old,
        })
        .execute();
      await store.db
        .insertInto('webhook_deliveries')
        .values({
          id: crypto.randomUUID(),
          lead_id: gone,
          created_at: old,
          next_attempt_at: old,
          claimed_until: null,
          claim_token: null,
          delivered_at: null,
          abandoned_at: null,
          last_status: null,
          last_error: null,
        })
        .execute();
      expect(await purgeLeadsPastRetention(store.db, new Date(start.getTime() + 10 * DAY_MS + 2), retentionDays)).toEqual({
        leads: 0,
        mails: 1,
        idempotencyKeys: 1,
        webhookDeliveries: 1,
      });
      const left = await listLeads(store.db);
      expect(left.map((lead) => lead.data)).toEqual([{ email: 'young@example.com' }]);
      expect((await listQueuedMails(store.db)).map((mail) => mail.to).sort()).toEqual(['studio@example.com', 'young@example.com']);
      const keys = await store.db.selectFrom('idempotency_keys').select('lead_id').execute();
      expect(keys.map((key) => key.lead_id)).toEqual([left[0]!.id]);
    });

    it('purges on the server schedule: expired keys, old sent mail and leads past retention in one pass', async () => {
      const start = new Date('2030-01-01T00:00:00Z');
      const app = createTestApp(store, { now: () => start });
      await postJson(app, '/api/subscribe.js', { email: 'reader@example.com' });
      const quiet = await purgeExpiredData(store.db, new Date(start.getTime() + 29 * DAY_MS), 730);
      expect(quiet).toEqual({
        leads: 0,
        mails: 0,
        idempotencyKeys: 0,
        webhookDeliveries: 0,
        expiredKeys: 0,
        sentMails: 0,
        deliveredWebhooks: 0,
        unconfirmedSignups: 0,
      });
      const keysGone = await purgeExpiredData(store.db, new Date(start.getTime() + 31 * DAY_MS), 730);
      expect(keysGone).toMatchObject({ leads: 0, expiredKeys: 1 });
      expect(await countLeads(store.db)).toBe(1);
      const leadGone = await purgeExpiredData(store.db, new Date(start.getTime() + 731 * DAY_MS), 730);
      expect(leadGone).toMatchObject({ leads: 1 });
      expect(await countLeads(store.db)).toBe(0);
    });

    it('erases one person from every kind of lead, with their mails and keys, whatever the case and spaces', async () => {
      const app = createTestApp(store, { env: { SMTP_URL: 'smtp://127.0.0.1:1', NOTIFY_TO: 'studio@example.com', NOTIFY_NEWSLETTER: 'each' } });
      const person = {
        newsletter: 'Person@Example.com',
        contact: 'PERSON@example.COM',
        quote: 'person@example.com',
        founder: ' person@EXAMPLE.com ',
        booking: 'pErSoN@example.com',
      };
      for (const kind of LEAD_KINDS) {
        const field = kind === 'contact' ? 'from_email' : 'email';
        expect((await postJson(app, leadRegistry[kind].path, { ...validBodies[kind], [field]: person[kind] })).status).toBe(200);
        // Someone else, of the same kind, who must stay (a booking in another slot: a slot is held once).
        const other = kind === 'booking' ? { ...validBodies.booking, ...bookingSlot(0) } : validBodies[kind];
        expect((await postJson(app, leadRegistry[kind].path, other)).status).toBe(200);
      }
      // A mail about the person whose lead is already gone.
      await store.db
        .insertInto('mail_outbox')
        .values({
          id: crypto.randomUUID(),
          lead_id: crypto.randomUUID(),
          purpose: 'notification',
          to_address: 'studio@example.com',
          reply_to: 'person@example.com',
          subject: 's',
          body: 'b',
          created_at: new Date().toISOString(),
          next_attempt_at: new Date().toISOString(),
        })
        .execute();
      // A newsletter confirmation to the person whose lead is already gone (it names them only by its address).
      await store.db
        .insertInto('mail_outbox')
        .values({
          id: crypto.randomUUID(),
          lead_id: crypto.randomUUID(),
          purpose: 'confirmation',
          to_address: 'Person@Example.com',
          reply_to: null,
          subject: 's',
          body: 'b',
          created_at: new Date().toISOString(),
          next_attempt_at: new Date().toISOString(),
        })
        .execute();
      expect(await countLeads(store.db)).toBe(10);
      expect(await listQueuedMails(store.db)).toHaveLength(14);

      // Erasing the studio's own address must not take the notifications to it.
      expect(await eraseByEmail(store.db, 'studio@example.com')).toEqual({ leads: 0, mails: 0, idempotencyKeys: 0, webhookDeliveries: 0, subscribers: 0 });

      // Five leads, five notifications, one confirmation request and the two stray mails; five keys; the subscriber row.
      expect(await eraseByEmail(store.db, '  PERSON@example.com ')).toEqual({ leads: 5, mails: 8, idempotencyKeys: 5, webhookDeliveries: 0, subscribers: 1 });
      const left = await listLeads(store.db);
      expect(left).toHaveLength(5);
      expect(JSON.stringify(left).toLowerCase()).not.toContain('person@example.com');
      const mails = await store.db.selectFrom('mail_outbox').select(['to_address', 'reply_to', 'body']).execute();
      expect(mails).toHaveLength(6);
      expect(JSON.stringify(mails).toLowerCase()).not.toContain('person@example.com');
      const keys = await store.db.selectFrom('idempotency_keys').select('lead_id').execute();
      expect(keys.map((key) => key.lead_id).sort()).toEqual(left.map((lead) => lead.id).sort());
      const subscribers = await store.db.selectFrom('newsletter_subscribers').select('email').execute();
      expect(subscribers).toEqual([{ email: 'reader@example.com' }]);
      // Nothing left to erase.
      expect(await eraseByEmail(store.db, 'person@example.com')).toEqual({ leads: 0, mails: 0, idempotencyKeys: 0, webhookDeliveries: 0, subscribers: 0 });
      await expect(eraseByEmail(store.db, '   ')).rejects.toThrow(/e-mail address/);
    });

    it('erases a person whose leads lie past the first page of rows, and finds the address in a kind it does not know', async () => {
      const lead = (n: number, data: Record<string, unknown>, kind = 'newsletter'): NewLead => ({
        id: `lead-${String(n).padStart(4, '0')}`,
        kind,
        idempotencyKey: crypto.randomUUID(),
        requestHash: 'seed',
        data,
        response: { status: 200, body: { message: 'ok' } },
        mails: [],
        now: new Date('2030-04-01T09:00:00.000Z'),
      });
      // Rows are read 500 at a time in id order: the person is last on the first page, first on the second, and last of all.
      for (let n = 0; n < 1001; n++) {
        await storeLead(store.db, lead(n, { email: [499, 500, 1000].includes(n) ? 'person@example.com' : `reader${n}@example.com` }));
      }
      // A kind this version does not know: any field that could hold an address counts.
      await storeLead(store.db, lead(2000, { email: 'someone@example.com', from_email: 'Person@example.com' }, 'survey'));
      await storeLead(store.db, lead(2001, { email: 'person@example.com', from_email: 'someone@example.com' }, 'survey'));
      await storeLead(store.db, lead(2002, { email: 'someone@example.com', from_email: 7 }, 'survey'));

      expect(await eraseByEmail(store.db, 'person@example.com')).toMatchObject({ leads: 5, idempotencyKeys: 5 });
      const left = await store.db
        .selectFrom('leads')
        .select('id')
        .where('id', 'in', ['lead-0498', 'lead-0499', 'lead-0500', 'lead-0501', 'lead-1000', 'lead-2000', 'lead-2001', 'lead-2002'])
        .orderBy('id')
        .execute();
      expect(left.map((row) => row.id)).toEqual(['lead-0498', 'lead-0501', 'lead-2002']);
      expect(await countLeads(store.db)).toBe(999);
    });

    it.each(LEAD_KINDS)('stores a %s lead sent as a native form with the same data as its JSON twin', async (kind: LeadKind) => {
      const app = createTestApp(store);
      // Two bookings hold two slots: the JSON twin books the next slot, which the comparison puts back.
      const slot = kind === 'booking' ? bookingSlot(0) : {};
      expect((await postJson(app, leadRegistry[kind].path, { ...validBodies[kind], ...slot })).status).toBe(200);
      const response = await postForm(app, leadRegistry[kind].path, formFields(validBodies[kind]));
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
      const [fromForm, fromJson] = await listLeads(store.db);
      const formSlot = kind === 'booking' ? { date: validBodies.booking.date, time: validBodies.booking.time } : {};
      expect(fromForm?.data).toEqual({ ...fromJson?.data, ...formSlot });
      expect(await countLeads(store.db)).toBe(2);
    });

    it('stores a native form sent twice, across a window boundary, once', async () => {
      const boundary = Date.UTC(2030, 0, 1);
      let now = new Date(boundary - 1_000);
      const app = createTestApp(store, { now: () => now });
      const fields = formFields(validBodies.quote);
      expect((await postForm(app, '/api/quote.js', fields)).status).toBe(200);
      now = new Date(boundary + 1_000);
      const replay = await postForm(app, '/api/quote.js', fields);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await countLeads(store.db)).toBe(1);
      now = new Date(boundary - 1_000 + NATIVE_FORM_KEY_WINDOW_MS);
      expect((await postForm(app, '/api/quote.js', fields)).headers.get('Idempotent-Replayed')).toBeNull();
      expect(await countLeads(store.db)).toBe(2);
    });

    it('lists leads newest first and by kind', async () => {
      let now = new Date('2030-01-01T00:00:00Z');
      const app = createTestApp(store, { now: () => now });
      for (const kind of ['newsletter', 'contact', 'newsletter'] as const) {
        await postJson(app, leadRegistry[kind].path, validBodies[kind]);
        now = new Date(now.getTime() + 1000);
      }
      const all = await listLeads(store.db);
      expect(all.map((lead) => lead.kind)).toEqual(['newsletter', 'contact', 'newsletter']);
      expect(all[0]!.createdAt > all[2]!.createdAt).toBe(true);
      expect(await listLeads(store.db, { kind: 'contact' })).toHaveLength(1);
    });

    it('reads no page at all from an empty store', async () => {
      const pages = [];
      for await (const page of leadPages(store.db)) pages.push(page);
      expect(pages).toEqual([]);
    });

    it('reads leads page by page in the order of the whole list, ties broken by id', async () => {
      const createdAt = '2030-01-01T00:00:00.000Z';
      const rows = Array.from({ length: 23 }, (_, index) => ({
        id: crypto.randomUUID(),
        kind: index % 2 === 0 ? 'newsletter' : 'contact',
        created_at: index < 10 ? createdAt : new Date(Date.parse(createdAt) + index * 1000).toISOString(),
        data: JSON.stringify({ n: index }),
        idempotency_key: crypto.randomUUID(),
      }));
      await store.db.insertInto('leads').values(rows).execute();
      const pages = [];
      for await (const page of leadPages(store.db, { pageSize: 4 })) pages.push(page);
      expect(pages.map((page) => page.length)).toEqual([4, 4, 4, 4, 4, 3]);
      expect(pages.flat()).toEqual(await listLeads(store.db));
      // A last page that is exactly full is followed by no empty one.
      const fullPages = [];
      for await (const page of leadPages(store.db, { kind: 'newsletter', pageSize: 4 })) fullPages.push(page.length);
      expect(fullPages).toEqual([4, 4, 4]);
      const contacts = [];
      for await (const page of leadPages(store.db, { kind: 'contact', pageSize: 3 })) contacts.push(...page);
      expect(contacts).toEqual(await listLeads(store.db, { kind: 'contact' }));
      expect(contacts).toHaveLength(11);
    });

    it('queues one confirmation request per address per day, however often it signs up', async () => {
      const start = new Date('2030-01-01T00:00:00Z');
      let now = start;
      const app = createTestApp(store, { now: () => now, env: { SMTP_URL: 'smtp://127.0.0.1:1', NOTIFY_TO: 'studio@example.com' } });
      for (const email of ['victim@example.com', 'Victim@Example.com', ' victim@example.com', 'victim@example.com', 'other@example.com']) {
        expect((await postJson(app, '/api/subscribe.js', { email })).status).toBe(200);
        now = new Date(now.getTime() + 60_000);
      }
      const requests = async () => (await listQueuedMails(store.db)).filter((mail) => mail.purpose === 'confirmation').map((mail) => mail.to);
      expect(await requests()).toEqual(['victim@example.com', 'other@example.com']);
      // The studio hears of the five sign-ups in the hourly digest, not a mail each.
      expect((await listQueuedMails(store.db)).filter((mail) => mail.purpose === 'notification')).toHaveLength(0);
      expect(await countLeads(store.db)).toBe(5);

      now = new Date(start.getTime() + CONFIRMATION_RESEND_INTERVAL_MS - 1);
      await postJson(app, '/api/subscribe.js', { email: 'victim@example.com' });
      expect(await requests()).toHaveLength(2);
      now = new Date(start.getTime() + CONFIRMATION_RESEND_INTERVAL_MS);
      await postJson(app, '/api/subscribe.js', { email: 'victim@example.com' });
      expect(await requests()).toEqual(['victim@example.com', 'other@example.com', 'victim@example.com']);
    });

    it('counts one client across app instances on PostgreSQL (shared limit), per instance on SQLite', async () => {
      const now = new Date('2030-01-01T00:00:00Z');
      const apps = [0, 1, 2].map(() => createTestApp(store, { now: () => now, env: { RATE_LIMIT_PER_MIN: '2' } }));
      const statuses = [];
      for (const [index, app] of apps.entries()) {
        statuses.push((await postJson(app, '/api/subscribe.js', { email: `r${index}@example.com` }, { env: fromSocket('203.0.113.77') })).status);
      }
      expect(statuses).toEqual(store.dialect === 'postgres' ? [200, 200, 429] : [200, 200, 200]);
    });

    it('hands each queued mail to one sender only', async () => {
      const app = createTestApp(store, { env: { SMTP_URL: 'smtp://127.0.0.1:1', NOTIFY_TO: 'studio@example.com', NOTIFY_NEWSLETTER: 'each' } });
      await postJson(app, '/api/subscribe.js', { email: 'a@b.co' });
      await postJson(app, '/api/contact.js', validBodies.contact);
      expect(await listQueuedMails(store.db)).toHaveLength(3);

      const now = new Date(Date.now() + 1000);
      const claims = await Promise.all(['a', 'b', 'c'].map((token) => claimDueMails(store.db, { now, limit: 10, leaseMs: 60_000, token })));
      const claimedIds = claims.flat().map((mail) => mail.id);
      expect(claimedIds).toHaveLength(3);
      expect(new Set(claimedIds).size).toBe(3);
      expect(await claimDueMails(store.db, { now, limit: 10, leaseMs: 60_000, token: 'd' })).toHaveLength(0);
    });
  });
}
