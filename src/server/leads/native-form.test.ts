import { beforeEach, describe, expect, it } from 'vitest';
import { LEAD_KINDS, leadRegistry } from '@/leads/kinds';
import { FORM_PAGE } from '@/leads/native-form';
import { MAX_BODY_BYTES } from '@/server/http/json-body';
import type { Store } from '@/server/store/open-store';
import { bookingSlot, createTestApp, formFields, fromSocket, postForm, postJson, validBodies } from '@/server/testing/test-app';
import { emptyTables, openStoreForTests } from '@/server/testing/test-store';
import { countLeads, listLeads } from './lead-store';
import { NATIVE_FORM_KEY_WINDOW_MS, derivedIdempotencyKey, formSubmission, returnPath } from './native-form';
import { renderResultPage } from './result-page';

const ADMIN_TOKEN = 'native-form-admin-token-0123456789';
/** A window boundary: 2030-01-01T00:00:00Z is a whole number of ten-minute windows since 1970. */
const BOUNDARY = Date.UTC(2030, 0, 1);

let store: Store;

openStoreForTests((opened) => (store = opened));
beforeEach(() => emptyTables(store.db, ['leads', 'idempotency_keys', 'booking_slots']));

function h1Of(page: string): string[] {
  return [...page.matchAll(/<h1>([\s\S]*?)<\/h1>/g)].map((match) => match[1]!);
}

function backLinkOf(page: string): string | undefined {
  return /<a class="button" href="([^"]*)">/.exec(page)?.[1];
}

