import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '@/server/log';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import type { Store } from '@/server/store/open-store';
import { createTestApp, postJson, validBodies } from '@/server/testing/test-app';
import { freePort } from '@/server/testing/real-server';
import { emptyTables, openStoreForTests } from '@/server/testing/test-store';
import { SENT_MAIL_RETENTION_MS, listQueuedMails, purgeSentMail, queueMail } from './mail-queue';
import type { MailSender, MailTransport } from './mail-sender';
import { MAIL_RETRY_BASE_MS, MAIL_RETRY_MAX_MS, createMailSender, queuedMessageId, retryDelayMs, smtpTransport } from './mail-sender';

const NOTIFY_TO = 'studio@kestrel.example';
const FROM = '"Kestrel Web Studio" <hello@kestrel.example>';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** An SMTP server in this process that keeps what it receives. */
class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;

  async listen(port: number): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** Decodes quoted-printable soft breaks and escapes well enough to read a plain-text body. */
function readable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

let store: Store;
let smtp: TestSmtpServer;
let port: number;
let transport: MailTransport;
const senders: MailSender[] = [];

openStoreForTests((opened) => (store = opened));
beforeEach(async () => {
  await emptyTables(store.db, ['mail_outbox', 'newsletter_subscribers']);
  port = await freePort();
  smtp = new TestSmtpServer();
  transport = smtpTransport(`smtp://127.0.0.1:${port}`);
});
afterEach(async () => {
  for (const sender of senders.splice(0)) await sender.stop();
  transport.close();
  await smtp.close();
});

function appWithMail(onLeadStored?: () => void, env: Record<string, string> = {}) {
  return createTestApp(store, {
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_TO, SITE_URL: 'https://kestrel.example', ...env },
    ...(onLeadStored ? { onLeadStored } : {}),
  });
}

function sender(now: () => Date = () => new Date()) {
  const created = createMailSender({ db: store.db, transport, from: FROM, now, onError: () => undefined });
  senders.push(created);
  return created;
}

