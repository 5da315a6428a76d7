import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { site } from '@/content/site';
import { canonicalMailbox } from '@/server/leads/email-address';
import type { Database } from '@/server/store/schema';
import { parseStoredObject } from '@/server/store/stored-json';
import { singleLine } from './lead-mails';
import { queuedMailRow } from './mail-queue';
import type { OutgoingMail } from './outgoing-mail';

/** NOTIFY_NEWSLETTER: how the studio hears of newsletter sign-ups. */
export const NEWSLETTER_NOTIFICATIONS = ['digest', 'each', 'off'] as const;
export type NewsletterNotifications = (typeof NEWSLETTER_NOTIFICATIONS)[number];

export const NEWSLETTER_DIGEST_PURPOSE = 'newsletter-digest';

const HOUR_MS = 60 * 60 * 1000;
/** An hour is summed up once it has been over this long: a sign-up of its last moment has committed by then. */
const DIGEST_GRACE_MS = 60 * 1000;
/** How far back hours are summed up: hours a stopped server missed, within reason. */
const DIGEST_LOOKBACK_MS = 24 * HOUR_MS;
/** Sign-ups listed by name in one digest; the rest are counted. */
const MAX_LISTED = 200;
/** How often a running server looks for an hour to sum up. */
export const DIGEST_CHECK_INTERVAL_MS = 5 * 60 * 1000;

export interface DigestSettings {
  /** NOTIFY_TO. */
  notifyTo: string;
  siteUrl: string;
}

/**
 * The queue id of the digest of the hour starting at `hourStart`: the same in every process, so
 * of two processes (or two runs) queueing it, the database keeps one. A UUID in form (version 8,
 * a hash), as every queue id is: it becomes the mail's Message-ID.
 */
