/**
 * Where a lead was sent from, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: taken from a JSON
 * body or a native form (its hidden fields, else the same-origin Referer), stored beside the lead,
 * shown in the admin API's JSON and CSV, found by search and by the exact `source` filter; and the
 * leads stored before it (migration 0013) read as they always did.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadPath } from '@/leads/kinds';
import { migrateTo } from '@/server/store/migrations';
import type { Store } from '@/server/store/open-store';
import { parseCsv } from '@/server/testing/parse-csv';
import { createTestApp, postForm, postJson, validBodies } from '@/server/testing/test-app';
import type { OpenedStore } from '@/server/testing/test-store';
import { emptyTables, openStoreForTests, storesUnderTest } from '@/server/testing/test-store';

const ADMIN_TOKEN = 'lead-source-admin-token-0123456789';
const BEARER = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const NOW = new Date('2030-05-01T12:00:00.000Z');
/** The campaign's landing address, on the origin app.request speaks to. */
const LANDING = 'http://localhost/products/hexacart?utm_source=newsletter&utm_campaign=spring';
const SOURCE_COLUMNS = ['sourcePage', 'sourceReferrer', 'utmSource', 'utmMedium', 'utmCampaign'];

interface ListedLead {
  id: string;
  kind: string;
  data: Record<string, unknown>;
  source?: Record<string, string>;
}

