/**
 * The newsletter's double opt-in end to end over real SMTP: the real server process, with SMTP_URL
 * pointing at an SMTP server in this test. A sign-up's confirmation request arrives by mail, its link
 * opens a page with a button, the button confirms, the welcome arrives with List-Unsubscribe headers,
 * and a mail client's one-click unsubscribe (RFC 8058) takes the address off the studio's list. The
 * studio gets the hourly digest of sign-ups, not a mail per sign-up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealServer } from '@/server/testing/real-server';
import { seedSqliteStore } from '@/server/testing/leads-cli';
import { freePort, startRealServer } from '@/server/testing/real-server';
import type { ReceivedMail, SmtpSink } from '@/server/testing/smtp-sink';
import { startSmtpSink } from '@/server/testing/smtp-sink';

const ADMIN_TOKEN = 'uhkD0udCdTxY/a0FqfDH5NHrdV0YLIu8';
const READER = 'reader@example.com';
const STUDIO = 'studio@example.com';
/** How long a mail may take to arrive: the sender is woken at once, the limit is for a busy machine. */
const MAIL_TIMEOUT_MS = 20_000;

/** The header block's `name: value` lines, folded lines joined. */
function headersOf(raw: string): Map<string, string> {
  const block = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The body as text: quoted-printable soft breaks and escapes undone. */
function bodyOf(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('the newsletter over real SMTP', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-newsletter-'));
  let smtp: SmtpSink;
  let server: RealServer;
  let siteUrl: string;

  beforeAll(async () => {
    // A sign-up two hours before the server starts: its hour's digest is due when it starts.
    await seedSqliteStore(dataDir, [{ kind: 'newsletter', data: { email: 'earlier@example.com' }, createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) }]);
    smtp = await startSmtpSink();
    const port = await freePort();
    siteUrl = `http://127.0.0.1:${port}`;
    server = await startRealServer({
      dataDir,
      port,
      env: { SMTP_URL: smtp.url, NOTIFY_TO: STUDIO, ADMIN_TOKEN, SITE_URL: siteUrl },
    });
  }, 90_000);

  afterAll(async () => {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The mail to `to` with this subject, once it has arrived. */
  async function mailTo(to: string, subject: string): Promise<ReceivedMail> {
    let found: ReceivedMail | undefined;
    await vi.waitFor(
      () => {
        found = smtp.received.find((mail) => mail.to.includes(to) && headersOf(mail.raw).get('subject') === subject);
        if (!found) throw new Error(`No mail to ${to} with subject "${subject}" yet (${smtp.received.length} received)`);
      },
      { timeout: MAIL_TIMEOUT_MS, interval: 50 },
    );
    return found!;
  }

  async function subscribers(): Promise<{ email: string; confirmedAt: string }[]> {
    const response = await fetch(`${siteUrl}/api/admin/subscribers`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { subscribers: { email: string; confirmedAt: string }[] }).subscribers;
  }

  it('confirms by the mailed link and button, welcomes once, and unsubscribes with one click', async () => {
    const signUp = await fetch(`${siteUrl}/api/subscribe.js`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ email: READER }),
    });
    expect(signUp.status).toBe(200);
    expect(await signUp.json()).toMatchObject({ message: 'Almost there! Check your email to confirm your subscription', confirmation: 'mailed' });

    const request = await mailTo(READER, 'Please confirm your subscription to Kestrel Web Studio');
    // The studio hears of sign-ups in one digest an hour (NOTIFY_NEWSLETTER=digest), not a mail each:
    // the digest of the hour before the server started came when it started.
    const digest = await mailTo(STUDIO, '1 newsletter sign-up on Kestrel Web Studio');
    expect(bodyOf(digest.raw)).toMatch(/^- earlier@example\.com \(\d{2}:\d{2} UTC\)\r?$/m);
    const requestHeaders = headersOf(request.raw);
    expect(requestHeaders.get('list-unsubscribe')).toMatch(new RegExp(`^<${siteUrl}/newsletter/unsubscribe\\?token=u\\.[A-Za-z0-9_.-]+>$`));
    expect(requestHeaders.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const requestBody = bodyOf(request.raw);
    expect(requestBody).toContain('To confirm, open this link and press "Confirm my subscription":');
    const confirmLink = new RegExp(`${siteUrl}/newsletter/confirm\\?token=[A-Za-z0-9_.-]+`).exec(requestBody)?.[0];
    expect(confirmLink).toBeDefined();
    expect(await subscribers()).toEqual([]);

    // Opening the link (as a person, or a mail scanner) shows a button and changes nothing.
    const page = await fetch(confirmLink!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Confirm your subscription</h1>');
    expect(html).toContain('<button type="submit">Confirm my subscription</button>');
    expect(await subscribers()).toEqual([]);

    // The button posts the form the page holds.
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
    const token = /<input type="hidden" name="token" value="([^"]+)">/.exec(html)?.[1];
    expect(action).toBe('/newsletter/confirm');
    const confirmed = await fetch(`${siteUrl}${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: token ?? '' }).toString(),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('<p>Thank you for confirming. A welcome e-mail is on its way.</p>');
    expect((await subscribers()).map((subscriber) => subscriber.email)).toEqual([READER]);

    const welcome = await mailTo(READER, 'Welcome to Kestrel Web Studio');
    const welcomeHeaders = headersOf(welcome.raw);
    expect(welcomeHeaders.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeLink = /^<(.+)>$/.exec(welcomeHeaders.get('list-unsubscribe') ?? '')?.[1];
    expect(unsubscribeLink).toMatch(new RegExp(`^${siteUrl}/newsletter/unsubscribe\\?token=u\\.[A-Za-z0-9_.-]+$`));
    expect(bodyOf(welcome.raw)).toContain(`To stop receiving these e-mails, unsubscribe here: ${unsubscribeLink}`);

    // A mail client's own Unsubscribe button: one POST to the header's link, no page in between.
    const oneClick = await fetch(unsubscribeLink!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await subscribers()).toEqual([]);
    // One welcome, however the confirmation went; and no mail to the studio for this sign-up alone.
    expect(smtp.received.filter((mail) => headersOf(mail.raw).get('subject') === 'Welcome to Kestrel Web Studio')).toHaveLength(1);
    expect(smtp.received.filter((mail) => mail.to.includes(STUDIO)).map((mail) => headersOf(mail.raw).get('subject'))).toEqual([
      '1 newsletter sign-up on Kestrel Web Studio',
    ]);
    // The log names no address and no token.
    expect(server.output()).not.toContain(READER);
    expect(server.output()).not.toContain(token);
  });
});
