import { beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@/server/store/open-store';
import { createTestApp, fromSocket, postJson, validBodies } from '@/server/testing/test-app';
import { openStoreForTests } from '@/server/testing/test-store';
import { tokensMatch } from './bearer-token';

const ADMIN_TOKEN = 'studio-admin-token-0123456789';
let store: Store;
let now = new Date('2030-03-01T10:00:00Z');
const app = () => createTestApp(store, { env: { ADMIN_TOKEN }, now: () => now });
const asAdmin = (path: string, token = ADMIN_TOKEN) => app().request(path, { headers: { Authorization: `Bearer ${token}` } });

openStoreForTests((opened) => (store = opened));

beforeAll(async () => {
  for (const [kind, path, body] of [
    ['newsletter', '/api/subscribe.js', validBodies.newsletter],
    ['contact', '/api/contact.js', { ...validBodies.contact, from_name: '=HYPERLINK("http://evil.example","click")' }],
    ['quote', '/api/quote.js', validBodies.quote],
  ] as const) {
    const response = await postJson(app(), path, body);
    expect(response.status, kind).toBe(200);
    now = new Date(now.getTime() + 60_000);
  }
});

describe('GET /api/admin/leads', () => {
  it('does not exist when no ADMIN_TOKEN is configured', async () => {
    const response = await createTestApp(store).request('/api/admin/leads', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('answers 401 for a missing, malformed or wrong token', async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: ADMIN_TOKEN }, { Authorization: 'Basic abc' }, { Authorization: 'Bearer wrong-token' }];
    for (const headers of attempts) {
      const response = await app().request('/api/admin/leads', { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
      expect(await response.json()).toEqual({ message: 'A valid admin token is required.' });
    }
    expect((await asAdmin('/api/admin/leads', `${ADMIN_TOKEN}x`)).status).toBe(401);
  });

  it('lists every lead, newest first, with the API field names', async () => {
    const response = await asAdmin('/api/admin/leads');
    expect(response.status).toBe(200);
    const { leads } = (await response.json()) as { leads: { id: string; kind: string; createdAt: string; data: unknown }[] };
    expect(leads.map((lead) => lead.kind)).toEqual(['quote', 'contact', 'newsletter']);
    expect(leads[0]).toEqual({
      id: expect.any(String),
      kind: 'quote',
      createdAt: '2030-03-01T10:02:00.000Z',
      data: validBodies.quote,
    });
  });

  it('filters by kind and refuses an unknown kind or format', async () => {
    const response = await asAdmin('/api/admin/leads?kind=contact');
    const { leads } = (await response.json()) as { leads: { kind: string }[] };
    expect(leads.map((lead) => lead.kind)).toEqual(['contact']);

    const unknownKind = await asAdmin('/api/admin/leads?kind=spam');
    expect(unknownKind.status).toBe(400);
    expect(await unknownKind.json()).toMatchObject({ errors: { kind: expect.stringMatching(/newsletter, contact/) } });
    expect((await asAdmin('/api/admin/leads?format=xml')).status).toBe(400);
  });

  it('exports CSV as an attachment with formula cells neutralised', async () => {
    const response = await asAdmin('/api/admin/leads?format=csv&kind=contact');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="leads-contact-2030-03-01.csv"');
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const [header, row, end] = text.split('\r\n');
    // The contact form's from_name and from_email are written in the name and email columns.
    expect(header).toBe('id,kind,createdAt,status,name,email,service,message,sourcePage,sourceReferrer,utmSource,utmMedium,utmCampaign,notes');
    expect(row).toMatch(/^[0-9a-f-]{36},contact,2030-03-01T10:01:00.000Z,new,/);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(end).toBe('');
  });

  it('exports every kind in one CSV with the union of fields', async () => {
    const text = await (await asAdmin('/api/admin/leads?format=csv')).text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      'id,kind,createdAt,status,email,name,service,message,projectType,location,budget,timeline,phone,additionalInfo,features,reason,date,time,consultationType,sourcePage,sourceReferrer,utmSource,utmMedium,utmCampaign,notes',
    );
    // The quote's phone starts with "+": a spreadsheet would read it as a formula.
    expect(lines[1]).toContain(",'+44 20 7946 0000,");
    expect(lines[1]).toContain(',"Mobile Responsive; User Accounts",');
  });

  it("exports each lead's status as the studio set it", async () => {
    const { leads } = (await (await asAdmin('/api/admin/leads')).json()) as { leads: { id: string; kind: string }[] };
    const mark = (id: string, status: string) =>
      app().request(`/api/admin/leads/${id}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ status }),
      });
    const [quote, contact, newsletter] = leads;
    try {
      expect((await mark(quote!.id, 'handled')).status).toBe(200);
      expect((await mark(newsletter!.id, 'spam')).status).toBe(200);
      const text = await (await asAdmin('/api/admin/leads?format=csv')).text();
      const rows = text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',').slice(0, 4).join(','));
      expect(rows).toEqual([
        `${quote!.id},quote,2030-03-01T10:02:00.000Z,handled`,
        `${contact!.id},contact,2030-03-01T10:01:00.000Z,new`,
        `${newsletter!.id},newsletter,2030-03-01T10:00:00.000Z,spam`,
      ]);
    } finally {
      for (const lead of [quote, newsletter]) await mark(lead!.id, 'new');
    }
  });
});

describe('tokensMatch', () => {
  it("counts a lead's webhook deliveries and mails, none included, in words", async () => {
    const { leads } = (await (await asAdmin('/api/admin/leads?kind=quote')).json()) as { leads: { id: string }[] };
    const leadId = leads[0]!.id;
    const response = await asAdmin(`/api/admin/leads/${leadId}/deliveries`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ leadId, webhooks: [], mails: [], message: '0 webhook deliveries, 0 mails' });
  });

  it('matches only the same token, whatever the lengths', () => {
    expect(tokensMatch(ADMIN_TOKEN, ADMIN_TOKEN)).toBe(true);
    expect(tokensMatch('', ADMIN_TOKEN)).toBe(false);
    expect(tokensMatch(`${ADMIN_TOKEN}0`, ADMIN_TOKEN)).toBe(false);
  });

  it('stops answering a client after 10 wrong tokens in 15 minutes, right token included, and counts nothing else', async () => {
    const limitedApp = createTestApp(store, { env: { ADMIN_TOKEN }, now: () => now });
    const from = (address: string, token: string) =>
      limitedApp.request('/api/admin/leads', { headers: { Authorization: `Bearer ${token}` } }, fromSocket(address));
    // Right tokens are not counted.
    for (let attempt = 0; attempt < 12; attempt += 1) expect((await from('203.0.113.40', ADMIN_TOKEN)).status).toBe(200);
    const statuses = [];
    for (let attempt = 0; attempt < 12; attempt += 1) statuses.push((await from('203.0.113.41', `guess-${attempt}-0123456789abcdef`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const refused = await from('203.0.113.41', ADMIN_TOKEN);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('900');
    expect(await refused.json()).toEqual({ message: 'Too many failed attempts with a wrong admin token. Please try again in 900 seconds.' });
    // Another client is not affected; the blocked one may try again after the window.
    expect((await from('203.0.113.42', ADMIN_TOKEN)).status).toBe(200);
    now = new Date(now.getTime() + 15 * 60_000);
    expect((await from('203.0.113.41', ADMIN_TOKEN)).status).toBe(200);
  });
});
