/**
 * The studio hears of newsletter sign-ups in one digest an hour (NOTIFY_NEWSLETTER=digest, the
 * default), not a mail each: the probe's 69 sign-ups make one mail, queued once however many
 * processes look, sent through the mail queue with its retries. `each` keeps a mail per sign-up,
 * `off` none. Erasing a person takes their line out of the digests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eraseByEmail } from '@/server/leads/lead-retention';
import type { Store } from '@/server/store/open-store';
import { createTestApp, postJson } from '@/server/testing/test-app';
import { emptyTables, openStoreForTests, storesUnderTest } from '@/server/testing/test-store';
import { createMailSender } from './mail-sender';
import type { MailMessage } from './mail-sender';
import { NEWSLETTER_DIGEST_PURPOSE, digestMailId, queueNewsletterDigests, startNewsletterDigests } from './newsletter-digest';

const NOTIFY_TO = 'studio@kestrel.example';
const SETTINGS = { notifyTo: NOTIFY_TO, siteUrl: 'https://kestrel.example' };
const WITH_MAIL = { SMTP_URL: 'smtp://127.0.0.1:1', NOTIFY_TO, SITE_URL: 'https://kestrel.example' };
/** 14:00 UTC: the hour the sign-ups come in. */
const HOUR = new Date('2030-03-01T14:00:00.000Z');
const MINUTE = 60_000;