export function digestMailId(hourStart: Date): string {
  const bytes = createHash('sha256').update(`kestrel newsletter digest\n${hourStart.toISOString()}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const HOUR_FORMAT = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** The digest of one hour's sign-ups: how many, and each address with its time. Addresses only, as the form collects. */
export function digestMail(hourStart: Date, signups: readonly { email: string; at: string }[], settings: DigestSettings): OutgoingMail {
  const hourEnd = new Date(hourStart.getTime() + HOUR_MS);
  const count = signups.length;
  const listed = signups.slice(0, MAX_LISTED).map((signup) => `- ${singleLine(signup.email)} (${HOUR_FORMAT.format(new Date(signup.at))} UTC)`);
  const more = count > MAX_LISTED ? [`- and ${count - MAX_LISTED} more`] : [];
  const inbox = new URL('/studio', settings.siteUrl).href;
  return {
    purpose: NEWSLETTER_DIGEST_PURPOSE,
    to: settings.notifyTo,
    subject: `${count} newsletter sign-up${count === 1 ? '' : 's'} on ${site.name}`,
    text: [
      `Newsletter sign-ups on ${site.name} between ${HOUR_FORMAT.format(hourStart)} and ${HOUR_FORMAT.format(hourEnd)} UTC on ${DAY_FORMAT.format(hourStart)}: ${count}.`,
      '',
      ...listed,
      ...more,
      '',
      `Open them in the inbox: ${inbox}`,
    ].join('\n'),
  };
}

/**
 * Queues the digest of every finished hour of the last day that had newsletter sign-ups and has
 * none yet (NOTIFY_NEWSLETTER=digest): one mail an hour to the studio, through the mail queue
 * (sent after commit, retried like every mail). Returns how many it queued. Safe to run from
 * several processes and as often as wanted: an hour's digest has one id.
 */
export async function queueNewsletterDigests(db: Kysely<Database>, now: Date, settings: DigestSettings): Promise<number> {
  const lastHourEnd = Math.floor((now.getTime() - DIGEST_GRACE_MS) / HOUR_MS) * HOUR_MS;
  const firstHourStart = lastHourEnd - DIGEST_LOOKBACK_MS;
  const rows = await db
    .selectFrom('leads')
    .select(['id', 'created_at', 'data'])
    .where('kind', '=', 'newsletter')
    .where('created_at', '>=', new Date(firstHourStart).toISOString())
    .where('created_at', '<', new Date(lastHourEnd).toISOString())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const hours = new Map<number, { email: string; at: string }[]>();
  for (const row of rows) {
    const email = parseStoredObject(row.data, `the data of lead ${row.id}`).email;
    const hour = Math.floor(Date.parse(row.created_at) / HOUR_MS) * HOUR_MS;
    hours.set(hour, [...(hours.get(hour) ?? []), { email: typeof email === 'string' ? email : '(no address)', at: row.created_at }]);
  }
  if (hours.size === 0) return 0;
  const ids = new Map([...hours.keys()].map((hour) => [digestMailId(new Date(hour)), hour]));
  const queued = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('id', 'in', [...ids.keys()])
    .execute();
  for (const { id } of queued) ids.delete(id);
  let added = 0;
  for (const [id, hour] of ids) {
    // A digest belongs to no one lead: it goes with its own age (sent mail after 30 days, retention).
    const row = { ...queuedMailRow('', digestMail(new Date(hour), hours.get(hour)!, settings), now), id };
    const inserted = await db
      .insertInto('mail_outbox')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) added += 1;
  }
  return added;
}

/**
 * Takes a person out of the digests (erasure): the lines naming their mailbox go from every digest
 * mail, sent or not; a digest left naming nobody goes. Returns how many mails changed or went.
 */
export async function eraseFromDigests(db: Kysely<Database> | Transaction<Database>, email: string): Promise<number> {
  const mailbox = canonicalMailbox(email);
  const digests = await db.selectFrom('mail_outbox').select(['id', 'body']).where('purpose', '=', NEWSLETTER_DIGEST_PURPOSE).execute();
  let changed = 0;
  for (const digest of digests) {
    const lines = digest.body.split('\n');
    const kept = lines.filter((line) => {
      const listed = /^- (\S+) \(\d{2}:\d{2} UTC\)$/.exec(line)?.[1];
      return listed === undefined || canonicalMailbox(listed) !== mailbox;
    });
    if (kept.length === lines.length) continue;
    changed += 1;
    if (!kept.some((line) => /^- \S+ \(\d{2}:\d{2} UTC\)$/.test(line))) await db.deleteFrom('mail_outbox').where('id', '=', digest.id).execute();
    else
      await db
        .updateTable('mail_outbox')
        .set({ body: kept.join('\n') })
        .where('id', '=', digest.id)
        .execute();
  }
  return changed;
}

export interface NewsletterDigests {
  /** Resolves once no run is in progress (the one at start, or a periodic one). */
  idle(): Promise<void>;
  /** No more runs; resolves once the one in progress (if any) is done, so the store may close. */
  stop(): Promise<void>;
}

/**
 * Sums up newsletter sign-ups while the server runs: at once, then every `intervalMs`; `onQueued`
 * hears when a digest was queued (to wake the mail sender). Never two runs at once; a failed run
 * is reported to `onError` and the next one tries again.
 */
export function startNewsletterDigests(
  db: Kysely<Database>,
  settings: DigestSettings,
  options: { intervalMs?: number; now?: () => Date; onQueued?: () => void; onError: (error: unknown) => void },
): NewsletterDigests {
  const now = options.now ?? (() => new Date());
  let current: Promise<void> | undefined;
  const run = () => {
    current ??= queueNewsletterDigests(db, now(), settings)
      .then((queued) => {
        if (queued > 0) options.onQueued?.();
      }, options.onError)
      .finally(() => {
        current = undefined;
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? DIGEST_CHECK_INTERVAL_MS);
  timer.unref();
  const idle = async () => {
    while (current) await current;
  };
  return {
    idle,
    stop: async () => {
      clearInterval(timer);
      await idle();
    },
  };
}
