/**
 * Lead data lives only in the store and the studio's mail. With the server's log captured (and every
 * console method spied, for anything that writes around it), leads of
 * every kind are submitted (valid, invalid, replayed, reused keys, a honeypot), a server fault is
 * provoked, and the mail sender runs against an SMTP server that first rejects the recipients
 * quoting their address (as real ones do) and then accepts: no name, address, phone or message
 * text may appear in anything logged, while the failures are still logged by mail and lead id.
 */
import { inspect } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadKind } from '@/leads/kinds';
import { LEAD_KINDS, leadRegistry } from '@/leads/kinds';
import { HONEYPOT_FIELD } from '@/leads/limits';
import { EMAIL_FIELD_BY_KIND } from './leads/lead-retention';
import { listQueuedMails } from './mail/mail-queue';
import { createMailSender, smtpTransport } from './mail/mail-sender';
import { captureLogs } from './log';
import { describeError, redactEmails } from './safe-log';
import type { Store } from './store/open-store';
import { createTestApp, failingStore, postJson, validBodies } from './testing/test-app';
import { freePort } from './testing/real-server';
import { openStoreForTests } from './testing/test-store';

const NOTIFY_TO = 'studio@kestrel.example';
const NOW = new Date('2030-01-01T12:00:00Z');

/** Values a visitor typed, distinctive enough that any trace of them in a log is found. */
const PERSON = {
  name: 'Zelda Quistgaard',
  email: 'zelda.quistgaard@private.example',
  phone: '+44 20 7946 0999',
  message: 'Our confidential relaunch plan',
  additionalInfo: 'Budget approved by Orvieto board',
};

const bodies: Record<LeadKind, Record<string, unknown>> = {
  newsletter: { email: PERSON.email },
  contact: { ...validBodies.contact, from_name: PERSON.name, from_email: PERSON.email, message: PERSON.message },
  quote: { ...validBodies.quote, email: PERSON.email, phone: PERSON.phone, additionalInfo: PERSON.additionalInfo },
  founder: { ...validBodies.founder, name: PERSON.name, email: PERSON.email, phone: PERSON.phone, message: PERSON.message },
  booking: { ...validBodies.booking, email: PERSON.email },
};

/** Every fragment that would identify the person or what they wrote. */
const SECRETS = [...Object.values(PERSON), 'zelda', 'quistgaard', '7946 0999', 'relaunch', 'orvieto'].map((text) => text.toLowerCase());

type ConsoleMethod = 'log' | 'info' | 'warn' | 'error' | 'debug' | 'trace';
const METHODS: ConsoleMethod[] = ['log', 'info', 'warn', 'error', 'debug', 'trace'];

let store: Store;
let spies: { mock: { calls: unknown[][] }; mockRestore(): void }[] = [];
let captured: ReturnType<typeof captureLogs>;

/** Everything logged so far, as it would be printed. */
function loggedText(): string {
  const printed = spies.flatMap((spy) =>
    spy.mock.calls.map((call) => call.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 6 }))).join(' ')),
  );
  return [captured.text(), ...printed].join('\n');
}

function expectNoPersonalData(): void {
  const text = loggedText().toLowerCase();
  for (const secret of SECRETS) expect(text, `"${secret}" was logged`).not.toContain(secret);
}

openStoreForTests((opened) => (store = opened));
beforeEach(() => {
  spies = METHODS.map((method) => vi.spyOn(console, method).mockImplementation(() => undefined));
  captured = captureLogs();
});
afterEach(() => {
  for (const spy of spies) spy.mockRestore();
  captured.restore();
});

/**
 * An SMTP server that turns every recipient away for now (450: a temporary refusal, retried),
 * quoting the address, until `accept` is set.
 */
function smtpServer(state: { accept: boolean; received: number }): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.accept) return callback();
      const refusal = Object.assign(new Error(`<${address.address}>: Recipient address rejected: mailbox ${address.address} unavailable`), {
        responseCode: 450,
      });
      return callback(refusal);
    },
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        state.received += 1;
        callback();
      });
    },
  });
}