describe('a native form post', () => {
  it('is an exact multiple of the window at the boundary the tests use', () => {
    expect(BOUNDARY % NATIVE_FORM_KEY_WINDOW_MS).toBe(0);
    expect(NATIVE_FORM_KEY_WINDOW_MS).toBe(600_000);
  });

  it('gets a complete, accessible result page that needs no script', async () => {
    const app = createTestApp(store);
    const response = await postForm(app, '/api/contact.js', formFields(validBodies.contact));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const page = await response.text();
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<title>Thank you! Your message has been sent. We&#39;ll get back to you within 24 hours. | Kestrel Web Studio</title>');
    expect(h1Of(page)).toEqual(['Thank you! Your message has been sent. We&#39;ll get back to you within 24 hours.']);
    expect(page).not.toMatch(/<script|<link|@import|url\(|\son[a-z]+=/i);
    expect(page).toContain('#0d5c7d');
    expect(backLinkOf(page)).toBe('/contact');
    expect(await countLeads(store.db)).toBe(1);
  });

  it.each([
    // No mail server in these tests: the sign-up is stored, and the page says no mail went out.
    ['newsletter', "Thanks! Your sign-up is saved, but we can't send e-mail right now, so no confirmation message is on its way.", undefined],
    ['quote', "Thank you for your request! We'll prepare a custom proposal and contact you within 24 hours.", undefined],
    ['founder', 'Message sent successfully!', 'The founder will review your message and respond shortly.'],
  ] as const)('of a %s shows the specified success text', async (kind, heading, text) => {
    const app = createTestApp(store);
    const page = await (await postForm(app, leadRegistry[kind].path, formFields(validBodies[kind]))).text();
    expect(h1Of(page)).toEqual([heading.replaceAll("'", '&#39;')]);
    if (text) expect(page).toContain(`<p>${text}</p>`);
    expect(backLinkOf(page)).toBe(FORM_PAGE[kind]);
  });

  it('of a booking confirms and echoes the booked session', async () => {
    const app = createTestApp(store);
    const page = await (await postForm(app, '/api/booking.js', formFields(validBodies.booking))).text();
    expect(h1Of(page)).toEqual(['Booking Confirmed!']);
    expect(page).toContain(
      '<dl><dt>Consultation</dt><dd>Video Strategy Session</dd><dt>Date</dt><dd>Monday, March 2, 2099</dd><dt>Time</dt><dd>10:00 AM, New York time (ET)</dd></dl>',
    );
  });

  it('stores the same data as the equivalent JSON post, for every kind', async () => {
    const app = createTestApp(store, { env: { ADMIN_TOKEN } });
    for (const kind of LEAD_KINDS) {
      // A slot is held once: the JSON booking takes another slot, which the comparison puts back.
      const slot = kind === 'booking' ? bookingSlot(0) : {};
      expect((await postJson(app, leadRegistry[kind].path, { ...validBodies[kind], ...slot })).status).toBe(200);
      expect((await postForm(app, leadRegistry[kind].path, formFields(validBodies[kind]))).status).toBe(200);
      const listed = await app.request(`/api/admin/leads?kind=${kind}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
      const { leads } = (await listed.json()) as { leads: { data: Record<string, unknown> }[] };
      expect(leads).toHaveLength(2);
      const formSlot = kind === 'booking' ? { date: validBodies.booking.date, time: validBodies.booking.time } : {};
      expect(leads[0]!.data).toEqual({ ...leads[1]!.data, ...formSlot });
    }
    expect(await countLeads(store.db)).toBe(10);
  });

  it('reads repeated features as a list, and a single one as a list too', async () => {
    const app = createTestApp(store);
    const { features: _features, ...rest } = validBodies.quote;
    const base = formFields(rest);
    await postForm(app, '/api/quote.js', [...base, ['features', 'Mobile Responsive'], ['features', 'Payment Processing']]);
    await postForm(app, '/api/quote.js', [...base, ['features', 'Multilingual']]);
    await postForm(app, '/api/quote.js', base);
    const leads = await listLeads(store.db);
    expect(leads.map((lead) => lead.data.features)).toEqual([[], ['Multilingual'], ['Mobile Responsive', 'Payment Processing']]);
  });

  it('refuses a field sent twice that is not a list, listing the error', async () => {
    const app = createTestApp(store);
    const response = await postForm(app, '/api/subscribe.js', [
      ['email', 'a@example.com'],
      ['email', 'b@example.com'],
    ]);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('<li><strong>Email address</strong>: Please enter your email address</li>');
    expect(await countLeads(store.db)).toBe(0);
  });

  it('sent twice without a key stores one lead; the second answer is the replay', async () => {
    let now = new Date(BOUNDARY + 1_000);
    const app = createTestApp(store, { now: () => now });
    const first = await postForm(app, '/api/founder.js', formFields(validBodies.founder));
    now = new Date(BOUNDARY + 4 * 60_000);
    const second = await postForm(app, '/api/founder.js', formFields(validBodies.founder));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await second.text()).toBe(await first.text());
    expect(await countLeads(store.db)).toBe(1);
  });

  it('sent twice at once without a key stores one lead and answers both with it', async () => {
    const app = createTestApp(store, { now: () => new Date(BOUNDARY + 1_000) });
    const answers = await Promise.all([
      postForm(app, '/api/quote.js', formFields(validBodies.quote), { accept: 'application/json' }),
      postForm(app, '/api/quote.js', formFields(validBodies.quote), { accept: 'application/json' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id));
    expect(ids[0]).toBe(ids[1]);
    expect(await countLeads(store.db)).toBe(1);
  });

  it('counts the same fields in another order as the same post', async () => {
    const app = createTestApp(store, { now: () => new Date(BOUNDARY + 1_000) });
    await postForm(app, '/api/subscribe.js', 'email=a%40example.com&website=');
    const again = await postForm(app, '/api/subscribe.js', 'website=&email=a%40example.com');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await countLeads(store.db)).toBe(1);
  });

  it('re-sent just across a window boundary still stores one lead', async () => {
    let now = new Date(BOUNDARY - 1_000);
    const app = createTestApp(store, { now: () => now });
    expect((await postForm(app, '/api/contact.js', formFields(validBodies.contact))).status).toBe(200);
    now = new Date(BOUNDARY + 1_000);
    const replay = await postForm(app, '/api/contact.js', formFields(validBodies.contact));
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await countLeads(store.db)).toBe(1);

    // The previous window's lead is replayed only while it is younger than the window.
    now = new Date(BOUNDARY - 1_000 + NATIVE_FORM_KEY_WINDOW_MS + 1);
    const later = await postForm(app, '/api/contact.js', formFields(validBodies.contact));
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await countLeads(store.db)).toBe(2);
  });

  it('sent again once the window has passed stores a new lead', async () => {
    let now = new Date(BOUNDARY + 1_000);
    const app = createTestApp(store, { now: () => now });
    await postForm(app, '/api/subscribe.js', formFields(validBodies.newsletter));
    now = new Date(BOUNDARY + 1_000 + NATIVE_FORM_KEY_WINDOW_MS);
    const again = await postForm(app, '/api/subscribe.js', formFields(validBodies.newsletter));
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await countLeads(store.db)).toBe(2);
  });

  it('from two clients with the same fields stores two leads', async () => {
    const app = createTestApp(store, { now: () => new Date(BOUNDARY + 1_000) });
    await postForm(app, '/api/subscribe.js', formFields(validBodies.newsletter), { env: fromSocket('203.0.113.1') });
    await postForm(app, '/api/subscribe.js', formFields(validBodies.newsletter), { env: fromSocket('203.0.113.2') });
    expect(await countLeads(store.db)).toBe(2);
  });

  it('keeps derived keys only as long as they can be looked up', async () => {
    const app = createTestApp(store, { now: () => new Date(BOUNDARY + 1_000) });
    await postForm(app, '/api/subscribe.js', formFields(validBodies.newsletter));
    const [record] = await store.db.selectFrom('idempotency_keys').select(['key', 'created_at', 'expires_at']).execute();
    expect(record?.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(record?.created_at).toBe('2030-01-01T00:00:01.000Z');
    expect(record?.expires_at).toBe('2030-01-01T00:20:01.000Z');
  });

  it('honours its own idempotency_key field, beyond the window, and refuses it with another body (422)', async () => {
    let now = new Date(BOUNDARY);
    const app = createTestApp(store, { now: () => now });
    const key = crypto.randomUUID();
    const fields: [string, string][] = [...formFields(validBodies.newsletter), ['idempotency_key', key.toUpperCase()]];
    expect((await postForm(app, '/api/subscribe.js', fields)).status).toBe(200);
    now = new Date(BOUNDARY + 3 * NATIVE_FORM_KEY_WINDOW_MS);
    const replay = await postForm(app, '/api/subscribe.js', fields);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const [record] = await store.db.selectFrom('idempotency_keys').select('key').execute();
    expect(record?.key).toBe(key);

    const changed = await postForm(app, '/api/subscribe.js', [
      ['email', 'other@example.com'],
      ['idempotency_key', key],
    ]);
    expect(changed.status).toBe(422);
    const page = await changed.text();
    expect(h1Of(page)).toEqual(['This form was already sent']);
    expect(page).toContain('This form was already sent with different details. Please reload the form page and send it again.');
    expect(await countLeads(store.db)).toBe(1);
  });

  it('derives a key when the idempotency_key field is not a UUID v4', async () => {
    const app = createTestApp(store, { now: () => new Date(BOUNDARY + 1_000) });
    const fields: [string, string][] = [...formFields(validBodies.newsletter), ['idempotency_key', 'not-a-key']];
    await postForm(app, '/api/subscribe.js', fields);
    const again = await postForm(app, '/api/subscribe.js', fields);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await countLeads(store.db)).toBe(1);
  });

  it('with the honeypot filled is answered like a success and stores nothing', async () => {
    const app = createTestApp(store);
    const response = await postForm(app, '/api/contact.js', [...formFields(validBodies.contact), ['website', 'http://spam.example']]);
    expect(response.status).toBe(200);
    expect(h1Of(await response.text())).toEqual(['Thank you! Your message has been sent. We&#39;ll get back to you within 24 hours.']);
    expect(await countLeads(store.db)).toBe(0);
  });

  it('that is invalid gets a 400 page listing each field error by its label', async () => {
    const app = createTestApp(store);
    const response = await postForm(app, '/api/contact.js', [
      ['from_name', ''],
      ['from_email', 'nope'],
      ['message', ''],
    ]);
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(h1Of(page)).toEqual(['Please fill all required fields']);
    expect(page).toContain(
      '<ul class="errors"><li><strong>Your name</strong>: Please enter your name</li><li><strong>Email address</strong>: Please enter a valid email address</li><li><strong>Your message</strong>: Please enter your message</li></ul>',
    );
    expect(backLinkOf(page)).toBe('/contact');

    const quote = await (await postForm(app, '/api/quote.js', [['email', 'a@example.com']])).text();
    expect(h1Of(quote)).toEqual(['Please fill in all required fields']);
    expect(quote).toContain('<li><strong>Project type</strong>: Please choose a project type</li>');
    const booking = await (await postForm(app, '/api/booking.js', [['email', 'a@example.com']])).text();
    expect(h1Of(booking)).toEqual(['Please check the form']);
    expect(await countLeads(store.db)).toBe(0);
  });

  it('never echoes hostile input unescaped', async () => {
    const app = createTestApp(store);
    const hostile = '<script>alert(1)</script>"\'&';
    const invalid = await postForm(app, '/api/contact.js', [
      ['from_name', hostile],
      ['from_email', hostile],
      ['service', hostile],
      ['message', hostile],
      ['return_to', hostile],
    ]);
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).not.toMatch(/<script|alert\(1\)<\/script>/);
    // A bot's booking (honeypot filled) is echoed as sent: escaped.
    const bot = await postForm(app, '/api/booking.js', [
      ['email', 'a@example.com'],
      ['consultationType', hostile],
      ['date', hostile],
      ['time', hostile],
      ['website', 'x'],
    ]);
    const page = await bot.text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('<dd>&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;</dd>');
  });

  it('links back to return_to only when it is one of the site pages', async () => {
    const app = createTestApp(store);
    const backFrom = async (returnTo: string) => {
      const response = await postForm(app, '/api/subscribe.js', [
        ['email', ''],
        ['return_to', returnTo],
      ]);
      return backLinkOf(await response.text());
    };
    expect(await backFrom('/contact')).toBe('/contact');
    expect(await backFrom('/products/venuepro')).toBe('/products/venuepro');
    for (const hostile of ['//evil.example', '/\\evil.example', 'https://evil.example', '/unknown-page', 'javascript:alert(1)', '/contact?x=1', ' /contact']) {
      expect(await backFrom(hostile), hostile).toBe('/');
    }
    expect(returnPath('booking', '//evil.example')).toBe('/consultation-booking');
    expect(returnPath('quote', undefined)).toBe('/get-quote');
  });

  it('from another site is refused with 403 and stores nothing', async () => {
    const app = createTestApp(store);
    const refusals: [string, Record<string, string>][] = [
      ['cross-site Origin', { Origin: 'https://evil.example' }],
      ['Origin of another port', { Origin: 'http://localhost:4000' }],
      ['opaque Origin', { Origin: 'null' }],
      ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
      ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }],
      ['same-origin claim with a foreign Origin', { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' }],
    ];
    for (const [label, headers] of refusals) {
      const response = await postForm(app, '/api/contact.js', formFields(validBodies.contact), { headers });
      expect(response.status, label).toBe(403);
      const page = await response.text();
      expect(h1Of(page), label).toEqual(['Form not accepted']);
      expect(page).toContain('This form can only be sent from our own website.');
    }
    const asJson = await postForm(app, '/api/contact.js', formFields(validBodies.contact), {
      headers: { Origin: 'https://evil.example' },
      accept: 'application/json',
    });
    expect(asJson.status).toBe(403);
    expect(await asJson.json()).toEqual({ message: 'This form can only be sent from our own website.' });
    expect(await countLeads(store.db)).toBe(0);
  });

  it("refuses an Origin that only turns into the site's origin once parsed: user info, a path, a trailing slash, upper case, a default port", async () => {
    const app = createTestApp(store);
    const variants = [
      'http://evil@localhost:3000',
      'http://evil:secret@localhost',
      'http://localhost:3000/',
      'http://localhost/contact',
      'HTTP://LOCALHOST:3000',
      'http://LocalHost',
      'http://localhost:80',
      'http://localhost:3000?x=1',
      'http://localhost#top',
    ];
    for (const origin of variants) {
      const response = await postForm(app, '/api/contact.js', formFields(validBodies.contact), { headers: { Origin: origin }, accept: 'application/json' });
      expect(response.status, origin).toBe(403);
      expect(await response.json()).toEqual({ message: 'This form can only be sent from our own website.' });
    }
    expect(await countLeads(store.db)).toBe(0);
    // The exact origins are still the site's own.
    for (const origin of ['http://localhost:3000', 'http://localhost']) {
      const response = await postForm(app, '/api/subscribe.js', [['email', `exact-${origin.length}@example.com`]], { headers: { Origin: origin } });
      expect(response.status, origin).toBe(200);
    }
  });

  it('from the site itself is accepted (its own Origin, SITE_URL, Sec-Fetch-Site same-origin, or no header at all)', async () => {
    const app = createTestApp(store, { env: { SITE_URL: 'https://kestrel.example' } });
    const allowed: Record<string, string>[] = [
      { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' },
      { Origin: 'https://kestrel.example' },
      { 'Sec-Fetch-Site': 'same-origin' },
      { 'Sec-Fetch-Site': 'none' },
      {},
    ];
    for (const [index, headers] of allowed.entries()) {
      const response = await postForm(app, '/api/subscribe.js', [['email', `reader${index}@example.com`]], { headers });
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
    expect(await countLeads(store.db)).toBe(5);
  });

  it('believes X-Forwarded-Proto for its own origin only behind a trusted proxy', async () => {
    const post = (env: Record<string, string>) =>
      postForm(createTestApp(store, { env }), '/api/subscribe.js', formFields(validBodies.newsletter), {
        headers: { Origin: 'https://localhost', 'X-Forwarded-Proto': 'https' },
      });
    expect((await post({ TRUST_PROXY: 'false' })).status).toBe(403);
    expect((await post({ TRUST_PROXY: 'true' })).status).toBe(200);
  });

  it('answers JSON, exactly as the JSON path, when the client prefers JSON', async () => {
    const app = createTestApp(store);
    for (const accept of ['application/json', '*/*', null]) {
      const stored = await postForm(app, '/api/subscribe.js', [['email', `reader-${accept === null ? 'none' : accept.length}@example.com`]], { accept });
      expect(stored.status).toBe(200);
      expect(stored.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await stored.json()).toEqual({
        message: "Thanks! Your sign-up is saved, but we can't send e-mail right now, so no confirmation message is on its way.",
        confirmation: 'not-sent',
        id: expect.any(String),
      });
    }
    const invalid = await postForm(app, '/api/contact.js', [['from_name', 'Ana']], { accept: 'application/json' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: 'Please enter your email address. Please enter your message.',
      errors: { from_email: 'Please enter your email address', message: 'Please enter your message' },
    });
  });

  it('answers 415 for text/plain and 413 above 32 KiB, storing nothing', async () => {
    const app = createTestApp(store);
    const plain = await app.request('/api/subscribe.js', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'email=a%40example.com',
    });
    expect(plain.status).toBe(415);
    expect(((await plain.json()) as { message: string }).message).toBe(
      'Please send the form as JSON (Content-Type: application/json) or as a web form (application/x-www-form-urlencoded).',
    );
    const huge = await postForm(app, '/api/contact.js', [...formFields(validBodies.contact), ['message', 'x'.repeat(MAX_BODY_BYTES)]]);
    expect(huge.status).toBe(413);
    const page = await huge.text();
    expect(h1Of(page)).toEqual(['Your message is too long']);
    expect(backLinkOf(page)).toBe('/contact');
    expect(await countLeads(store.db)).toBe(0);
  });

  it('refuses escapes that do not spell UTF-8 (400), never storing altered text', async () => {
    const app = createTestApp(store);
    for (const body of ['email=%FF%40example.com', 'email=%ED%A0%80', 'email=100%', 'email=%E0%A4%A']) {
      const response = await postForm(app, '/api/subscribe.js', body, { accept: 'application/json' });
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ message: 'The form data is not validly encoded UTF-8 text.', errors: {} });
    }
    expect(await countLeads(store.db)).toBe(0);
  });

  it('is rate limited like any lead post, with a page that says when to try again', async () => {
    let now = BOUNDARY;
    const app = createTestApp(store, { env: { RATE_LIMIT_PER_MIN: '2' }, now: () => new Date(now) });
    const socket = fromSocket('198.51.100.20');
    for (const index of [1, 2]) {
      expect((await postForm(app, '/api/subscribe.js', [['email', `r${index}@example.com`]], { env: socket })).status).toBe(200);
    }
    const refused = await postForm(app, '/api/subscribe.js', [['email', 'r3@example.com']], { env: socket });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    const page = await refused.text();
    expect(h1Of(page)).toEqual(['Please wait a moment']);
    expect(page).toContain('You have sent several forms in a short time. Please try again in 60 seconds.');
    // The page counts what the Retry-After header says, whatever it is.
    now = BOUNDARY + 59_500;
    const lastSecond = await postForm(app, '/api/subscribe.js', [['email', 'r4@example.com']], { env: socket });
    expect(lastSecond.headers.get('Retry-After')).toBe('1');
    expect(await lastSecond.text()).toContain('You have sent several forms in a short time. Please try again in 1 second.');
    expect(await countLeads(store.db)).toBe(2);
  });

  it('cannot pollute prototypes through field names', async () => {
    const app = createTestApp(store);
    const response = await postForm(app, '/api/subscribe.js', '__proto__%5Bpolluted%5D=yes&__proto__=x&constructor=y&email=a%40example.com', {
      accept: 'application/json',
    });
    expect(response.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const [lead] = await listLeads(store.db);
    expect(lead?.data).toEqual({ email: 'a@example.com' });
  });
});

describe('formSubmission', () => {
  it('takes the key and the return path out of the lead', () => {
    const key = crypto.randomUUID();
    expect(
      formSubmission('quote', [
        ['email', 'a@example.com'],
        ['features', 'Multilingual'],
        ['idempotency_key', ` ${key.toUpperCase()} `],
        ['return_to', '/products/hexacart'],
        ['return_to', '/contact'],
      ]),
    ).toEqual({ body: { email: 'a@example.com', features: ['Multilingual'] }, idempotencyKey: key, returnTo: '/products/hexacart' });
  });

  it('keeps every value of a field sent more than once, for validation to refuse', () => {
    const { body } = formSubmission('contact', [
      ['from_name', 'Ana'],
      ['from_name', 'Bo'],
      ['message', 'one'],
      ['from_name', 'Cy'],
    ]);
    expect(body).toEqual({ from_name: ['Ana', 'Bo', 'Cy'], message: 'one' });
  });

  it('carries no key at all when the form sent none, or one that is not a UUID v4', () => {
    for (const pairs of [[['email', 'a@example.com']], [['idempotency_key', 'not-a-key']]] as [string, string][][]) {
      const submission = formSubmission('newsletter', pairs);
      expect(Object.keys(submission), JSON.stringify(pairs)).toEqual(['body', 'returnTo']);
    }
  });
});

describe('derivedIdempotencyKey', () => {
  it('depends on kind, body (not its field order), client and window only', () => {
    const key = derivedIdempotencyKey('newsletter', { email: 'a@b.co', website: '' }, '203.0.113.1', 42);
    expect(derivedIdempotencyKey('newsletter', { website: '', email: 'a@b.co' }, '203.0.113.1', 42)).toBe(key);
    expect(derivedIdempotencyKey('contact', { email: 'a@b.co', website: '' }, '203.0.113.1', 42)).not.toBe(key);
    expect(derivedIdempotencyKey('newsletter', { email: 'b@b.co', website: '' }, '203.0.113.1', 42)).not.toBe(key);
    expect(derivedIdempotencyKey('newsletter', { email: 'a@b.co', website: '' }, '203.0.113.2', 42)).not.toBe(key);
    expect(derivedIdempotencyKey('newsletter', { email: 'a@b.co', website: '' }, '203.0.113.1', 43)).not.toBe(key);
  });
});

describe('renderResultPage', () => {
  it('escapes every value it shows', async () => {
    const page = await renderResultPage({
      kind: 'contact',
      status: 400,
      answer: { message: '<b>x</b>', errors: { from_name: '<img src=x onerror=alert(1)>', '<i>': 'odd' } },
      returnTo: '/contact"><script>',
    });
    expect(page).toContain('<li><strong>Your name</strong>: &lt;img src=x onerror=alert(1)&gt;</li><li>odd</li>');
    expect(page).toContain('href="/contact&quot;&gt;&lt;script&gt;"');
    expect(page).not.toContain('<img');
  });
});