// Real sockets and a real SMTP server: generous limits for a busy machine (no timing is asserted).
describe('the mail queue', { timeout: 20_000 }, () => {
  it('sends exactly one notification per lead, to the studio, after the commit', async () => {
    await smtp.listen(port);
    const app = appWithMail();
    const key = crypto.randomUUID();
    const contact = { ...validBodies.contact, message: 'Hello,\nEmail: forged@evil.example\n\u0000end' };
    const stored = await postJson(app, '/api/contact.js', contact, { key });
    expect(stored.status).toBe(200);
    const { id } = (await stored.json()) as { id: string };
    // A replay of the same submission queues nothing more.
    expect((await postJson(app, '/api/contact.js', contact, { key })).status).toBe(200);

    const mailSender = sender();
    expect(await mailSender.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await mailSender.runOnce()).toEqual({ sent: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([NOTIFY_TO]);
    const text = readable(mail?.raw ?? '');
    expect(text).toMatch(/^Subject: Contact message from Ana Ruiz\r?$/m);
    expect(text).toMatch(/^Reply-To: ana@firm\.example\r?$/m);
    expect(text).toContain('Name: Ana Ruiz');
    expect(text).toContain('Service: Law Firm Websites');
    // Visitor text cannot forge a field line, and control characters are dropped.
    expect(text).toMatch(/Message: Hello,\r?\n {4}Email: forged@evil\.example\r?\n {4}end/);
    expect(text).not.toContain('\u0000');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(text).toContain(`\nOpen in the inbox: https://kestrel.example/studio?lead=${id}`);
  });

  it('asks a newsletter subscriber to confirm, with one-click unsubscribe headers, besides notifying the studio', async () => {
    await smtp.listen(port);
    // A notification of its own for the sign-up (NOTIFY_NEWSLETTER=each; by default it waits for the hourly digest).
    await postJson(appWithMail(undefined, { NOTIFY_NEWSLETTER: 'each' }), '/api/subscribe.js', validBodies.newsletter);
    expect(await sender().runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([[NOTIFY_TO], [validBodies.newsletter.email]].sort());
    const confirmation = readable(smtp.received.find((mail) => mail.to[0] === validBodies.newsletter.email)?.raw ?? '');
    expect(confirmation).toMatch(/^Subject: Please confirm your subscription to Kestrel Web Studio\r?$/m);
    // Sent as stored: one unfolded line each, the link exactly as in the body.
    expect(confirmation).toMatch(/^List-Unsubscribe: <https:\/\/kestrel\.example\/newsletter\/unsubscribe\?token=u\.[A-Za-z0-9_.-]+>\r?$/m);
    expect(confirmation).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(confirmation).toMatch(/^https:\/\/kestrel\.example\/newsletter\/confirm\?token=c\.[A-Za-z0-9_.-]+\r?$/m);
    expect(confirmation).not.toMatch(/welcome/i);
  });

  it('queues no mail without SMTP, and only the confirmation request without a recipient for notifications', async () => {
    await postJson(createTestApp(store), '/api/subscribe.js', validBodies.newsletter);
    expect(await listQueuedMails(store.db)).toEqual([]);
    await postJson(createTestApp(store, { env: { SMTP_URL: 'smtp://127.0.0.1:1' } }), '/api/subscribe.js', validBodies.newsletter);
    await postJson(createTestApp(store, { env: { SMTP_URL: 'smtp://127.0.0.1:1' } }), '/api/contact.js', validBodies.contact);
    expect((await listQueuedMails(store.db)).map((mail) => [mail.purpose, mail.to])).toEqual([['confirmation', validBodies.newsletter.email]]);
  });

  it('keeps the lead when SMTP is down and delivers it once when SMTP is back', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const app = appWithMail();
    expect((await postJson(app, '/api/founder.js', validBodies.founder)).status).toBe(200);

    const mailSender = sender(() => now);
    expect(await mailSender.runOnce()).toEqual({ sent: 0, failed: 1 });
    const [afterFailure] = await listQueuedMails(store.db);
    expect(afterFailure).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });

    await smtp.listen(port);
    // Not due yet: the retry waits for its backoff.
    expect(await mailSender.runOnce()).toEqual({ sent: 0, failed: 0 });
    now = new Date(now.getTime() + MAIL_RETRY_BASE_MS);
    expect(await mailSender.runOnce()).toEqual({ sent: 1, failed: 0 });
    now = new Date(now.getTime() + MAIL_RETRY_MAX_MS);
    expect(await mailSender.runOnce()).toEqual({ sent: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    expect((await listQueuedMails(store.db))[0]).toMatchObject({ attempts: 2, sentAt: expect.any(String), lastError: null });
  });

  it('never sends one mail twice when two senders run at once', async () => {
    await smtp.listen(port);
    const app = appWithMail();
    for (let index = 0; index < 5; index += 1) await postJson(app, '/api/contact.js', validBodies.contact);
    const reports = await Promise.all([sender().runOnce(), sender().runOnce(), sender().runOnce()]);
    expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(5);
    expect(smtp.received).toHaveLength(5);
  });

  it('is woken by a stored lead and sends without blocking the request', async () => {
    await smtp.listen(port);
    const mailSender = sender();
    const app = appWithMail(() => mailSender.wake());
    expect((await postJson(app, '/api/quote.js', validBodies.quote)).status).toBe(200);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1));
  });

  it('deletes sent mail after 30 days and keeps what is unsent', async () => {
    await smtp.listen(port);
    const sentAt = new Date('2030-01-01T00:00:00Z');
    await postJson(appWithMail(), '/api/contact.js', validBodies.contact);
    await sender(() => sentAt).runOnce();
    await postJson(appWithMail(), '/api/contact.js', validBodies.contact);

    expect(await purgeSentMail(store.db, new Date(sentAt.getTime() + SENT_MAIL_RETENTION_MS - 1))).toBe(0);
    expect(await purgeSentMail(store.db, new Date(sentAt.getTime() + SENT_MAIL_RETENTION_MS))).toBe(1);
    expect(await listQueuedMails(store.db)).toEqual([expect.objectContaining({ sentAt: null })]);
  });

  it('gives each queued mail one Message-ID, so a copy sent again after a crash is recognisable', async () => {
    await smtp.listen(port);
    await postJson(appWithMail(), '/api/contact.js', validBodies.contact);
    // The SMTP server takes the mail, then the process dies before the row is marked sent.
    let crashOnce = true;
    const crashing: MailTransport = {
      async send(message) {
        await transport.send(message);
        if (crashOnce) {
          crashOnce = false;
          throw new Error('process killed after SMTP accepted the mail');
        }
      },
      close: () => undefined,
    };
    let now = new Date('2030-01-01T00:00:00Z');
    const mailSender = createMailSender({ db: store.db, transport: crashing, from: FROM, now: () => now, onError: () => undefined });
    senders.push(mailSender);
    expect(await mailSender.runOnce()).toEqual({ sent: 0, failed: 1 });
    now = new Date(now.getTime() + MAIL_RETRY_BASE_MS);
    expect(await mailSender.runOnce()).toEqual({ sent: 1, failed: 0 });

    const [row] = await listQueuedMails(store.db);
    const messageIds = smtp.received.map((mail) => /^Message-ID: (.*?)\r?$/im.exec(mail.raw)?.[1]);
    expect(messageIds).toEqual([`<${row!.id}@kestrel.example>`, `<${row!.id}@kestrel.example>`]);
  });

  it('stops a pass promptly on shutdown and releases the mails it had claimed', async () => {
    const app = appWithMail();
    for (let index = 0; index < 3; index += 1) await postJson(app, '/api/contact.js', validBodies.contact);
    // An SMTP server that takes the first mail and then never answers.
    const sent: string[] = [];
    let sending: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (sending = resolve));
    const stuck: MailTransport = {
      async send(message) {
        sent.push(message.messageId);
        sending();
        if (sent.length > 1) await new Promise(() => undefined);
      },
      close: () => undefined,
    };
    const mailSender = createMailSender({ db: store.db, transport: stuck, from: FROM, onError: () => undefined, stopGraceMs: 200 });
    void mailSender.runOnce();
    await started;
    await vi.waitFor(() => expect(sent).toHaveLength(2));

    const outcome = await Promise.race([mailSender.stop().then(() => 'stopped'), new Promise((resolve) => setTimeout(() => resolve('still running'), 5_000))]);
    expect(outcome).toBe('stopped');
    const rows = await store.db.selectFrom('mail_outbox').select(['sent_at', 'claim_token', 'claimed_until']).orderBy('created_at').execute();
    // The first was sent; the one stuck in SMTP and the one not yet tried are free for the next process.
    expect(rows.filter((row) => row.sent_at !== null)).toHaveLength(1);
    expect(rows.filter((row) => row.sent_at === null)).toEqual([
      { sent_at: null, claim_token: null, claimed_until: null },
      { sent_at: null, claim_token: null, claimed_until: null },
    ]);
    expect(sent).toHaveLength(2);
  });

  it('retries a temporary failure for as long as the lead is kept, an hour apart at most', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    await postJson(appWithMail(), '/api/contact.js', validBodies.contact);
    // Two and a half days of failures already (SMTP down): the mail is still not given up.
    await sql`update mail_outbox set attempts = ${1_000}`.execute(store.db);
    expect(await sender(() => now).runOnce()).toEqual({ sent: 0, failed: 1 });
    const [mail] = await listQueuedMails(store.db);
    expect(mail).toMatchObject({ attempts: 1_001, abandonedAt: null, sentAt: null });
    const [row] = await store.db.selectFrom('mail_outbox').select('next_attempt_at').execute();
    expect(row?.next_attempt_at).toBe(new Date(now.getTime() + MAIL_RETRY_MAX_MS).toISOString());
  });

  it('gives a mail up at once when the SMTP server refuses it for good (5xx), saying so in the log', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(port, '127.0.0.1', resolve));
    const logged = captureLogs();
    try {
      const now = new Date('2030-01-01T00:00:00Z');
      await postJson(appWithMail(), '/api/contact.js', validBodies.contact);
      expect(await sender(() => now).runOnce()).toEqual({ sent: 0, failed: 1 });
      const [mail] = await listQueuedMails(store.db);
      expect(mail).toMatchObject({ attempts: 1, abandonedAt: now.toISOString(), sentAt: null, lastError: expect.stringContaining('550') });
      expect(logged.lines()).toContainEqual(
        expect.objectContaining({
          level: 'error',
          msg: expect.stringMatching(/^Mail [0-9a-f-]+ \(notification\) for lead [0-9a-f-]+ given up: the SMTP server refused it \(550\)/),
          mailId: mail!.id,
          purpose: 'notification',
          smtpCode: 550,
        }),
      );
      expect(await sender(() => new Date('2031-01-01T00:00:00Z')).runOnce()).toEqual({ sent: 0, failed: 0 });
    } finally {
      logged.restore();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 seconds and stops at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(MAIL_RETRY_MAX_MS);
  });
});

