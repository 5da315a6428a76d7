import { beforeEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { setLeadStatus } from '@/server/leads/lead-inbox';
import { purgeLeadsPastRetention } from '@/server/leads/lead-retention';
import { migrateTo } from '@/server/store/migrations';
import type { Store } from '@/server/store/open-store';
import { seedLeads, type SeedLead } from '@/server/testing/inbox-contract';
import { parseCsv } from '@/server/testing/parse-csv';
import { createTestApp, validBodies } from '@/server/testing/test-app';
import { emptyTables, openStoreForTests, storesUnderTest } from '@/server/testing/test-store';

const ADMIN_TOKEN = 'notes-bulk-token-0123456789abcdef';
const BEARER = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const REUSED = { message: 'This Idempotency-Key was already used for another change. Send a new key with a new change.' };

type TestApp = ReturnType<typeof createTestApp>;

function send(app: TestApp, method: string, path: string, body?: unknown, key?: string) {
  return app.request(path, {
    method,
    headers: { ...BEARER, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

const note = (app: TestApp, id: string, text: unknown, key?: string) => send(app, 'POST', `/api/admin/leads/${encodeURIComponent(id)}/notes`, { text }, key);
const bulk = (app: TestApp, body: unknown, key?: string) => send(app, 'POST', '/api/admin/leads/bulk', body, key);

/** Newsletter leads lead-00, lead-01... one minute apart from 2030-04-01. */
function newsletterLeads(count: number): SeedLead[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `lead-${String(index).padStart(2, '0')}`,
    kind: 'newsletter',
    at: new Date(Date.parse('2030-04-01T00:00:00.000Z') + index * 60_000).toISOString(),
    data: { email: `reader${index}@example.com` },
  }));
}

describe.each(storesUnderTest('notes_bulk'))('notes and bulk actions on $label', ({ open }) => {
  let store: Store;
  let now: Date;
  const app = () => createTestApp(store, { env: { ADMIN_TOKEN }, now: () => now });
  const statuses = async () => Object.fromEntries((await store.db.selectFrom('leads').select(['id', 'status']).execute()).map((row) => [row.id, row.status]));
  const count = async (table: 'lead_notes' | 'lead_status_history' | 'lead_change_keys') =>
    (await store.db.selectFrom(table).select('created_at').execute()).length;

  openStoreForTests((opened) => (store = opened), open);
  beforeEach(async () => {
    await emptyTables(store.db, [
      'leads',
      'idempotency_keys',
      'mail_outbox',
      'webhook_deliveries',
      'booking_slots',
      'lead_status_changes',
      'lead_notes',
      'lead_status_history',
      'lead_change_keys',
      'newsletter_subscribers',
      'rate_limits',
    ]);
    now = new Date('2030-05-01T12:00:00.000Z');
  });

  describe('notes', { timeout: 30_000 }, () => {
    it('adds a note once per key: a replay gets the same note, another text under the key is refused', async () => {
      await seedLeads(store.db, newsletterLeads(1));
      const admin = app();
      const key = crypto.randomUUID();
      const first = await note(admin, 'lead-00', '  Called back, sending a quote  ', key);
      expect(first.status).toBe(201);
      expect(first.headers.get('Idempotent-Replayed')).toBeNull();
      const added = (await first.json()) as { note: { id: string } };
      expect(added).toEqual({
        note: { id: expect.any(String), leadId: 'lead-00', text: 'Called back, sending a quote', createdAt: '2030-05-01T12:00:00.000Z' },
        message: 'Note added',
      });

      now = new Date('2030-05-01T12:05:00.000Z');
      const replay = await note(admin, 'lead-00', '  Called back, sending a quote  ', key.toUpperCase());
      expect(replay.status).toBe(201);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await replay.json()).toEqual(added);

      const other = await note(admin, 'lead-00', 'Something else', key);
      expect(other.status).toBe(422);
      expect(await other.json()).toEqual(REUSED);
      expect(await store.db.selectFrom('lead_notes').select(['id', 'lead_id', 'text', 'created_at']).execute()).toEqual([
        { id: added.note.id, lead_id: 'lead-00', text: 'Called back, sending a quote', created_at: '2030-05-01T12:00:00.000Z' },
      ]);
    });

    it('adds one note when many requests with one key race from several app instances', async () => {
      await seedLeads(store.db, newsletterLeads(1));
      const key = crypto.randomUUID();
      const responses = await Promise.all(Array.from({ length: 6 }, () => Promise.resolve(note(app(), 'lead-00', 'Once', key))));
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 201]);
      expect(responses.filter((response) => response.headers.get('Idempotent-Replayed') === null)).toHaveLength(1);
      const bodies = await Promise.all(responses.map((response) => response.json()));
      for (const body of bodies) expect(body).toEqual(bodies[0]);
      expect(await count('lead_notes')).toBe(1);
    });

    it('refuses a note without a key, an empty or too long one, and one for an unknown lead (its key not remembered)', async () => {
      await seedLeads(store.db, newsletterLeads(1));
      const admin = app();
      const noKey = await note(admin, 'lead-00', 'Hi');
      expect(noKey.status).toBe(400);
      expect(await noKey.json()).toEqual({ message: 'Missing Idempotency-Key header: send a UUID v4 made once per change.', errors: {} });
      expect((await note(admin, 'lead-00', 'Hi', 'not-a-uuid')).status).toBe(400);
      const blank = await note(admin, 'lead-00', ' \n\t ', crypto.randomUUID());
      expect(blank.status).toBe(400);
      expect(await blank.json()).toMatchObject({ errors: { text: 'text must be the note' } });
      const long = await note(admin, 'lead-00', 'x'.repeat(2_001), crypto.randomUUID());
      expect(long.status).toBe(400);
      expect(await long.json()).toMatchObject({ errors: { text: 'text must be at most 2000 characters' } });
      expect((await note(admin, 'lead-00', 'bell\u0007', crypto.randomUUID())).status).toBe(400);
      expect((await note(admin, 'lead-00', 42, crypto.randomUUID())).status).toBe(400);
      expect((await note(admin, 'lead-00', `  ${'é'.repeat(2_000)}  `, crypto.randomUUID())).status).toBe(201);

      const key = crypto.randomUUID();
      const unknown = await note(admin, 'no-such-lead', 'Hi', key);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: 'No lead with this id' });
      expect(await store.db.selectFrom('lead_change_keys').select('key').where('key', '=', key).execute()).toEqual([]);
      expect(await count('lead_notes')).toBe(1);
    });

    it("gives a lead's status changes and notes in time order, and deletes a note once per key", async () => {
      await seedLeads(store.db, newsletterLeads(1));
      const admin = app();
      await setLeadStatus(store.db, { id: 'lead-00', status: 'handled', now, answer: () => ({}) });
      now = new Date('2030-05-01T12:01:00.000Z');
      const { note: first } = (await (await note(admin, 'lead-00', 'First', crypto.randomUUID())).json()) as { note: { id: string } };
      now = new Date('2030-05-01T12:02:00.000Z');
      expect((await send(admin, 'PATCH', '/api/admin/leads/lead-00', { status: 'spam' }, crypto.randomUUID())).status).toBe(200);
      // The same status again is no change, and no line of history.
      expect((await send(admin, 'PATCH', '/api/admin/leads/lead-00', { status: 'spam' })).status).toBe(200);
      now = new Date('2030-05-01T12:03:00.000Z');
      const { note: second } = (await (await note(admin, 'lead-00', 'Second', crypto.randomUUID())).json()) as { note: { id: string } };
      const detail = async () => ((await (await send(admin, 'GET', '/api/admin/leads/lead-00')).json()) as { history: unknown[] }).history;
      expect(await detail()).toEqual([
        { type: 'status', id: expect.any(String), status: 'handled', at: '2030-05-01T12:00:00.000Z' },
        { type: 'note', id: first.id, text: 'First', at: '2030-05-01T12:01:00.000Z' },
        { type: 'status', id: expect.any(String), status: 'spam', at: '2030-05-01T12:02:00.000Z' },
        { type: 'note', id: second.id, text: 'Second', at: '2030-05-01T12:03:00.000Z' },
      ]);

      const key = crypto.randomUUID();
      const path = `/api/admin/leads/lead-00/notes/${first.id}`;
      const removed = await send(admin, 'DELETE', path, undefined, key);
      expect(removed.status).toBe(200);
      expect(await removed.json()).toEqual({ deleted: true, message: 'Note deleted' });
      const replay = await send(admin, 'DELETE', path, undefined, key);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await replay.json()).toEqual({ deleted: true, message: 'Note deleted' });
      expect(await (await send(admin, 'DELETE', path)).json()).toEqual({ deleted: false, message: 'No note with this id: nothing was deleted.' });
      expect((await send(admin, 'DELETE', `/api/admin/leads/lead-00/notes/${second.id}`, undefined, key)).status).toBe(422);
      expect((await send(admin, 'DELETE', `/api/admin/leads/no-such-lead/notes/${second.id}`, undefined, crypto.randomUUID())).status).toBe(404);
      expect((await detail()).map((item) => (item as { type: string }).type)).toEqual(['status', 'status', 'note']);
    });

    it("deletes a lead's notes, history and keys with it (deletion, erasure, retention), and nothing of another lead", async () => {
      await seedLeads(store.db, [
        ...newsletterLeads(2),
        { id: 'contact', kind: 'contact', at: '2030-04-02T00:00:00.000Z', data: validBodies.contact },
        { id: 'old', kind: 'newsletter', at: '2029-01-01T00:00:00.000Z', data: { email: 'old@example.com' } },
      ]);
      const admin = app();
      for (const id of ['lead-00', 'lead-01', 'contact', 'old']) {
        expect((await note(admin, id, `About ${id}`, crypto.randomUUID())).status).toBe(201);
        expect((await send(admin, 'PATCH', `/api/admin/leads/${id}`, { status: 'handled' }, crypto.randomUUID())).status).toBe(200);
      }
      const leadIdsOf = async (table: 'lead_notes' | 'lead_status_history' | 'lead_change_keys') =>
        (await store.db.selectFrom(table).select('lead_id').execute()).map((row) => row.lead_id).sort();

      expect(await (await send(admin, 'DELETE', '/api/admin/leads/lead-00')).json()).toEqual({
        deleted: true,
        message: 'Lead deleted: 1 lead, 0 mails and 3 idempotency records removed.',
      });
      expect(await (await send(admin, 'POST', '/api/admin/erase', { email: validBodies.contact.from_email })).json()).toMatchObject({ leads: 1 });
      expect(await purgeLeadsPastRetention(store.db, now, 365)).toMatchObject({ leads: 1 });
      for (const table of ['lead_notes', 'lead_status_history', 'lead_change_keys'] as const) expect(await leadIdsOf(table), table).toEqual(['lead-01']);

      // A note whose lead went (in another process, between its check and its insert) goes at the next purge.
      await store.db.insertInto('lead_notes').values({ id: 'orphan', lead_id: 'gone', text: 'x', created_at: now.toISOString() }).execute();
      await purgeLeadsPastRetention(store.db, now, 365);
      expect(await leadIdsOf('lead_notes')).toEqual(['lead-01']);
    });

    it('writes the notes in the CSV, oldest first, each with its New York time', async () => {
      await seedLeads(store.db, newsletterLeads(2));
      const admin = app();
      now = new Date('2030-05-01T16:30:00.000Z');
      await note(admin, 'lead-01', 'Called', crypto.randomUUID());
      now = new Date('2030-05-02T01:15:00.000Z');
      await note(admin, 'lead-01', '=cmd, then "quoted"', crypto.randomUUID());
      const rows = parseCsv(await (await send(admin, 'GET', '/api/admin/leads?format=csv&kind=newsletter')).text());
      expect(rows[0]).toEqual(['id', 'kind', 'createdAt', 'status', 'email', 'sourcePage', 'sourceReferrer', 'utmSource', 'utmMedium', 'utmCampaign', 'notes']);
      expect(rows.slice(1)).toEqual([
        [
          'lead-01',
          'newsletter',
          '2030-04-01T00:01:00.000Z',
          'new',
          'reader1@example.com',
          '',
          '',
          '',
          '',
          '',
          '2030-05-01 12:30 Called\n2030-05-01 21:15 =cmd, then "quoted"',
        ],
        ['lead-00', 'newsletter', '2030-04-01T00:00:00.000Z', 'new', 'reader0@example.com', '', '', '', '', '', ''],
      ]);
    });
  });

  describe('bulk actions', { timeout: 60_000 }, () => {
    it('marks 25 chosen leads handled once: a replay answers alike and changes nothing, even after a later change', async () => {
      await seedLeads(store.db, newsletterLeads(30));
      const admin = app();
      const chosen = newsletterLeads(25).map((lead) => lead.id);
      await setLeadStatus(store.db, { id: 'lead-00', status: 'handled', now, answer: () => ({}) });
      const key = crypto.randomUUID();
      now = new Date('2030-05-01T12:01:00.000Z');
      const first = await bulk(admin, { action: 'handled', ids: chosen }, key);
      expect(first.status).toBe(200);
      const answer = { action: 'handled', matched: 25, changed: 24, message: '24 leads marked handled' };
      expect(await first.json()).toEqual(answer);
      const after = await statuses();
      expect(Object.values(after).filter((status) => status === 'handled')).toHaveLength(25);
      expect(['lead-25', 'lead-26', 'lead-27', 'lead-28', 'lead-29'].map((id) => after[id])).toEqual(['new', 'new', 'new', 'new', 'new']);
      expect(await count('lead_status_history')).toBe(25);

      // lead-03 is marked spam; the bulk request, replayed late by an outbox, leaves it spam.
      await setLeadStatus(store.db, { id: 'lead-03', status: 'spam', now, answer: () => ({}) });
      now = new Date('2030-05-01T13:00:00.000Z');
      const replay = await bulk(admin, { action: 'handled', ids: chosen }, key);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await replay.json()).toEqual(answer);
      expect((await statuses())['lead-03']).toBe('spam');
      expect(await count('lead_status_history')).toBe(26);

      const other = await bulk(admin, { action: 'archived', ids: chosen }, key);
      expect(other.status).toBe(422);
      expect(await other.json()).toEqual(REUSED);
      expect((await bulk(admin, { action: 'handled', ids: chosen.slice(1) }, key)).status).toBe(422);
      const history = ((await (await send(admin, 'GET', '/api/admin/leads/lead-07')).json()) as { history: unknown[] }).history;
      expect(history).toEqual([{ type: 'status', id: expect.any(String), status: 'handled', at: '2030-05-01T12:01:00.000Z' }]);
    });

    it('applies once when the same bulk request races from several app instances', async () => {
      await seedLeads(store.db, newsletterLeads(25));
      const key = crypto.randomUUID();
      const ids = newsletterLeads(25).map((lead) => lead.id);
      const responses = await Promise.all(Array.from({ length: 5 }, () => Promise.resolve(bulk(app(), { action: 'archived', ids }, key))));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      expect(responses.filter((response) => response.headers.get('Idempotent-Replayed') === null)).toHaveLength(1);
      const bodies = await Promise.all(responses.map((response) => response.json()));
      for (const body of bodies) expect(body).toEqual({ action: 'archived', matched: 25, changed: 25, message: '25 leads archived' });
      expect(await count('lead_status_history')).toBe(25);
      expect(await count('lead_change_keys')).toBe(1);
    });

    it("applies to every lead the list's filter matches ('select all matching'), whatever the page", async () => {
      await seedLeads(store.db, [
        ...newsletterLeads(3),
        { id: 'shop-1', kind: 'contact', at: '2030-03-02T10:00:00.000Z', data: { ...validBodies.contact, message: 'Need a shop' } },
        { id: 'shop-2', kind: 'contact', at: '2030-03-03T10:00:00.000Z', data: { ...validBodies.contact, message: 'A shop please' } },
        { id: 'shop-old', kind: 'contact', at: '2030-02-01T10:00:00.000Z', data: { ...validBodies.contact, message: 'Shop' } },
        { id: 'other', kind: 'contact', at: '2030-03-04T10:00:00.000Z', data: { ...validBodies.contact, message: 'Logo' } },
      ]);
      await setLeadStatus(store.db, { id: 'shop-2', status: 'archived', now, answer: () => ({}) });
      const admin = app();
      const filter = { kind: 'contact', status: 'new', q: 'shop', since: '2030-03-01', until: '2030-04-01' };
      const answer = await bulk(admin, { action: 'spam', filter }, crypto.randomUUID());
      expect(await answer.json()).toEqual({ action: 'spam', matched: 1, changed: 1, message: '1 lead marked spam' });
      expect(await statuses()).toEqual({
        'lead-00': 'new',
        'lead-01': 'new',
        'lead-02': 'new',
        'shop-1': 'spam',
        'shop-2': 'archived',
        'shop-old': 'new',
        other: 'new',
      });
      // No filter at all is every lead.
      expect(await (await bulk(admin, { action: 'archived', filter: {} }, crypto.randomUUID())).json()).toEqual({
        action: 'archived',
        matched: 7,
        changed: 6,
        message: '6 leads archived',
      });
    });

    it('applies to the leads of one source when the list is filtered by it, and nowhere else', async () => {
      const campaign = { page: '/products/hexacart', utmSource: 'newsletter', utmCampaign: 'spring' };
      await seedLeads(store.db, [
        { id: 'from-spring', kind: 'newsletter', at: '2030-03-02T10:00:00.000Z', data: { email: 'a@example.com' }, source: campaign },
        { id: 'from-page', kind: 'newsletter', at: '2030-03-03T10:00:00.000Z', data: { email: 'b@example.com' }, source: { page: '/contact' } },
        { id: 'no-source', kind: 'newsletter', at: '2030-03-04T10:00:00.000Z', data: { email: 'c@example.com' } },
      ]);
      const admin = app();
      const answer = await bulk(admin, { action: 'handled', filter: { source: 'Spring' } }, crypto.randomUUID());
      expect(await answer.json()).toEqual({ action: 'handled', matched: 1, changed: 1, message: '1 lead marked handled' });
      expect(await statuses()).toEqual({ 'from-spring': 'handled', 'from-page': 'new', 'no-source': 'new' });
      // Another source is another request: the same key with it is refused, not replayed.
      const key = crypto.randomUUID();
      expect((await bulk(admin, { action: 'spam', filter: { source: '/contact' } }, key)).status).toBe(200);
      expect((await bulk(admin, { action: 'spam', filter: { source: 'spring' } }, key)).status).toBe(422);
      expect(await statuses()).toEqual({ 'from-spring': 'handled', 'from-page': 'spam', 'no-source': 'new' });
    });

    it('deletes the chosen leads with their notes and history once, and a replay deletes nothing stored since', async () => {
      await seedLeads(store.db, newsletterLeads(4));
      const admin = app();
      await note(admin, 'lead-01', 'Going', crypto.randomUUID());
      await note(admin, 'lead-03', 'Staying', crypto.randomUUID());
      const key = crypto.randomUUID();
      const body = { action: 'delete', ids: ['lead-00', 'lead-01', 'lead-01', 'no-such-lead'] };
      const answer = { action: 'delete', matched: 2, changed: 2, message: '2 leads deleted' };
      expect(await (await bulk(admin, body, key)).json()).toEqual(answer);
      expect(Object.keys(await statuses()).sort()).toEqual(['lead-02', 'lead-03']);
      expect((await store.db.selectFrom('lead_notes').select('lead_id').execute()).map((row) => row.lead_id)).toEqual(['lead-03']);
      // lead-00 comes back (stored again by another process): the replay leaves it.
      await seedLeads(store.db, newsletterLeads(1));
      expect(await (await bulk(admin, body, key)).json()).toEqual(answer);
      expect(Object.keys(await statuses()).sort()).toEqual(['lead-00', 'lead-02', 'lead-03']);
    });

    it('refuses a bulk request without a key, with neither or both of ids and filter, too many ids or an unknown action', async () => {
      await seedLeads(store.db, newsletterLeads(1));
      const admin = app();
      expect((await bulk(admin, { action: 'handled', ids: ['lead-00'] })).status).toBe(400);
      const cases: [unknown, Record<string, string>][] = [
        [{ action: 'handled' }, { ids: 'Send either ids or filter' }],
        [{ action: 'handled', ids: ['lead-00'], filter: {} }, { ids: 'Send either ids or filter' }],
        [{ action: 'new', ids: ['lead-00'] }, { action: 'action must be one of: handled, archived, spam, delete' }],
        [{ action: 'handled', ids: [] }, { ids: 'ids must name at least one lead' }],
        [{ action: 'handled', ids: Array.from({ length: 1_001 }, (_, index) => `id-${index}`) }, { ids: 'ids must name at most 1000 leads' }],
        [{ action: 'handled', filter: { status: 'pending' } }, { 'filter.status': 'status must be one of: new, handled, spam, archived' }],
      ];
      for (const [body, errors] of cases) {
        const response = await bulk(admin, body, crypto.randomUUID());
        expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(((await response.json()) as { errors: unknown }).errors).toMatchObject(errors);
      }
      expect((await bulk(admin, { action: 'handled', ids: ['x'.repeat(201)] }, crypto.randomUUID())).status).toBe(400);
      expect((await bulk(admin, { action: 'handled', filter: { limit: '5' } }, crypto.randomUUID())).status).toBe(400);
      // 1,000 ids is allowed.
      const most = await bulk(
        admin,
        { action: 'handled', ids: ['lead-00', ...Array.from({ length: 999 }, (_, index) => `gone-${index}`)] },
        crypto.randomUUID(),
      );
      expect(await most.json()).toEqual({ action: 'handled', matched: 1, changed: 1, message: '1 lead marked handled' });
      expect(await count('lead_change_keys')).toBe(1);
    });
  });
});

describe.each(storesUnderTest('notes_migration', { migrate: false }))('0015-lead-notes on $label', ({ open }) => {
  let store: Store;
  openStoreForTests((opened) => (store = opened), open);

  it('gives each lead marked before it its current status as its history', async () => {
    await migrateTo(store.db as unknown as Kysely<unknown>, '0012-newsletter-mailbox');
    await sql`insert into leads (id, kind, created_at, data, idempotency_key, status, status_changed_at, search_text) values
      ('marked', 'newsletter', '2030-01-01T00:00:00.000Z', '{}', 'k1', 'spam', '2030-02-01T00:00:00.000Z', ''),
      ('untouched', 'newsletter', '2030-01-02T00:00:00.000Z', '{}', 'k2', 'new', null, '')`.execute(store.db);
    await store.migrate();
    expect(await store.db.selectFrom('lead_status_history').select(['lead_id', 'status', 'created_at']).execute()).toEqual([
      { lead_id: 'marked', status: 'spam', created_at: '2030-02-01T00:00:00.000Z' },
    ]);
    expect(await store.db.selectFrom('lead_notes').selectAll().execute()).toEqual([]);
  });
});