describe.each(storesUnderTest('lead_source'))('the source of a lead on $label', { timeout: 30_000 }, ({ open }) => {
  let store: Store;
  openStoreForTests((opened) => (store = opened), open);
  const app = () => createTestApp(store, { env: { ADMIN_TOKEN }, now: () => NOW });
  const admin = (path: string) => app().request(path, { headers: BEARER });
  const legacyList = async (query = '') => ((await (await admin(`/api/admin/leads${query}`)).json()) as { leads: ListedLead[] }).leads;
  const inboxIds = async (query: string) => {
    const response = await admin(`/api/admin/leads?${query}`);
    expect(response.status, query).toBe(200);
    return ((await response.json()) as { leads: ListedLead[] }).leads.map((lead) => lead.data.email ?? lead.data.from_email);
  };

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
  });

  it('stores what a JSON lead says of its source, reduced to what is kept, and shows it in the JSON, the inbox and the CSV', async () => {
    const source = {
      page: '/products/hexacart?utm_source=newsletter',
      referrer: 'https://news.example.org/issue/12?reader=ana@example.com',
      utmSource: ' newsletter ',
      utmCampaign: 'spring',
      visitorId: 'not kept',
    };
    const response = await postJson(app(), leadPath('newsletter'), { email: 'ana@example.com', source });
    expect(response.status).toBe(200);
    const kept = { page: '/products/hexacart', referrer: 'https://news.example.org', utmSource: 'newsletter', utmCampaign: 'spring' };
    const [lead] = await legacyList();
    expect(lead).toMatchObject({ kind: 'newsletter', data: { email: 'ana@example.com' }, source: kept });
    const inbox = (await (await admin('/api/admin/leads?limit=10')).json()) as { leads: ListedLead[] };
    expect(inbox.leads[0]!.source).toEqual(kept);
    const one = (await (await admin(`/api/admin/leads/${lead!.id}`)).json()) as { lead: ListedLead };
    expect(one.lead.source).toEqual(kept);

    const [header, row] = parseCsv((await (await admin('/api/admin/leads?format=csv&kind=newsletter')).text()).replace(/^\uFEFF/, ''));
    expect(header).toEqual(['id', 'kind', 'createdAt', 'status', 'email', ...SOURCE_COLUMNS, 'notes']);
    expect(row!.slice(4)).toEqual(['ana@example.com', '/products/hexacart', 'https://news.example.org', 'newsletter', '', 'spring', '']);
  });

  it('leaves a lead that says nothing of its source as it always was, in the JSON and the CSV', async () => {
    expect((await postJson(app(), leadPath('contact'), validBodies.contact)).status).toBe(200);
    const [lead] = await legacyList();
    expect(Object.keys(lead!)).toEqual(['id', 'kind', 'createdAt', 'data']);
    const [, row] = parseCsv((await (await admin('/api/admin/leads?format=csv&kind=contact')).text()).replace(/^\uFEFF/, ''));
    expect(row!.slice(-6)).toEqual(['', '', '', '', '', '']);
  });

  it('finds leads by search and by one whole source value, case aside, and nothing by a part of one or a wildcard', async () => {
    const post = (email: string, source?: Record<string, string>) => postJson(app(), leadPath('newsletter'), { email, ...(source ? { source } : {}) });
    expect((await post('a@example.com', { page: '/products/hexacart', utmSource: 'Newsletter', utmCampaign: 'spring_sale' })).status).toBe(200);
    expect((await post('b@example.com', { page: '/contact', referrer: 'https://www.google.com/search?q=kestrel' })).status).toBe(200);
    expect((await post('c@example.com', { page: '/products/hexacart-pro', utmSource: 'newsletters' })).status).toBe(200);
    expect((await post('d@example.com')).status).toBe(200);

    expect(await inboxIds('source=newsletter')).toEqual(['a@example.com']);
    expect(await inboxIds('source=%20NEWSLETTER%20')).toEqual(['a@example.com']);
    expect(await inboxIds('source=%2Fproducts%2Fhexacart')).toEqual(['a@example.com']);
    expect(await inboxIds(`source=${encodeURIComponent('https://www.google.com')}`)).toEqual(['b@example.com']);
    expect(await inboxIds('source=spring_sale')).toEqual(['a@example.com']);
    for (const part of ['google', 'www.google.com', 'news', 'spring%25', 'spring_', '%25', '_']) expect(await inboxIds(`source=${part}`), part).toEqual([]);
    // Search finds words in the source too: a part of a value is enough there.
    // One instant for all: the order among them is the ids'.
    expect((await inboxIds('q=hexacart')).sort()).toEqual(['a@example.com', 'c@example.com']);
    expect(await inboxIds('q=google')).toEqual(['b@example.com']);
    // Blank: no filter.
    expect(await inboxIds('source=%20')).toHaveLength(4);
    // With the other filters, and in the CSV.
    expect(await inboxIds('source=newsletters&q=c%40example')).toEqual(['c@example.com']);
    const csv = parseCsv((await (await admin('/api/admin/leads?format=csv&source=newsletter')).text()).replace(/^\uFEFF/, ''));
    expect(csv.slice(1).map((row) => row[4])).toEqual(['a@example.com']);
  });

  it('refuses a source filter with control characters or longer than any source value', async () => {
    for (const [query, message] of [
      ['source=a%00b', 'source must not contain control characters'],
      [`source=${'a'.repeat(201)}`, 'source must be at most 200 characters'],
    ]) {
      const response = await admin(`/api/admin/leads?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({ source: message });
    }
  });

  it("takes a native form's page from its hidden field and its campaign tags from this site's Referer", async () => {
    const response = await postForm(
      app(),
      leadPath('newsletter'),
      [
        ['email', 'form@example.com'],
        ['return_to', '/products/hexacart'],
        ['source_page', '/products/hexacart'],
      ],
      {
        headers: { Referer: LANDING, Origin: 'http://localhost' },
      },
    );
    expect(response.status).toBe(200);
    const [lead] = await legacyList();
    expect(lead!.source).toEqual({ page: '/products/hexacart', utmSource: 'newsletter', utmCampaign: 'spring' });
  });

  it("never takes another site's Referer, and lets the form's own tags win over the Referer's", async () => {
    const post = (email: string, fields: [string, string][], referer: string) =>
      postForm(app(), leadPath('newsletter'), [['email', email], ...fields], { headers: { Referer: referer } });
    expect((await post('other@example.com', [['source_page', '/']], 'https://evil.example/?utm_source=forged')).status).toBe(200);
    expect((await post('own@example.com', [['utm_source', 'poster']], LANDING)).status).toBe(200);
    expect((await post('bare@example.com', [], 'http://localhost/contact')).status).toBe(200);
    const byEmail = Object.fromEntries((await legacyList()).map((lead) => [lead.data.email, lead.source]));
    expect(byEmail).toEqual({
      'other@example.com': { page: '/' },
      'own@example.com': { page: '/products/hexacart', utmSource: 'poster' },
      'bare@example.com': { page: '/contact' },
    });
  });
});

describe.each(storesUnderTest('lead_source_migration', { migrate: false }))('migration 0013-lead-source on $label', { timeout: 30_000 }, ({ open }) => {
  let opened: OpenedStore;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened.cleanup();
  });

  it('adds empty source columns: leads stored before read as they did, found by search as before, and new ones keep theirs', async () => {
    const { store } = opened;
    const db = store.db as unknown as Kysely<unknown>;
    await migrateTo(db, '0012-newsletter-mailbox');
    const old = db as unknown as Kysely<{
      leads: { id: string; kind: string; created_at: string; data: string; idempotency_key: string; search_text: string };
    }>;
    await old
      .insertInto('leads')
      .values({
        id: 'old-1',
        kind: 'newsletter',
        created_at: '2029-01-01T00:00:00.000Z',
        data: '{"email":"old@example.com"}',
        idempotency_key: crypto.randomUUID(),
        search_text: 'old@example.com',
      })
      .execute();
    await store.migrate();

    const row = await store.db
      .selectFrom('leads')
      .select(['source_page', 'source_referrer', 'source_utm_source', 'source_utm_medium', 'source_utm_campaign', 'source_terms', 'search_text'])
      .where('id', '=', 'old-1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      source_page: null,
      source_referrer: null,
      source_utm_source: null,
      source_utm_medium: null,
      source_utm_campaign: null,
      source_terms: null,
      search_text: 'old@example.com',
    });
    const app = createTestApp(store, { env: { ADMIN_TOKEN }, now: () => NOW });
    expect((await postJson(app, leadPath('newsletter'), { email: 'new@example.com', source: { utmMedium: 'Email' } })).status).toBe(200);
    const listed = ((await (await app.request('/api/admin/leads', { headers: BEARER })).json()) as { leads: ListedLead[] }).leads;
    expect(listed.map((lead) => [lead.id === 'old-1' ? 'old' : 'new', lead.source])).toEqual([
      ['new', { utmMedium: 'Email' }],
      ['old', undefined],
    ]);
    const found = (await (await app.request('/api/admin/leads?q=old%40example', { headers: BEARER })).json()) as { total: number };
    expect(found.total).toBe(1);
    const email = (await (await app.request('/api/admin/leads?source=email', { headers: BEARER })).json()) as { total: number };
    expect(email.total).toBe(1);
  });
});