describe('a failed send', () => {
  /** What the SMTP server answers for each recipient: its reply code and the command it refused. */
  const replies: Record<string, { responseCode: unknown; command: string }> = {
    'r499@example.com': { responseCode: 499, command: 'RCPT TO' },
    'r500@example.com': { responseCode: 500, command: 'RCPT TO' },
    'r599@example.com': { responseCode: 599, command: 'RCPT TO' },
    'r600@example.com': { responseCode: 600, command: 'RCPT TO' },
    'from550@example.com': { responseCode: 550, command: 'MAIL FROM' },
    'text550@example.com': { responseCode: '550', command: 'RCPT TO' },
  };
  const refusing: MailTransport = {
    send: (message) => Promise.reject(Object.assign(new Error('refused'), replies[message.to])),
    close: () => undefined,
  };

  it('is given up only for a 5xx reply to RCPT TO; anything else is retried', async () => {
    const queuedAt = new Date('2030-01-01T00:00:00.000Z');
    for (const [index, to] of Object.keys(replies).entries()) {
      await queueMail(store.db, 'lead-1', { purpose: 'notification', to, subject: 'S', text: 'T' }, new Date(queuedAt.getTime() + index));
    }
    const now = new Date('2030-01-01T00:01:00.000Z');
    const mailSender = createMailSender({ db: store.db, transport: refusing, from: FROM, now: () => now, onError: () => undefined });
    senders.push(mailSender);
    expect(await mailSender.runOnce()).toEqual({ sent: 0, failed: 6 });
    expect((await listQueuedMails(store.db)).map((mail) => [mail.to, mail.attempts, mail.abandonedAt])).toEqual([
      ['r499@example.com', 1, null],
      ['r500@example.com', 1, '2030-01-01T00:01:00.000Z'],
      ['r599@example.com', 1, '2030-01-01T00:01:00.000Z'],
      ['r600@example.com', 1, null],
      ['from550@example.com', 1, null],
      ['text550@example.com', 1, null],
    ]);
  });
});

describe('queuedMessageId', () => {
  it("is the row id at the sender address's domain, in lower case", () => {
    expect(queuedMessageId('mail-1', '"Kestrel Web Studio" <Hello@Kestrel.Example>')).toBe('<mail-1@kestrel.example>');
    expect(queuedMessageId('mail-1', 'hello@kestrel.example ')).toBe('<mail-1@kestrel.example>');
  });

  it('falls back to localhost when the sender has no usable domain', () => {
    expect(queuedMessageId('mail-1', 'Kestrel Web Studio')).toBe('<mail-1@localhost>');
    expect(queuedMessageId('mail-1', '"Studio" <hello@kestrel_studio.example>')).toBe('<mail-1@localhost>');
    expect(queuedMessageId('mail-1', 'hello@')).toBe('<mail-1@localhost>');
  });
});
