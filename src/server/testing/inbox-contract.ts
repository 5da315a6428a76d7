import { beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { LeadKind } from '@/leads/kinds';
import type { LeadSource } from '@/leads/lead-source';
import { withInboxColumns } from '@/server/admin/lead-inbox-columns';
import { leadsCsvFile } from '@/server/admin/leads-csv';
import type { InboxPage } from '@/server/leads/lead-inbox';
import { encodeCursor, readInbox, setLeadStatus } from '@/server/leads/lead-inbox';
import { leadSearchText } from '@/server/leads/lead-search';
import { countLeads, listLeads, storeLead } from '@/server/leads/lead-store';
import { listQueuedMails } from '@/server/mail/mail-queue';
import { migrateTo } from '@/server/store/migrations';
import type { Store } from '@/server/store/open-store';
import type { Database } from '@/server/store/schema';
import { bookingSlot, createTestApp, failingStore, postJson, validBodies } from './test-app';
import type { OpenedStore } from './test-store';
import { emptyTables, openStoreForTests } from './test-store';

const ADMIN_TOKEN = 'inbox-contract-token-0123456789';
const BEARER = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const WEBHOOK_SECRET = 'cd28e0bf5a03523cab89b5e0b3cf33604f1d2a9b7c6e5d8f0a1b2c3d4e5f6071';

/** A lead to seed, stored through the writer's own insert (so its search text is the writer's). */
export interface SeedLead {
  id: string;
  kind: LeadKind;
  at: string;
  data: Record<string, unknown>;
  source?: LeadSource | undefined;
}

export async function seedLeads(db: Kysely<Database>, leads: readonly SeedLead[]): Promise<void> {
  for (const lead of leads) {
    await storeLead(db, {
      id: lead.id,
      kind: lead.kind,
      idempotencyKey: crypto.randomUUID(),
      requestHash: 'seed',
      data: lead.data,
      source: lead.source,
      response: { status: 200, body: { message: 'ok' } },
      mails: [],
      now: new Date(lead.at),
    });
  }
}

/**
 * Text people type, with what LIKE could get wrong: `%`, `_` and `\` (wildcards and the escape),
 * case, an accent written as one character or as two, and choices that are not typed text. Oldest
 * first: the inbox lists them in the reverse order.
 */
export const SEARCH_LEADS: readonly SeedLead[] = [
  {
    id: 'zoe-composed',
    kind: 'contact',
    at: '2030-04-01T09:00:00.000Z',
    data: { from_name: 'Zoë Martin', from_email: 'zoe@studio.example', service: 'Law Firm Websites', message: 'A logo for our café' },
  },
  {
    id: 'zoe-decomposed',
    kind: 'founder',
    at: '2030-04-01T09:01:00.000Z',
    data: { name: 'ZOE\u0308 Ruiz', email: 'ruiz@firm.example', reason: 'collaboration', message: 'Partnership?' },
  },
  { id: 'zoe-plain', kind: 'newsletter', at: '2030-04-01T09:02:00.000Z', data: { email: 'Zoe.Plain@Example.com' } },
  {
    id: 'percent',
    kind: 'quote',
    at: '2030-04-01T09:03:00.000Z',
    data: { ...validBodies.quote, email: 'cfo@shop.example', additionalInfo: 'Cut costs by 100% this year' },
  },
  { id: 'hundred', kind: 'contact', at: '2030-04-01T09:04:00.000Z', data: { from_name: 'Ana', from_email: 'ana@shop.example', message: 'We sell 1000 items' } },
  { id: 'underscore', kind: 'founder', at: '2030-04-01T09:05:00.000Z', data: { name: 'Dev', email: 'dev@db.example', message: 'our table is user_accounts' } },
  {
    id: 'no-underscore',
    kind: 'contact',
    at: '2030-04-01T09:06:00.000Z',
    data: { from_name: 'Lee', from_email: 'lee@x.example', message: 'userXaccounts everywhere' },
  },
  {
    id: 'backslash',
    kind: 'contact',
    at: '2030-04-01T09:07:00.000Z',
    data: { from_name: 'Win', from_email: 'win@os.example', message: 'saved in C:\\temp\\new' },
  },
  { id: 'booking', kind: 'booking', at: '2030-04-01T09:08:00.000Z', data: { ...validBodies.booking, email: 'kim@clinic.example' } },
];

/** Each search and the ids it must find, newest first, on every store. */
export const SEARCH_CASES: readonly [string, readonly string[]][] = [
  ['zoë', ['zoe-decomposed', 'zoe-composed']],
  ['ZOË ruiz', ['zoe-decomposed']],
  ['ZOE\u0308', ['zoe-decomposed', 'zoe-composed']],
  ['zoe', ['zoe-plain', 'zoe-composed']],
  ['100%', ['percent']],
  ['100', ['hundred', 'percent']],
  ['%', ['percent']],
  ['_', ['underscore']],
  ['user_accounts', ['underscore']],
  ['\\', ['backslash']],
  ['c:\\temp', ['backslash']],
  ['\\temp\\new', ['backslash']],
  // Several words: every one, in any order, in any field.
  ['café logo', ['zoe-composed']],
  [' zoë\tmartin ', ['zoe-composed']],
  ['café partnership', []],
  // Choices from a list are not typed text: every contact offers "Law Firm Websites".
  ['websites', []],
  ['clinic.example', ['booking']],
  ['nothing-like-this', []],
];

type TestApp = ReturnType<typeof createTestApp>;

function get(app: TestApp, path: string) {
  return app.request(path, { headers: BEARER });
}

async function page(app: TestApp, query: string): Promise<InboxPage & { message: string }> {
  const response = await get(app, `/api/admin/leads?${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as InboxPage & { message: string };
}

function patch(app: TestApp, id: string, body: unknown, key?: string, headers: Record<string, string> = {}) {
  return app.request(`/api/admin/leads/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: { ...BEARER, 'Content-Type': 'application/json', ...(key === undefined ? {} : { 'Idempotency-Key': key }), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function remove(app: TestApp, id: string) {
  return app.request(`/api/admin/leads/${encodeURIComponent(id)}`, { method: 'DELETE', headers: BEARER });
}

function erase(app: TestApp, body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  return app.request('/api/admin/erase', { method: 'POST', headers: { ...BEARER, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

const ids = (leads: readonly { id: string }[]) => leads.map((lead) => lead.id);

/** The body as sent, byte-order mark included (Response.text() drops it). */
async function bytesAsText(response: Response): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
}

/**
 * The studio's inbox on one store: status, search, filters and counts, paging, status changes
 * with keys, deletion and erasure through the admin API. Every expectation is literal, so the same
 * suite on SQLite and on PostgreSQL shows both give the same answers.
 */
export function describeInboxContract(label: string, open: () => Promise<OpenedStore>, openUnmigrated: () => Promise<OpenedStore>): void {
  describe(`the inbox on ${label}`, { timeout: 30_000 }, () => {
    let store: Store;
    let now: Date;
    const app = (env: Record<string, string> = {}) => createTestApp(store, { env: { ADMIN_TOKEN, ...env }, now: () => now });

    openStoreForTests((opened) => (store = opened), open);
    beforeEach(async () => {
      await emptyTables(store.db, [
        'leads',
        'idempotency_keys',
        'mail_outbox',
        'webhook_deliveries',
        'booking_slots',
        'lead_status_changes',
        'newsletter_subscribers',
        'rate_limits',
      ]);
      now = new Date('2030-05-01T12:00:00.000Z');
    });

    it('pages newest first, and leads stored between pages neither repeat a lead nor hide one', async () => {
      // Ten leads share one instant, so the order within it is by id, descending.
      const seeded: SeedLead[] = Array.from({ length: 23 }, (_, index) => ({
        id: `lead-${String(index).padStart(2, '0')}`,
        kind: 'newsletter',
        at: index < 10 ? '2030-04-01T00:00:00.000Z' : new Date(Date.parse('2030-04-01T00:00:00.000Z') + index * 1000).toISOString(),
        data: { email: `reader${index}@example.com` },
      }));
      await seedLeads(store.db, seeded);
      const expected = [...ids(seeded.slice(10)).reverse(), ...ids(seeded.slice(0, 10)).reverse()];
      expect(expected.slice(13)).toEqual(['lead-09', 'lead-08', 'lead-07', 'lead-06', 'lead-05', 'lead-04', 'lead-03', 'lead-02', 'lead-01', 'lead-00']);

      const admin = app();
      const read: string[] = [];
      const totals: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const answer: InboxPage & { message: string } = await page(admin, `limit=5${cursor ? `&cursor=${cursor}` : ''}`);
        read.push(...ids(answer.leads));
        totals.push(answer.total);
        cursor = answer.nextCursor;
        pages += 1;
        // A visitor sends a lead while the studio reads on.
        now = new Date(now.getTime() + 60_000);
        expect((await postJson(admin, '/api/subscribe.js', { email: `late${pages}@example.com` })).status).toBe(200);
      } while (cursor !== null);
      expect(read).toEqual(expected);
      expect(pages).toBe(5);
      expect(totals).toEqual([23, 24, 25, 26, 27]);

      // A page that ends the list says so, rather than leaving an empty page to find out.
      const whole = await page(admin, 'limit=28');
      expect(whole.leads).toHaveLength(28);
      expect(whole.nextCursor).toBeNull();
      expect(whole.message).toBe('28 leads');
      expect((await page(admin, 'limit=27')).nextCursor).not.toBeNull();
      // The cursor is base64url JSON of the last lead's place.
      const second = await page(admin, 'limit=2');
      expect(second.nextCursor).toBe(encodeCursor({ createdAt: second.leads[1]!.createdAt, id: second.leads[1]!.id }));
      expect(JSON.parse(Buffer.from(second.nextCursor!, 'base64url').toString('utf8'))).toEqual({
        createdAt: second.leads[1]!.createdAt,
        id: second.leads[1]!.id,
      });
    });

    it('finds leads whose typed fields hold every word, case and accents alike, % _ and \\ taken literally', async () => {
      await seedLeads(store.db, SEARCH_LEADS);
      const admin = app();
      for (const [q, expected] of SEARCH_CASES) {
        const answer = await page(admin, `q=${encodeURIComponent(q)}`);
        expect(ids(answer.leads), q).toEqual(expected);
        expect(answer.total, q).toBe(expected.length);
      }
      // A blank search is no search.
      expect((await page(admin, 'q=%20%20')).total).toBe(SEARCH_LEADS.length);
      // What the writer stored: the typed fields only, one per line, in search form.
      const row = await store.db.selectFrom('leads').select('search_text').where('id', '=', 'zoe-decomposed').executeTakeFirstOrThrow();
      expect(row.search_text).toBe('zoë ruiz\nruiz@firm.example\npartnership?');
    });

    it('filters by kind, status, since and until, and counts each status for the other filters', async () => {
      await seedLeads(store.db, [
        { id: 'a', kind: 'newsletter', at: '2030-03-01T09:00:00.000Z', data: { email: 'a@example.com' } },
        { id: 'b', kind: 'contact', at: '2030-03-02T10:00:00.000Z', data: { ...validBodies.contact, message: 'Need a shop' } },
        { id: 'c', kind: 'contact', at: '2030-03-03T11:00:00.000Z', data: { ...validBodies.contact, message: 'Cheap pills' } },
        { id: 'd', kind: 'quote', at: '2030-03-03T23:59:59.999Z', data: validBodies.quote },
        { id: 'e', kind: 'founder', at: '2030-03-04T00:00:00.000Z', data: validBodies.founder },
        { id: 'f', kind: 'contact', at: '2030-03-05T08:00:00.000Z', data: { ...validBodies.contact, message: 'Need a shop too' } },
      ]);
      for (const [id, status] of [
        ['b', 'handled'],
        ['c', 'spam'],
        ['e', 'archived'],
        ['f', 'handled'],
      ] as const) {
        expect((await setLeadStatus(store.db, { id, status, now, answer: () => ({}) })).outcome).toBe('changed');
      }
      const admin = app();
      const cases: [string, string[], InboxPage['counts'], number][] = [
        ['status=new', ['d', 'a'], { new: 2, handled: 2, spam: 1, archived: 1 }, 2],
        // kind alone asks for the legacy list: any inbox parameter (limit here) asks for a page.
        ['kind=contact&limit=50', ['f', 'c', 'b'], { new: 0, handled: 2, spam: 1, archived: 0 }, 3],
        ['kind=contact&status=handled', ['f', 'b'], { new: 0, handled: 2, spam: 1, archived: 0 }, 2],
        ['kind=contact&status=new', [], { new: 0, handled: 2, spam: 1, archived: 0 }, 0],
        ['since=2030-03-03&until=2030-03-04', ['d', 'c'], { new: 1, handled: 0, spam: 1, archived: 0 }, 2],
        ['since=2030-03-03T23:59:59.999Z', ['f', 'e', 'd'], { new: 1, handled: 1, spam: 0, archived: 1 }, 3],
        // until is exclusive; 01:00 at +01:00 is midnight UTC.
        ['until=2030-03-04T01:00:00%2B01:00', ['d', 'c', 'b', 'a'], { new: 2, handled: 1, spam: 1, archived: 0 }, 4],
        ['q=need%20shop&status=handled', ['f', 'b'], { new: 0, handled: 2, spam: 0, archived: 0 }, 2],
        ['limit=2', ['f', 'e'], { new: 2, handled: 2, spam: 1, archived: 1 }, 6],
      ];
      for (const [query, expected, counts, total] of cases) {
        const answer = await page(admin, query);
        expect({ ids: ids(answer.leads), counts: answer.counts, total: answer.total }, query).toEqual({ ids: expected, counts, total });
      }
      const answer = await page(admin, 'kind=contact&status=spam');
      expect(answer).toEqual({
        leads: [
          {
            id: 'c',
            kind: 'contact',
            createdAt: '2030-03-03T11:00:00.000Z',
            status: 'spam',
            statusChangedAt: '2030-05-01T12:00:00.000Z',
            data: { ...validBodies.contact, message: 'Cheap pills' },
          },
        ],
        nextCursor: null,
        counts: { new: 0, handled: 2, spam: 1, archived: 0 },
        total: 1,
        message: '1 lead',
      });
      expect(Object.keys(answer)).toEqual(['leads', 'nextCursor', 'counts', 'total', 'message']);

      // The CSV holds every lead the filters match, no paging, each with its status.
      const csv = await get(admin, '/api/admin/leads?format=csv&status=handled&limit=1');
      expect(csv.headers.get('Content-Disposition')).toBe('attachment; filename="leads-2030-05-01.csv"');
      const handled = (await listLeads(store.db)).filter((lead) => ['f', 'b'].includes(lead.id));
      expect(await bytesAsText(csv)).toBe(leadsCsvFile(handled.map((lead) => ({ ...lead, status: 'handled' }))));
      const contacts = await get(admin, '/api/admin/leads?format=csv&kind=contact&since=2030-03-03');
      expect(contacts.headers.get('Content-Disposition')).toBe('attachment; filename="leads-contact-2030-05-01.csv"');
      const since = (await listLeads(store.db, { kind: 'contact' })).filter((lead) => lead.id !== 'b');
      expect(await bytesAsText(contacts)).toBe(leadsCsvFile(await withInboxColumns(store.db, since), ['contact']));
      expect(await bytesAsText(await get(admin, '/api/admin/leads?format=csv&q=nothing-like-this'))).toBe(leadsCsvFile([]));
    });

    it("answers the legacy list byte for byte as before, statuses or not, and the CSV with each lead's status", async () => {
      await seedLeads(store.db, SEARCH_LEADS.slice(0, 4));
      await setLeadStatus(store.db, { id: 'zoe-plain', status: 'spam', now, answer: () => ({}) });
      const admin = app();
      const all = await listLeads(store.db);
      const legacyJson = (leads: typeof all) =>
        `{"leads":[${leads.map((lead) => JSON.stringify({ id: lead.id, kind: lead.kind, createdAt: lead.createdAt, data: lead.data })).join(',')}],"message":"${leads.length} leads"}`;
      expect(await (await get(admin, '/api/admin/leads')).text()).toBe(legacyJson(all));
      expect(await (await get(admin, '/api/admin/leads?kind=contact')).text()).toBe(legacyJson(all.filter((lead) => lead.kind === 'contact')));
      expect(await (await get(admin, '/api/admin/leads?kind=founder&format=json')).text()).toBe(
        '{"leads":[{"id":"zoe-decomposed","kind":"founder","createdAt":"2030-04-01T09:01:00.000Z","data":{"name":"ZOE\u0308 Ruiz","email":"ruiz@firm.example","reason":"collaboration","message":"Partnership?"}}],"message":"1 leads"}',
      );
      expect(await bytesAsText(await get(admin, '/api/admin/leads?format=csv'))).toBe(leadsCsvFile(await withInboxColumns(store.db, all)));
      // Parameters the inbox does not know leave the legacy answer alone.
      expect(await (await get(admin, '/api/admin/leads?page=2&sort=asc')).text()).toBe(legacyJson(all));
    });

    it('marks a lead once per key: a replay gets the stored answer and never undoes a later change', async () => {
      await seedLeads(store.db, [{ id: 'lead-1', kind: 'newsletter', at: '2030-04-01T00:00:00.000Z', data: { email: 'a@example.com' } }]);
      const admin = app();
      const key = crypto.randomUUID();
      const marked = {
        lead: {
          id: 'lead-1',
          kind: 'newsletter',
          createdAt: '2030-04-01T00:00:00.000Z',
          status: 'handled',
          statusChangedAt: '2030-05-01T12:00:00.000Z',
          data: { email: 'a@example.com' },
        },
        message: 'Marked handled',
      };
      const first = await patch(admin, 'lead-1', { status: 'handled' }, key);
      expect(first.status).toBe(200);
      expect(first.headers.get('Idempotent-Replayed')).toBeNull();
      expect(await first.json()).toEqual(marked);

      now = new Date('2030-05-01T12:05:00.000Z');
      const replay = await patch(admin, 'lead-1', { status: 'handled' }, key.toUpperCase());
      expect(replay.status).toBe(200);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await replay.json()).toEqual(marked);

      // Someone marks it spam; the first request, replayed late (an offline outbox), changes nothing.
      now = new Date('2030-05-01T12:10:00.000Z');
      expect(await (await patch(admin, 'lead-1', { status: 'spam' })).json()).toMatchObject({
        lead: { status: 'spam', statusChangedAt: '2030-05-01T12:10:00.000Z' },
        message: 'Marked spam',
      });
      now = new Date('2030-05-01T12:15:00.000Z');
      const late = await patch(admin, 'lead-1', { status: 'handled' }, key);
      expect(late.status).toBe(200);
      expect(await late.json()).toEqual(marked);
      const detail = (await (await get(admin, '/api/admin/leads/lead-1')).json()) as { lead: unknown };
      expect(detail.lead).toEqual({ ...marked.lead, status: 'spam', statusChangedAt: '2030-05-01T12:10:00.000Z' });

      // The key is bound to its lead and status.
      const otherStatus = await patch(admin, 'lead-1', { status: 'archived' }, key);
      expect(otherStatus.status).toBe(422);
      expect(await otherStatus.json()).toEqual({ message: 'This Idempotency-Key was already used for another change. Send a new key with a new change.' });
      const rows = await store.db.selectFrom('lead_status_changes').select(['key', 'lead_id', 'status']).execute();
      expect(rows).toEqual([{ key, lead_id: 'lead-1', status: 'handled' }]);
    });

    it('applies a status once when many requests with one key race, from several app instances, and answers all alike', async () => {
      await seedLeads(store.db, [{ id: 'lead-1', kind: 'newsletter', at: '2030-04-01T00:00:00.000Z', data: { email: 'a@example.com' } }]);
      const key = crypto.randomUUID();
      const responses = await Promise.all(Array.from({ length: 6 }, () => Promise.resolve(patch(app(), 'lead-1', { status: 'archived' }, key))));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(responses.filter((response) => response.headers.get('Idempotent-Replayed') === null)).toHaveLength(1);
      const bodies = await Promise.all(responses.map((response) => response.json()));
      for (const body of bodies) expect(body).toEqual(bodies[0]);
      expect(bodies[0]).toMatchObject({ lead: { id: 'lead-1', status: 'archived', statusChangedAt: '2030-05-01T12:00:00.000Z' }, message: 'Marked archived' });
      expect(await store.db.selectFrom('lead_status_changes').select('key').execute()).toEqual([{ key }]);
    });

    it('answers the same status twice with 200 and leaves its time alone', async () => {
      await seedLeads(store.db, [{ id: 'lead-1', kind: 'newsletter', at: '2030-04-01T00:00:00.000Z', data: { email: 'a@example.com' } }]);
      const admin = app();
      // New is where every lead starts: marking it new changes nothing.
      expect(await (await patch(admin, 'lead-1', { status: 'new' })).json()).toMatchObject({
        lead: { status: 'new', statusChangedAt: null },
        message: 'Marked new',
      });
      await patch(admin, 'lead-1', { status: 'handled' });
      now = new Date('2030-05-02T08:00:00.000Z');
      const again = await patch(admin, 'lead-1', { status: 'handled' });
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ lead: { status: 'handled', statusChangedAt: '2030-05-01T12:00:00.000Z' }, message: 'Marked handled' });
    });

    it('answers 404 for a status change to an unknown lead and remembers nothing of its key', async () => {
      const admin = app();
      const key = crypto.randomUUID();
      const unknown = await patch(admin, 'no-such-lead', { status: 'handled' }, key);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: 'No lead with this id' });
      expect(await store.db.selectFrom('lead_status_changes').select('key').execute()).toEqual([]);
      // The lead arrives later (it was stored through another process): the same key now applies.
      await seedLeads(store.db, [{ id: 'no-such-lead', kind: 'newsletter', at: '2030-04-01T00:00:00.000Z', data: { email: 'a@example.com' } }]);
      expect(await (await patch(admin, 'no-such-lead', { status: 'handled' }, key)).json()).toMatchObject({ lead: { status: 'handled' } });
    });

    it('reads, marks and deletes only by an id this server could have made: 200 printable characters at most', async () => {
      const longest = 'x'.repeat(200);
      const tooLong = 'y'.repeat(201);
      const unprintable = 'lead\u0001one';
      await seedLeads(
        store.db,
        [longest, tooLong, unprintable].map((id) => ({ id, kind: 'newsletter', at: '2030-04-01T00:00:00.000Z', data: { email: 'a@example.com' } })),
      );
      const admin = app();
      expect((await get(admin, `/api/admin/leads/${longest}`)).status).toBe(200);
      for (const id of [tooLong, unprintable]) {
        const path = `/api/admin/leads/${encodeURIComponent(id)}`;
        const found = await get(admin, path);
        expect(found.status, id).toBe(404);
        expect(await found.json()).toEqual({ message: 'No lead with this id' });
        const marked = await patch(admin, id, { status: 'handled' });
        expect(marked.status, id).toBe(404);
        expect(await (await remove(admin, id)).json()).toEqual({ deleted: false, message: 'No lead with this id: nothing was deleted.' });
      }
      expect(await countLeads(store.db)).toBe(3);
    });

    it('lets a database failure through a status change rather than calling the lead unknown', async () => {
      const broken = failingStore(store, 'disk I/O error');
      await expect(setLeadStatus(broken.db, { id: 'any-lead', status: 'handled', now, answer: () => ({}) })).rejects.toThrow('disk I/O error');
    });

    it('shows one lead with its mails and webhook deliveries, and 404 for an unknown id', async () => {
      const admin = app({ SMTP_URL: 'smtp://127.0.0.1:1', NOTIFY_TO: 'studio@example.com', WEBHOOK_URL: 'http://127.0.0.1:1/hook', WEBHOOK_SECRET });
      const stored = await postJson(admin, '/api/contact.js', validBodies.contact);
      const { id } = (await stored.json()) as { id: string };
      const response = await get(admin, `/api/admin/leads/${id}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        lead: { id, kind: 'contact', createdAt: '2030-05-01T12:00:00.000Z', status: 'new', statusChangedAt: null, data: validBodies.contact },
        mails: [
          {
            id: expect.any(String),
            purpose: 'notification',
            state: 'queued',
            attempts: 0,
            sentAt: null,
            abandonedAt: null,
            nextAttemptAt: '2030-05-01T12:00:00.000Z',
            lastError: null,
          },
        ],
        webhooks: [
          {
            id: expect.any(String),
            state: 'queued',
            attempts: 0,
            deliveredAt: null,
            abandonedAt: null,
            lastStatus: null,
            nextAttemptAt: '2030-05-01T12:00:00.000Z',
            lastError: null,
          },
        ],
        history: [],
      });
      const unknown = await get(admin, '/api/admin/leads/no-such-lead');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: 'No lead with this id' });
      expect((await get(admin, `/api/admin/leads/${'x'.repeat(201)}`)).status).toBe(404);
    });

    it('deletes a lead with its mails, webhook deliveries, booking slot and keys, once, and nothing of another lead', async () => {
      const admin = app({ SMTP_URL: 'smtp://127.0.0.1:1', NOTIFY_TO: 'studio@example.com', WEBHOOK_URL: 'http://127.0.0.1:1/hook', WEBHOOK_SECRET });
      const booking = { ...validBodies.booking, ...bookingSlot(0) };
      const { id } = (await (await postJson(admin, '/api/booking.js', booking)).json()) as { id: string };
      const { id: otherId } = (await (await postJson(admin, '/api/contact.js', validBodies.contact)).json()) as { id: string };
      expect((await patch(admin, id, { status: 'handled' }, crypto.randomUUID())).status).toBe(200);
      const taken = async () => ((await (await admin.request(`/api/booking-slots?date=${booking.date}`)).json()) as { taken: string[] }).taken;
      expect(await taken()).toEqual([booking.time]);

      const deleted = await remove(admin, id);
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toEqual({ deleted: true, message: 'Lead deleted: 1 lead, 1 mail, 2 idempotency records and 1 webhook delivery removed.' });
      expect(await taken()).toEqual([]);
      const left = async (table: 'mail_outbox' | 'webhook_deliveries' | 'idempotency_keys' | 'lead_status_changes' | 'booking_slots') =>
        (await store.db.selectFrom(table).select('lead_id').execute()).map((row) => row.lead_id);
      expect(await left('mail_outbox')).toEqual([otherId]);
      expect(await left('webhook_deliveries')).toEqual([otherId]);
      expect(await left('idempotency_keys')).toEqual([otherId]);
      expect(await left('lead_status_changes')).toEqual([]);
      expect(await left('booking_slots')).toEqual([]);
      expect(ids(await listLeads(store.db))).toEqual([otherId]);

      const again = await remove(admin, id);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ deleted: false, message: 'No lead with this id: nothing was deleted.' });
      expect((await get(admin, `/api/admin/leads/${id}`)).status).toBe(404);
      expect((await patch(admin, id, { status: 'spam' })).status).toBe(404);
      // The slot is free for another booking.
      expect((await postJson(admin, '/api/booking.js', booking)).status).toBe(200);
    });

    it('erases one address through the API with the counts the command prints', async () => {
      const admin = app({ SMTP_URL: 'smtp://127.0.0.1:1', NOTIFY_TO: 'studio@example.com' });
      await postJson(admin, '/api/contact.js', { ...validBodies.contact, from_email: 'Person@Example.com' });
      await postJson(admin, '/api/founder.js', { ...validBodies.founder, email: 'person@example.com' });
      await postJson(admin, '/api/quote.js', validBodies.quote);
      const response = await erase(admin, { email: '  PERSON@example.com ' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        leads: 2,
        mails: 2,
        idempotencyKeys: 2,
        webhookDeliveries: 0,
        subscribers: 0,
        message: 'Erased that address: 2 leads, 2 mails, 2 idempotency records and 0 newsletter subscriptions removed.',
      });
      expect((await listLeads(store.db)).map((lead) => lead.kind)).toEqual(['quote']);
      expect(await listQueuedMails(store.db)).toHaveLength(1);
      expect(await (await erase(admin, { email: 'person@example.com' })).json()).toMatchObject({
        leads: 0,
        mails: 0,
        message: 'Erased that address: 0 leads, 0 mails, 0 idempotency records and 0 newsletter subscriptions removed.',
      });
    });

    it('refuses bad parameters and bodies with 400, 413 and 415, and never lists or changes anything then', async () => {
      await seedLeads(store.db, [{ id: 'lead-1', kind: 'newsletter', at: '2030-04-01T00:00:00.000Z', data: { email: 'a@example.com' } }]);
      const admin = app();
      const limitError = 'limit must be a whole number from 1 to 200';
      const badQueries: [string, Record<string, string>][] = [
        ['limit=0', { limit: limitError }],
        ['limit=201', { limit: limitError }],
        ['limit=abc', { limit: limitError }],
        ['limit=1.5', { limit: limitError }],
        ['limit=-1', { limit: limitError }],
        ['limit=', { limit: limitError }],
        ['status=done', { status: 'status must be one of: new, handled, spam, archived' }],
        ['status=new&kind=lead', { kind: 'kind must be one of: newsletter, contact, quote, founder, booking' }],
        ['since=yesterday', { since: 'since must be a date (2030-03-01, midnight UTC) or an ISO timestamp with its zone' }],
        ['since=2030-02-30', { since: 'since must be a date (2030-03-01, midnight UTC) or an ISO timestamp with its zone' }],
        ['until=2030-03-01T10:00', { until: 'until must be a date (2030-03-01, midnight UTC) or an ISO timestamp with its zone' }],
        ['cursor=abc', { cursor: 'cursor must be a nextCursor this API gave' }],
        [`cursor=${Buffer.from('{"createdAt":"yesterday","id":"x"}').toString('base64url')}`, { cursor: 'cursor must be a nextCursor this API gave' }],
        [
          `cursor=${Buffer.from('{"createdAt":"2030-04-01T00:00:00.000Z","id":""}').toString('base64url')}`,
          { cursor: 'cursor must be a nextCursor this API gave' },
        ],
        ['cursor=e30=', { cursor: 'cursor must be a nextCursor this API gave' }],
        [`q=${'a'.repeat(201)}`, { q: 'q must be at most 200 characters' }],
        ['q=a%00b', { q: 'q must not contain control characters' }],
      ];
      for (const [query, errors] of badQueries) {
        const response = await get(admin, `/api/admin/leads?${query}`);
        expect(response.status, query).toBe(400);
        expect(await response.json(), query).toEqual({
          message: Object.values(errors)
            .map((text) => `${text}.`)
            .join(' '),
          errors,
        });
      }
      // The limits themselves are fine.
      expect((await page(admin, 'limit=1')).leads).toHaveLength(1);
      expect((await page(admin, 'limit=200')).leads).toHaveLength(1);
      expect((await page(admin, `q=${'a'.repeat(200)}`)).leads).toHaveLength(0);

      const statusError = {
        message: 'status must be one of: new, handled, spam, archived.',
        errors: { status: 'status must be one of: new, handled, spam, archived' },
      };
      const badPatches: [Response, number, unknown][] = [
        [await patch(admin, 'lead-1', { status: 'done' }), 400, statusError],
        [await patch(admin, 'lead-1', {}), 400, statusError],
        [await patch(admin, 'lead-1', '[]'), 400, { message: 'The request body must be a JSON object such as {"status":"handled"}.', errors: {} }],
        [await patch(admin, 'lead-1', 'null'), 400, { message: 'The request body must be a JSON object such as {"status":"handled"}.', errors: {} }],
        [await patch(admin, 'lead-1', '"handled"'), 400, { message: 'The request body must be a JSON object such as {"status":"handled"}.', errors: {} }],
        [await erase(admin, '[]'), 400, { message: 'The request body must be a JSON object such as {"email":"someone@example.com"}.', errors: {} }],
        [await patch(admin, 'lead-1', '{"status":'), 400, { message: 'The request body is not valid JSON.', errors: {} }],
        [await patch(admin, 'lead-1', ''), 400, { message: 'The request body is empty.', errors: {} }],
        [await patch(admin, 'lead-1', { status: 'handled' }, 'not-a-uuid'), 400, { message: 'The Idempotency-Key header must be a UUID v4.', errors: {} }],
        [await patch(admin, 'lead-1', { status: 'handled', pad: 'x'.repeat(5000) }), 413, { message: 'The request is too large (limit 4 KiB).' }],
        [
          await patch(admin, 'lead-1', 'status=handled', undefined, { 'Content-Type': 'application/x-www-form-urlencoded' }),
          415,
          { message: 'Send JSON (Content-Type: application/json).' },
        ],
        [
          await erase(admin, { email: '   ' }),
          400,
          { message: 'email must be the e-mail address to erase.', errors: { email: 'email must be the e-mail address to erase' } },
        ],
        [
          await erase(admin, { mail: 'a@example.com' }),
          400,
          { message: 'email must be the e-mail address to erase.', errors: { email: 'email must be the e-mail address to erase' } },
        ],
        [await erase(admin, 'email=a@example.com', { 'Content-Type': 'text/plain' }), 415, { message: 'Send JSON (Content-Type: application/json).' }],
      ];
      for (const [index, [response, status, body]] of badPatches.entries()) {
        expect(response.status, String(index)).toBe(status);
        expect(await response.json(), String(index)).toEqual(body);
      }
      const [lead] = (await page(admin, 'limit=1')).leads;
      expect(lead).toMatchObject({ status: 'new', statusChangedAt: null });
      expect(await listLeads(store.db)).toHaveLength(1);
    });

    it('gives leads stored before search existed their search text and status when it migrates', async () => {
      const unmigrated = await openUnmigrated();
      try {
        const db = unmigrated.store.db;
        await migrateTo(db as unknown as Kysely<unknown>, '0007-mail-outbox-lead-id');
        // More than one batch of the backfill, in the shape rows had then.
        const old = Array.from({ length: 450 }, (_, index) => {
          const seedLead = SEARCH_LEADS[index % SEARCH_LEADS.length]!;
          return {
            id: `old-${String(index).padStart(3, '0')}`,
            kind: seedLead.kind,
            created_at: new Date(Date.parse('2029-01-01T00:00:00.000Z') + index * 1000).toISOString(),
            data: JSON.stringify(seedLead.data),
            idempotency_key: crypto.randomUUID(),
          };
        });
        const oldLeads = db as unknown as Kysely<{ leads: { id: string; kind: string; created_at: string; data: string; idempotency_key: string } }>;
        for (let start = 0; start < old.length; start += 100)
          await oldLeads
            .insertInto('leads')
            .values(old.slice(start, start + 100))
            .execute();
        await unmigrated.store.migrate();

        const rows = await db.selectFrom('leads').select(['id', 'kind', 'data', 'status', 'status_changed_at', 'search_text']).orderBy('id').execute();
        expect(rows).toHaveLength(450);
        for (const row of rows) {
          expect(row.search_text, row.id).toBe(leadSearchText(row.kind, JSON.parse(row.data) as Record<string, unknown>));
          expect([row.status, row.status_changed_at], row.id).toEqual(['new', null]);
        }
        expect(rows[1]!.search_text).toBe('zoë ruiz\nruiz@firm.example\npartnership?');
        const found = await readInbox(db, { q: 'user_accounts', limit: 200 });
        expect(found.total).toBe(50);
        expect(found.leads[0]!.id).toBe('old-446');
      } finally {
        await unmigrated.cleanup();
      }
    });
  });
}