describe('logs', { timeout: 30_000 }, () => {
  it('hold no personal data through lead submissions, refusals, replays and a server fault', async () => {
    // Every lead notified on its own (NOTIFY_NEWSLETTER=each): the most mails about the person.
    const app = createTestApp(store, { now: () => NOW, env: { SMTP_URL: 'smtp://127.0.0.1:1', NOTIFY_TO, NOTIFY_NEWSLETTER: 'each' } });
    for (const kind of LEAD_KINDS) {
      const path = leadRegistry[kind].path;
      const key = crypto.randomUUID();
      expect((await postJson(app, path, bodies[kind], { key })).status, kind).toBe(200);
      expect((await postJson(app, path, bodies[kind], { key })).status, kind).toBe(200);
      expect((await postJson(app, path, { ...bodies[kind], extra: PERSON.message }, { key })).status, kind).toBe(422);
      expect((await postJson(app, path, { ...bodies[kind], [EMAIL_FIELD_BY_KIND[kind]]: `${PERSON.name} at home` })).status, kind).toBe(400);
      expect((await postJson(app, path, { ...bodies[kind], [HONEYPOT_FIELD]: PERSON.name })).status, kind).toBe(200);
      expect((await postJson(app, path, `{"email":"${PERSON.email}",`)).status, kind).toBe(400);
    }

    // A driver error that quotes a value it was given.
    const failing = failingStore(store, `constraint failed for value '${PERSON.email}'`);
    const fault = await postJson(createTestApp(failing, { now: () => NOW }), '/api/contact.js', bodies.contact);
    expect(fault.status).toBe(500);
    expect(loggedText()).toContain('Unhandled error on POST /api/contact.js');
    expect(loggedText()).toContain('<email>');
    expectNoPersonalData();
  });

  it('hold no personal data while mail is refused, retried and sent, yet name the mail and its lead', async () => {
    const state = { accept: false, received: 0 };
    const server = smtpServer(state);
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    // The leads above were stored at NOW; their mails are due from then.
    let now = new Date(NOW.getTime() + 1000);
    const sender = createMailSender({ db: store.db, transport, from: `"Kestrel" <${NOTIFY_TO}>`, now: () => now });
    try {
      const queued = await listQueuedMails(store.db);
      expect(queued.filter((mail) => mail.sentAt === null).length).toBeGreaterThan(5);
      expect(queued.some((mail) => mail.to === PERSON.email)).toBe(true);

      expect((await sender.runOnce()).failed).toBe(queued.length);
      const text = loggedText();
      for (const mail of queued) expect(text).toContain(`Mail ${mail.id}`);
      expect(text).toContain('Recipient address rejected');
      expect(text).toContain('<email>');

      state.accept = true;
      now = new Date(now.getTime() + 60 * 60 * 1000);
      expect((await sender.runOnce()).sent).toBe(queued.length);
      expect(state.received).toBe(queued.length);
      expectNoPersonalData();
    } finally {
      await sender.stop();
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('redactEmails and describeError', () => {
  it('mask every address, in any case, inside brackets or quotes', () => {
    expect(redactEmails('550 <Ana.Ruiz+tag@Firm.example>: rejected; cc "b@c.d", x@y')).toBe('550 <<email>>: rejected; cc "<email>", <email>');
    expect(redactEmails('no address here @ all')).toBe('no address here @ all');
  });

  it('keep the error name, the masked message and the stack frames, and cap the length', () => {
    const error = new TypeError(`bad ${PERSON.email} ${'x'.repeat(1_000)}`);
    const described = describeError(error);
    expect(described.startsWith('TypeError: bad <email> x')).toBe(true);
    expect(described).not.toContain(PERSON.email);
    expect(described.split('\n')[0]!.length).toBeLessThan(340);
    expect(described).toMatch(/\n\s+at /);
    expect(describeError(`thrown ${PERSON.email}`)).toBe('thrown <email>');
  });
});