describe.each(storesUnderTest('newsletter_digest'))('the newsletter digest on $label', { timeout: 30_000 }, ({ open }) => {
  let store: Store;
  let now: Date;
  openStoreForTests((opened) => (store = opened), open);
  beforeEach(async () => {
    now = HOUR;
    await emptyTables(store.db, ['leads', 'idempotency_keys', 'mail_outbox', 'newsletter_subscribers', 'rate_limits']);
  });
  afterEach(() => vi.useRealTimers());

  const mails = () => store.db.selectFrom('mail_outbox').select(['id', 'purpose', 'to_address', 'subject', 'body', 'lead_id']).orderBy('created_at').execute();
  /** `count` sign-ups of distinct addresses, a few seconds apart, from 14:00:10. */
  async function signUps(count: number, env: Record<string, string> = WITH_MAIL) {
    const app = createTestApp(store, { env, now: () => now });
    for (let index = 0; index < count; index += 1) {
      now = new Date(HOUR.getTime() + 10_000 + index * 5_000);
      expect((await postJson(app, '/api/subscribe.js', { email: `reader-${index}@example.com` })).status).toBe(200);
    }
  }

  it('turns 69 sign-ups into one mail to the studio for their hour, not 69, queued once however often and by however many it is looked for', async () => {
    await signUps(69);
    expect((await mails()).filter((mail) => mail.purpose === 'notification')).toEqual([]);

    // Within the hour, and in the minute after it, nothing is summed up yet.
    expect(await queueNewsletterDigests(store.db, new Date(HOUR.getTime() + 60 * MINUTE), SETTINGS)).toBe(0);
    // Two processes look at once, and again later: one digest.
    const after = new Date(HOUR.getTime() + 61 * MINUTE);
    expect((await Promise.all([queueNewsletterDigests(store.db, after, SETTINGS), queueNewsletterDigests(store.db, after, SETTINGS)])).sort()).toEqual([0, 1]);
    expect(await queueNewsletterDigests(store.db, new Date(after.getTime() + 30 * MINUTE), SETTINGS)).toBe(0);

    const digests = (await mails()).filter((mail) => mail.purpose === NEWSLETTER_DIGEST_PURPOSE);
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(digest).toMatchObject({ id: digestMailId(HOUR), to_address: NOTIFY_TO, subject: '69 newsletter sign-ups on Kestrel Web Studio', lead_id: '' });
    const lines = digest!.body.split('\n');
    expect(lines[0]).toBe('Newsletter sign-ups on Kestrel Web Studio between 14:00 and 15:00 UTC on 1 March 2030: 69.');
    expect(lines.filter((line) => line.startsWith('- '))).toHaveLength(69);
    expect(lines).toContain('- reader-0@example.com (14:00 UTC)');
    expect(lines).toContain('- reader-68@example.com (14:05 UTC)');
    expect(lines.at(-1)).toBe('Open them in the inbox: https://kestrel.example/studio');
  });

  it('sends each hour with sign-ups its own digest, through the mail queue and its retries', async () => {
    await signUps(2);
    now = new Date(HOUR.getTime() + 2 * 60 * MINUTE + 30_000);
    await postJson(createTestApp(store, { env: WITH_MAIL, now: () => now }), '/api/subscribe.js', { email: 'later@example.com' });
    expect(await queueNewsletterDigests(store.db, new Date(HOUR.getTime() + 3 * 60 * MINUTE + MINUTE), SETTINGS)).toBe(2);
    const subjects = (await mails()).filter((mail) => mail.purpose === NEWSLETTER_DIGEST_PURPOSE).map((mail) => mail.subject);
    expect(subjects.sort()).toEqual(['1 newsletter sign-up on Kestrel Web Studio', '2 newsletter sign-ups on Kestrel Web Studio']);

    // The SMTP server is down at first: retried, then sent once.
    let up = false;
    const sent: MailMessage[] = [];
    const transport = {
      send: async (message: MailMessage) => {
        if (!up) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        sent.push(message);
      },
      close: () => undefined,
    };
    let clock = new Date(HOUR.getTime() + 4 * 60 * MINUTE);
    const sender = createMailSender({ db: store.db, transport, from: `"Kestrel" <${NOTIFY_TO}>`, now: () => clock });
    expect((await sender.runOnce()).failed).toBeGreaterThanOrEqual(2);
    up = true;
    clock = new Date(clock.getTime() + 10 * MINUTE);
    await sender.runOnce();
    expect(
      sent
        .filter((message) => message.to === NOTIFY_TO)
        .map((message) => message.subject)
        .sort(),
    ).toEqual(['1 newsletter sign-up on Kestrel Web Studio', '2 newsletter sign-ups on Kestrel Web Studio']);
  });

  it('with NOTIFY_NEWSLETTER=each mails the studio per sign-up, and with off not at all', async () => {
    await signUps(3, { ...WITH_MAIL, NOTIFY_NEWSLETTER: 'each' });
    expect((await mails()).filter((mail) => mail.purpose === 'notification')).toHaveLength(3);
    await emptyTables(store.db, ['leads', 'idempotency_keys', 'mail_outbox', 'newsletter_subscribers']);
    await signUps(3, { ...WITH_MAIL, NOTIFY_NEWSLETTER: 'off' });
    expect((await mails()).map((mail) => mail.purpose)).toEqual(['confirmation', 'confirmation', 'confirmation']);
  });

  it('takes an erased person out of the digests, and drops a digest that named only them', async () => {
    await signUps(2);
    now = new Date(HOUR.getTime() + 60 * MINUTE + 10_000);
    await postJson(createTestApp(store, { env: WITH_MAIL, now: () => now }), '/api/subscribe.js', { email: 'Alone+news@Example.com' });
    await queueNewsletterDigests(store.db, new Date(HOUR.getTime() + 3 * 60 * MINUTE), SETTINGS);
    await eraseByEmail(store.db, 'reader-1@example.com');
    await eraseByEmail(store.db, 'alone@example.com');
    const digests = (await mails()).filter((mail) => mail.purpose === NEWSLETTER_DIGEST_PURPOSE);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.body).toContain('- reader-0@example.com (14:00 UTC)');
    expect(digests[0]!.body).not.toContain('reader-1@example.com');
  });

  it('looks for an hour to sum up when the server starts and every five minutes after, and wakes the mail sender', async () => {
    await signUps(1);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let clock = new Date(HOUR.getTime() + 30 * MINUTE);
    const runs: Date[] = [];
    const onQueued = vi.fn();
    const onError = vi.fn();
    const now = () => {
      runs.push(clock);
      return clock;
    };
    const digests = startNewsletterDigests(store.db, SETTINGS, { now, onQueued, onError });
    // At start: the hour is not over, nothing to sum up.
    await digests.idle();
    expect(runs).toHaveLength(1);
    expect(onQueued).not.toHaveBeenCalled();
    clock = new Date(HOUR.getTime() + 61 * MINUTE);
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(2);
    await digests.idle();
    expect(onQueued).toHaveBeenCalledTimes(1);
    await digests.stop();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(runs).toHaveLength(2);
    expect((await mails()).filter((mail) => mail.purpose === NEWSLETTER_DIGEST_PURPOSE)).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
  });
});
