/**
 * The newsletter's double opt-in through the app: sign-up, the confirmation request and its signed
 * links, the confirm and unsubscribe pages, the studio's list, erasure and purge. On SQLite always,
 * and on PostgreSQL (a scratch database) when TEST_DATABASE_URL is set. Texts are written out here:
 * they are what a visitor reads.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '@/leads/retention';
import { eraseByEmail, purgeExpiredData } from '@/server/leads/lead-retention';
import type { Store } from '@/server/store/open-store';
import { createTestApp, fromSocket, openFreshPostgresStore, openTempSqliteStore, postJson, scratchPostgresUrl } from '@/server/testing/test-app';
import type { OpenedStore } from '@/server/testing/test-store';
import { emptyTables, openStoreForTests } from '@/server/testing/test-store';
import { newsletterTokens } from './newsletter-tokens';
import { loadServerSecret } from './server-secret';

const ADMIN_TOKEN = 'studio-admin-token-0123456789';
const SITE_URL = 'https://kestrel.example';
const WITH_MAIL = { SMTP_URL: 'smtp://127.0.0.1:1', NOTIFY_TO: 'studio@kestrel.example', SITE_URL, ADMIN_TOKEN };
const MAILED = { message: 'Almost there! Check your email to confirm your subscription', confirmation: 'mailed' };
const NOT_SENT = {
  message: "Thanks! Your sign-up is saved, but we can't send e-mail right now, so no confirmation message is on its way.",
  confirmation: 'not-sent',
};
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const T0 = new Date('2030-05-01T09:00:00Z');

describe('newsletter tokens', () => {
  const tokens = newsletterTokens(Buffer.alloc(32, 7));
  const other = newsletterTokens(Buffer.alloc(32, 8));

  it('verify for their own purpose and address, and nothing else', () => {
    const confirm = tokens.sign('confirm', 'reader@example.com', T0);
    expect(tokens.verify(confirm, 'confirm', T0)).toEqual({ ok: true, email: 'reader@example.com', issuedAt: T0 });
    expect(tokens.verify(confirm, 'unsubscribe', T0)).toEqual({ ok: false, reason: 'wrong-purpose' });
    const unsubscribe = tokens.sign('unsubscribe', 'reader@example.com', T0);
    expect(tokens.verify(unsubscribe, 'unsubscribe', T0)).toEqual({ ok: true, email: 'reader@example.com' });
    expect(tokens.verify(unsubscribe, 'confirm', T0)).toEqual({ ok: false, reason: 'wrong-purpose' });
    // Another server's key signs nothing here.
    expect(other.verify(confirm, 'confirm', T0)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuse any change: purpose, time, address, signature, or parts missing', () => {
    const confirm = tokens.sign('confirm', 'reader@example.com', T0);
    const [, issued, address, mac] = confirm.split('.') as [string, string, string, string];
    const flip = (text: string) => text.slice(0, -1) + (text.endsWith('A') ? 'B' : 'A');
    const forgedAddress = Buffer.from('victim@example.com').toString('base64url');
    for (const tampered of [
      `u.${address}.${mac}`,
      `c.${(parseInt(issued, 36) + 1).toString(36)}.${address}.${mac}`,
      `c.${issued}.${forgedAddress}.${mac}`,
      `c.${issued}.${address}.${flip(mac)}`,
      `c.${issued}.${address}`,
      `${confirm}.x`,
      '',
      'x'.repeat(2_000),
    ]) {
      expect(tokens.verify(tampered, 'confirm', T0), tampered).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('expire after 7 days for confirm links, never for unsubscribe links', () => {
    const confirm = tokens.sign('confirm', 'reader@example.com', T0);
    expect(tokens.verify(confirm, 'confirm', new Date(T0.getTime() + 7 * DAY_MS)).ok).toBe(true);
    expect(tokens.verify(confirm, 'confirm', new Date(T0.getTime() + 7 * DAY_MS + 1))).toEqual({ ok: false, reason: 'expired' });
    const unsubscribe = tokens.sign('unsubscribe', 'reader@example.com', T0);
    expect(tokens.verify(unsubscribe, 'unsubscribe', new Date(T0.getTime() + 36_500 * DAY_MS)).ok).toBe(true);
  });
});

/** A link in a mail body, found by its path. */
function linkIn(body: string, path: string): string {
  const match = new RegExp(`(https://kestrel\\.example${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_.-]+)(?:$|\\s)`, 'm').exec(body);
  if (!match) throw new Error(`No ${path} link in:\n${body}`);
  return match[1]!;
}

/** The path and query of a link, as the app is asked for it. */
const local = (link: string) => link.slice(SITE_URL.length);
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

function describeNewsletter(label: string, open: () => Promise<OpenedStore>) {
  describe(`the newsletter on ${label}`, { timeout: 20_000 }, () => {
    let store: Store;
    let now: Date;
    const app = (env: Record<string, string> = WITH_MAIL) => createTestApp(store, { env, now: () => now });

    openStoreForTests((opened) => (store = opened), open);
    beforeEach(async () => {
      now = T0;
      await emptyTables(store.db, ['leads', 'idempotency_keys', 'mail_outbox', 'newsletter_subscribers', 'rate_limits']);
    });

    const mails = () =>
      store.db.selectFrom('mail_outbox').select(['purpose', 'to_address', 'body', 'headers', 'lead_id']).orderBy('created_at').orderBy('purpose').execute();
    const subscriberRows = () => store.db.selectFrom('newsletter_subscribers').selectAll().orderBy('email').execute();
    const admin = (path: string) => app().request(path, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });

    async function signUp(email: string, env: Record<string, string> = WITH_MAIL) {
      const response = await postJson(app(env), '/api/subscribe.js', { email });
      expect(response.status).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    }

    async function confirmationLinks(email: string) {
      const mail = (await mails()).find((row) => row.purpose === 'confirmation' && row.to_address === email);
      if (!mail) throw new Error(`No confirmation request to ${email}`);
      return { confirm: linkIn(mail.body, '/newsletter/confirm'), unsubscribe: linkIn(mail.body, '/newsletter/unsubscribe'), mail };
    }

    const postToken = (path: string, token: string, env?: Record<string, string>) =>
      app(env).request(path, { method: 'POST', headers: FORM, body: new URLSearchParams({ token }).toString() });

    it('queues a confirmation request, not a welcome, with the link and one-click unsubscribe headers', async () => {
      expect(await signUp(' Reader@Example.com ')).toEqual({ ...MAILED, id: expect.any(String) });
      const all = await mails();
      // To the address as typed; the studio hears of it in the hourly digest (NOTIFY_NEWSLETTER=digest).
      expect(all.map((mail) => [mail.purpose, mail.to_address])).toEqual([['confirmation', 'Reader@Example.com']]);
      const { confirm, unsubscribe, mail } = await confirmationLinks('Reader@Example.com');
      expect(mail.body).toContain('Someone, hopefully you, asked to receive the Kestrel Web Studio newsletter at this address');
      expect(mail.body).toContain('The link works for 7 days.');
      expect(mail.body).toContain(`Unsubscribe: ${unsubscribe}`);
      expect(JSON.parse(mail.headers ?? '{}')).toEqual({
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(tokenOf(confirm)).toMatch(/^c\./);
      expect(await subscriberRows()).toEqual([
        {
          email: 'Reader@Example.com',
          mailbox: 'reader@example.com',
          requested_at: T0.toISOString(),
          confirmed_at: null,
          unsubscribed_at: null,
          lead_id: mail.lead_id,
        },
      ]);
      // Not subscribed until confirmed.
      expect(await (await admin('/api/admin/subscribers')).json()).toEqual({ subscribers: [], message: '0 subscribers' });
    });

    it('makes the link key once, shared by every app on the store', async () => {
      const [first, second] = await Promise.all([loadServerSecret(store.db, 'race-test', T0), loadServerSecret(store.db, 'race-test', T0)]);
      expect(first.equals(second)).toBe(true);
      expect(first).toHaveLength(32);

      await signUp('reader@example.com');
      const { confirm } = await confirmationLinks('reader@example.com');
      // Another app instance (another process on one PostgreSQL) reads the same key and takes the link.
      const page = await app().request(local(confirm));
      expect(page.status).toBe(200);
      const secrets = await store.db.selectFrom('server_secrets').select('name').where('name', '=', 'newsletter-links').execute();
      expect(secrets).toHaveLength(1);
    });

    it('shows the confirm page on GET and changes nothing', async () => {
      await signUp('reader@example.com');
      const { confirm } = await confirmationLinks('reader@example.com');
      const before = { rows: await subscriberRows(), mails: await mails() };
      for (let visit = 0; visit < 3; visit += 1) {
        const page = await app().request(local(confirm));
        expect(page.status).toBe(200);
        expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
        expect(page.headers.get('Cache-Control')).toBe('no-store');
        expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
        expect(page.headers.get('Content-Security-Policy')).toContain("form-action 'self'");
        const html = await page.text();
        expect(html).toContain('<h1>Confirm your subscription</h1>');
        expect(html).toContain(
          `<form method="post" action="/newsletter/confirm"><input type="hidden" name="token" value="${tokenOf(confirm)}"><button type="submit">Confirm my subscription</button></form>`,
        );
        expect(html).not.toMatch(/<script|\son[a-z]+=/i);
      }
      expect({ rows: await subscriberRows(), mails: await mails() }).toEqual(before);
    });

    it('confirms on POST and queues the welcome exactly once, however often it is posted', async () => {
      const signedUp = await signUp('reader@example.com');
      const { confirm } = await confirmationLinks('reader@example.com');
      now = new Date(T0.getTime() + 3 * DAY_MS);
      const first = await postToken('/newsletter/confirm', tokenOf(confirm));
      expect(first.status).toBe(200);
      const firstPage = await first.text();
      expect(firstPage).toContain('<h1>You&#39;re subscribed!</h1>');
      expect(firstPage).toContain('<p>Thank you for confirming. A welcome e-mail is on its way.</p>');

      const again = await postToken('/newsletter/confirm', tokenOf(confirm));
      expect(again.status).toBe(200);
      expect(await again.text()).toContain('<p>Your subscription is already confirmed. There is nothing more to do.</p>');

      const welcomes = (await mails()).filter((mail) => mail.purpose === 'welcome');
      expect(welcomes).toHaveLength(1);
      const [welcome] = welcomes;
      expect(welcome).toMatchObject({ to_address: 'reader@example.com', lead_id: signedUp.id });
      expect(welcome?.body).toContain('Thank you for subscribing to Kestrel Web Studio. Expect one short e-mail a month with web tips and product news.');
      const unsubscribe = linkIn(welcome?.body ?? '', '/newsletter/unsubscribe');
      expect(welcome?.body).toContain(`To stop receiving these e-mails, unsubscribe here: ${unsubscribe}`);
      expect(JSON.parse(welcome?.headers ?? '{}')).toEqual({
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(await (await admin('/api/admin/subscribers')).json()).toEqual({
        subscribers: [{ email: 'reader@example.com', confirmedAt: now.toISOString() }],
        message: '1 subscribers',
      });
    });

    it('mails one confirmation request to a mailbox however it is written: 20 +tag variants, case, Gmail dots', async () => {
      for (let index = 0; index < 20; index += 1) expect(await signUp(`victim+${index}@example.com`)).toEqual({ ...MAILED, id: expect.any(String) });
      for (const variant of ['VICTIM@Example.com', 'V.i.c.t.i.m@gmail.com', 'victim+x@googlemail.com', 'vic.tim@gmail.com']) await signUp(variant);
      const requests = (await mails()).filter((mail) => mail.purpose === 'confirmation').map((mail) => mail.to_address);
      // One for example.com and one for Gmail, each to the address as first typed.
      expect(requests).toEqual(['victim+0@example.com', 'V.i.c.t.i.m@gmail.com']);
      expect((await subscriberRows()).map((row) => [row.email, row.mailbox])).toEqual([
        ['V.i.c.t.i.m@gmail.com', 'victim@gmail.com'],
        ['victim+0@example.com', 'victim@example.com'],
      ]);
      // Every sign-up is still stored, as typed.
      const stored = await store.db.selectFrom('leads').select('data').execute();
      expect(stored).toHaveLength(24);
      expect(stored.map((row) => (JSON.parse(row.data) as { email: string }).email)).toContain('victim+13@example.com');

      // A day later the mailbox, still not confirmed, may be asked again: once, to the address typed then.
      now = new Date(T0.getTime() + DAY_MS);
      for (const variant of ['Victim+late@example.com', 'victim+later@example.com']) await signUp(variant);
      expect((await mails()).filter((mail) => mail.purpose === 'confirmation').map((mail) => mail.to_address)).toEqual([
        'victim+0@example.com',
        'V.i.c.t.i.m@gmail.com',
        'Victim+late@example.com',
      ]);

      // The first link still confirms the mailbox; then no variant is asked again.
      const { confirm } = await confirmationLinks('victim+0@example.com');
      expect((await postToken('/newsletter/confirm', tokenOf(confirm))).status).toBe(200);
      now = new Date(T0.getTime() + 3 * DAY_MS);
      await signUp('VICTIM+again@example.com');
      expect((await mails()).filter((mail) => mail.purpose === 'confirmation')).toHaveLength(3);
      expect(await (await admin('/api/admin/subscribers')).json()).toMatchObject({ subscribers: [{ email: 'Victim+late@example.com' }] });

      // Erasing any form of the address erases the mailbox's subscription.
      await eraseByEmail(store.db, 'victim@example.com');
      expect((await subscriberRows()).map((row) => row.mailbox)).toEqual(['victim@gmail.com']);
    });

    it('answers a repeat sign-up of a subscribed address exactly like a new one, and mails it nothing', async () => {
      const first = await signUp('reader@example.com');
      const { confirm } = await confirmationLinks('reader@example.com');
      expect((await postToken('/newsletter/confirm', tokenOf(confirm))).status).toBe(200);
      const queued = (await mails()).length;
      now = new Date(T0.getTime() + 30 * DAY_MS);
      const again = await signUp('READER@example.com');
      const stranger = await signUp('new@example.com');
      expect({ ...again, id: 'x' }).toEqual({ ...first, id: 'x' });
      expect({ ...stranger, id: 'x' }).toEqual({ ...first, id: 'x' });
      const newMails = (await mails()).slice(queued);
      // Only the new address is asked to confirm; the studio hears of both in the hourly digest.
      expect(newMails.map((mail) => [mail.purpose, mail.to_address]).sort()).toEqual([['confirmation', 'new@example.com']]);
    });

    it('unsubscribes with one click (RFC 8058), without a page, and stays unsubscribed', async () => {
      await signUp('reader@example.com');
      const { confirm, unsubscribe } = await confirmationLinks('reader@example.com');
      expect((await postToken('/newsletter/confirm', tokenOf(confirm))).status).toBe(200);
      now = new Date(T0.getTime() + DAY_MS);
      for (let click = 0; click < 2; click += 1) {
        const response = await app().request(local(unsubscribe), {
          method: 'POST',
          headers: FORM,
          body: 'List-Unsubscribe=One-Click',
        });
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('<h1>You are unsubscribed</h1>');
      }
      expect(await subscriberRows()).toMatchObject([{ email: 'reader@example.com', unsubscribed_at: now.toISOString() }]);
      expect(await (await admin('/api/admin/subscribers')).json()).toEqual({ subscribers: [], message: '0 subscribers' });
      // The confirm link, still within its 7 days, predates the unsubscribe: it no longer subscribes.
      const stale = await postToken('/newsletter/confirm', tokenOf(confirm));
      expect(stale.status).toBe(400);
      expect(await stale.text()).toContain('<h1>This link is no longer valid</h1>');
      expect(await subscriberRows()).toMatchObject([{ unsubscribed_at: now.toISOString() }]);
    });

    it('shows an Unsubscribe button on GET, which unsubscribes on POST, and drops newsletter mail not sent yet', async () => {
      await signUp('reader@example.com');
      const { unsubscribe } = await confirmationLinks('reader@example.com');
      const page = await app().request(local(unsubscribe));
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<h1>Unsubscribe from the newsletter</h1>');
      expect(html).toContain('<p>Press the button to stop receiving the Kestrel Web Studio newsletter at this address.</p>');
      expect(html).toContain('<button type="submit">Unsubscribe</button>');
      expect((await subscriberRows())[0]?.unsubscribed_at).toBeNull();

      const response = await postToken('/newsletter/unsubscribe', tokenOf(unsubscribe));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(
        '<p>You will receive no more newsletter e-mails from us at this address. Changed your mind? You can sign up again on our website at any time.</p>',
      );
      // The confirmation request not sent yet went; no other mail was queued (sign-ups go in the hourly digest).
      expect((await mails()).map((mail) => mail.purpose)).toEqual([]);
    });

    it('refuses a bad, tampered or expired link with a 400 page and changes nothing', async () => {
      await signUp('reader@example.com');
      const { confirm, unsubscribe } = await confirmationLinks('reader@example.com');
      const before = { rows: await subscriberRows(), mails: await mails() };
      const tampered = tokenOf(confirm).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
      for (const [path, token] of [
        ['/newsletter/confirm', tampered],
        ['/newsletter/confirm', ''],
        ['/newsletter/confirm', tokenOf(unsubscribe)],
        ['/newsletter/unsubscribe', tokenOf(confirm)],
      ] as const) {
        const shown = await app().request(`${path}?token=${encodeURIComponent(token)}`);
        expect(shown.status, `${path} ${token}`).toBe(400);
        expect(await shown.text()).toContain('<h1>This link is not valid</h1>');
        const posted = await postToken(path, token);
        expect(posted.status).toBe(400);
        expect(await posted.text()).toContain(
          '<p>The link may be incomplete or changed. Please open it again from the e-mail, or copy the whole address into your browser.</p>',
        );
      }
      now = new Date(T0.getTime() + 8 * DAY_MS);
      const expired = await postToken('/newsletter/confirm', tokenOf(confirm));
      expect(expired.status).toBe(400);
      const page = await expired.text();
      expect(page).toContain('<h1>This link has expired</h1>');
      expect(page).toContain('<p>Confirmation links work for 7 days. Please sign up again on our website to get a new one.</p>');
      expect({ rows: await subscriberRows(), mails: await mails() }).toEqual(before);
    });

    it('rate limits the link POSTs like lead posts', async () => {
      await signUp('reader@example.com');
      const { unsubscribe } = await confirmationLinks('reader@example.com');
      const limited = createTestApp(store, { env: { ...WITH_MAIL, RATE_LIMIT_PER_MIN: '2' }, now: () => now });
      const statuses: number[] = [];
      for (let post = 0; post < 3; post += 1) {
        const init = { method: 'POST', headers: FORM, body: 'List-Unsubscribe=One-Click' };
        statuses.push((await limited.request(local(unsubscribe), init, fromSocket('203.0.113.9'))).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    });

    it('without SMTP stores the sign-up once and says truthfully that no mail went out', async () => {
      const noMail = { ADMIN_TOKEN, SITE_URL };
      const key = crypto.randomUUID();
      const first = await postJson(app(noMail), '/api/subscribe.js', { email: 'reader@example.com' }, { key });
      const replay = await postJson(app(noMail), '/api/subscribe.js', { email: 'reader@example.com' }, { key });
      const answer = await first.json();
      expect(answer).toEqual({ ...NOT_SENT, id: expect.any(String) });
      expect(await replay.json()).toEqual(answer);
      expect(await store.db.selectFrom('leads').select('id').execute()).toEqual([{ id: (answer as { id: string }).id }]);
      expect(await mails()).toEqual([]);
      expect(await subscriberRows()).toEqual([]);
    });

    it('lists confirmed subscribers for the studio only, as JSON or formula-safe CSV', async () => {
      for (const email of ['a@example.com', '-cmd@example.com', 'pending@example.com']) await signUp(email);
      for (const email of ['a@example.com', '-cmd@example.com']) {
        now = new Date(now.getTime() + 60_000);
        const { confirm } = await confirmationLinks(email);
        expect((await postToken('/newsletter/confirm', tokenOf(confirm))).status).toBe(200);
      }
      expect((await app().request('/api/admin/subscribers')).status).toBe(401);
      expect((await app({ SITE_URL }).request('/api/admin/subscribers', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(404);
      const csv = await admin('/api/admin/subscribers?format=csv');
      expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
      // Named after the day it was taken (the test's clock: 1 May 2030).
      expect(csv.headers.get('Content-Disposition')).toBe('attachment; filename="subscribers-2030-05-01.csv"');
      // Read with the byte-order mark, which text() would drop.
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer())).toBe(
        '\uFEFFemail,confirmedAt\r\n' +
          `a@example.com,${new Date(T0.getTime() + 60_000).toISOString()}\r\n` +
          `'-cmd@example.com,${new Date(T0.getTime() + 120_000).toISOString()}\r\n`,
      );
      const xml = await admin('/api/admin/subscribers?format=xml');
      expect(xml.status).toBe(400);
      expect(await xml.json()).toEqual({ message: 'format must be json or csv.', errors: { format: 'format must be json or csv' } });
    });

    it('erases a subscriber with the rest of their data', async () => {
      await signUp('reader@example.com');
      const { confirm } = await confirmationLinks('reader@example.com');
      await postToken('/newsletter/confirm', tokenOf(confirm));
      expect(await eraseByEmail(store.db, ' READER@example.com')).toMatchObject({ leads: 1, subscribers: 1 });
      expect(await subscriberRows()).toEqual([]);
      expect((await mails()).filter((mail) => mail.to_address === 'reader@example.com')).toEqual([]);
      // Its links do nothing any more.
      const after = await postToken('/newsletter/confirm', tokenOf(confirm));
      expect(after.status).toBe(400);
      expect(await subscriberRows()).toEqual([]);
    });

    it('purges sign-ups nobody confirmed within the 7 days a link lives, and keeps subscribers', async () => {
      await signUp('waiting@example.com');
      await signUp('reader@example.com');
      const { confirm } = await confirmationLinks('reader@example.com');
      await postToken('/newsletter/confirm', tokenOf(confirm));
      expect(await purgeExpiredData(store.db, new Date(T0.getTime() + 7 * DAY_MS), 730)).toMatchObject({ unconfirmedSignups: 0 });
      expect(await purgeExpiredData(store.db, new Date(T0.getTime() + 7 * DAY_MS + 1), 730)).toMatchObject({ unconfirmedSignups: 1 });
      expect((await subscriberRows()).map((row) => row.email)).toEqual(['reader@example.com']);
    });

    it('forgets an unsubscribed address once every confirm link sent before it has expired', async () => {
      await signUp('leaving@example.com');
      const { confirm, unsubscribe } = await confirmationLinks('leaving@example.com');
      await postToken('/newsletter/confirm', tokenOf(confirm));
      now = new Date(T0.getTime() + DAY_MS);
      expect((await postToken('/newsletter/unsubscribe', tokenOf(unsubscribe))).status).toBe(200);
      expect(await purgeExpiredData(store.db, new Date(T0.getTime() + 8 * DAY_MS), 730)).toMatchObject({ unconfirmedSignups: 0 });
      expect(await subscriberRows()).toHaveLength(1);
      expect(await purgeExpiredData(store.db, new Date(T0.getTime() + 8 * DAY_MS + 1), 730)).toMatchObject({ unconfirmedSignups: 1 });
      expect(await subscriberRows()).toEqual([]);
    });

    it('keeps an unsubscribed address that asked again, while its new link lives', async () => {
      await signUp('back@example.com');
      const { confirm, unsubscribe } = await confirmationLinks('back@example.com');
      await postToken('/newsletter/confirm', tokenOf(confirm));
      await postToken('/newsletter/unsubscribe', tokenOf(unsubscribe));
      now = new Date(T0.getTime() + 10 * DAY_MS);
      await signUp('back@example.com');
      expect(await purgeExpiredData(store.db, new Date(T0.getTime() + 12 * DAY_MS), 730)).toMatchObject({ unconfirmedSignups: 0 });
      expect((await subscriberRows()).map((row) => row.email)).toEqual(['back@example.com']);
    });
  });
}

describeNewsletter('SQLite', openTempSqliteStore);

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('PostgreSQL (TEST_DATABASE_URL)', () => {
  describeNewsletter('PostgreSQL', async () => openFreshPostgresStore(await scratchPostgresUrl(postgresUrl ?? '', 'newsletter')));
});
