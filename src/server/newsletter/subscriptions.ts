import type { Kysely, Transaction } from 'kysely';
import { DAY_MS } from '@/leads/retention';
import type { NewsletterConfirmation } from '@/leads/form-copy';
import { NEWSLETTER_SIGNUP_MESSAGES } from '@/leads/form-copy';
import { canonicalMailbox } from '@/server/leads/email-address';
import type { AfterInsert } from '@/server/leads/lead-writer';
import { queueMail } from '@/server/mail/mail-queue';
import type { NewsletterMailSettings } from '@/server/mail/newsletter-mails';
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH, confirmationMail, newsletterLink, welcomeMail } from '@/server/mail/newsletter-mails';
import type { Database } from '@/server/store/schema';
import type { NewsletterTokens, TokenCheck } from './newsletter-tokens';
import { CONFIRM_TOKEN_TTL_DAYS, CONFIRM_TOKEN_TTL_MS, newsletterTokens } from './newsletter-tokens';
import { loadServerSecret } from './server-secret';

/**
 * A mailbox still waiting for its confirmation gets at most one confirmation request this often,
 * however many sign-ups name it, however written (a +tag, Gmail's dots, case): the form is public,
 * and must not become a way to flood an inbox. Its earlier link keeps working meanwhile.
 */
export const CONFIRMATION_RESEND_INTERVAL_MS = DAY_MS;

/** The name under which the link-signing key is kept in server_secrets. */
export const NEWSLETTER_SECRET_NAME = 'newsletter-links';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Records a sign-up for `email` (as typed; inside the lead's transaction) and says whether to mail
 * a confirmation request: yes for a new mailbox, or one not subscribed (waiting, or unsubscribed)
 * whose last request is older than CONFIRMATION_RESEND_INTERVAL_MS; never for a subscribed one.
 * A request that goes out goes to the address as typed this time, which the row then keeps.
 */
export async function recordSignup(trx: Executor, signup: { email: string; leadId: string; now: Date }): Promise<boolean> {
  const now = signup.now.toISOString();
  const mailbox = canonicalMailbox(signup.email);
  const inserted = await trx
    .insertInto('newsletter_subscribers')
    .values({ email: signup.email, mailbox, requested_at: now, confirmed_at: null, unsubscribed_at: null, lead_id: signup.leadId })
    .onConflict((conflict) => conflict.doNothing())
    .returning('email')
    .executeTakeFirst();
  if (inserted) return true;
  const row = await trx.selectFrom('newsletter_subscribers').selectAll().where('mailbox', '=', mailbox).executeTakeFirst();
  if (!row || (row.confirmed_at !== null && row.unsubscribed_at === null)) return false;
  const resendAfter = new Date(signup.now.getTime() - CONFIRMATION_RESEND_INTERVAL_MS).toISOString();
  if (row.requested_at > resendAfter) return false;
  // Conditional on the row as read: of two sign-ups at once (two processes), one mails.
  const updated = await trx
    .updateTable('newsletter_subscribers')
    .set({ email: signup.email, requested_at: now, lead_id: signup.leadId })
    .where('mailbox', '=', mailbox)
    .where('requested_at', '=', row.requested_at)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'withdrawn';

/**
 * Confirms `email` with a link made at `issuedAt`. A link made before the address was
 * unsubscribed (or for an address erased since) is withdrawn. Only the request that turns the
 * row confirmed gets 'confirmed' (and so queues the welcome): a second POST, here or in another
 * process, finds it already confirmed.
 */
export async function confirmSignup(
  trx: Transaction<Database>,
  email: string,
  issuedAt: Date,
  now: Date,
): Promise<{ outcome: ConfirmOutcome; leadId?: string }> {
  const issued = issuedAt.toISOString();
  const mailbox = canonicalMailbox(email);
  const row = await trx.selectFrom('newsletter_subscribers').selectAll().where('mailbox', '=', mailbox).executeTakeFirst();
  if (!row) return { outcome: 'withdrawn' };
  if (row.confirmed_at !== null && row.unsubscribed_at === null) return { outcome: 'already-confirmed' };
  if (row.unsubscribed_at !== null && row.unsubscribed_at >= issued) return { outcome: 'withdrawn' };
  const updated = await trx
    .updateTable('newsletter_subscribers')
    .set({ confirmed_at: now.toISOString(), unsubscribed_at: null })
    .where('mailbox', '=', mailbox)
    .where((eb) => eb.or([eb('confirmed_at', 'is', null), eb('unsubscribed_at', 'is not', null)]))
    .where((eb) => eb.or([eb('unsubscribed_at', 'is', null), eb('unsubscribed_at', '<', issued)]))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return { outcome: 'already-confirmed' };
  return { outcome: 'confirmed', leadId: row.lead_id };
}

/**
 * Unsubscribes the mailbox of `email` (idempotent: a mailbox unsubscribed, or unknown, stays so)
 * and drops any newsletter mail to it not sent yet, however its address was written.
 */
export async function unsubscribeAddress(db: Kysely<Database>, email: string, now: Date): Promise<void> {
  const mailbox = canonicalMailbox(email);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: now.toISOString() })
      .where('mailbox', '=', mailbox)
      .where('unsubscribed_at', 'is', null)
      .execute();
    const unsent = await trx
      .selectFrom('mail_outbox')
      .select(['id', 'to_address'])
      .where('purpose', 'in', ['confirmation', 'welcome'])
      .where('sent_at', 'is', null)
      .execute();
    const ids = unsent.filter((mail) => canonicalMailbox(mail.to_address) === mailbox).map((mail) => mail.id);
    if (ids.length > 0) await trx.deleteFrom('mail_outbox').where('id', 'in', ids).execute();
  });
}

export interface Subscriber {
  email: string;
  confirmedAt: string;
}

/** Confirmed addresses not unsubscribed since, in the order they confirmed. */
export async function listSubscribers(db: Kysely<Database>): Promise<Subscriber[]> {
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .select(['email', 'confirmed_at'])
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .orderBy('confirmed_at')
    .orderBy('email')
    .execute();
  return rows.map((row) => ({ email: row.email, confirmedAt: row.confirmed_at! }));
}

/**
 * Forgets addresses no link can subscribe any more: sign-ups never confirmed, and addresses
 * unsubscribed, whose last confirmation request is older than a link lives (the privacy policy
 * promises an unsubscribed address is deleted). The sign-up lead itself stays, under lead retention.
 */
export async function purgeUnconfirmedSignups(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CONFIRM_TOKEN_TTL_MS).toISOString();
  const result = await db
    .deleteFrom('newsletter_subscribers')
    .where('requested_at', '<', cutoff)
    .where((eb) => eb.or([eb('confirmed_at', 'is', null), eb('unsubscribed_at', '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the row of one address's mailbox (erasure); returns how many went (0 or 1). */
export async function deleteSubscriber(db: Executor, email: string): Promise<number> {
  const result = await db.deleteFrom('newsletter_subscribers').where('mailbox', '=', canonicalMailbox(email)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface NewsletterDeps {
  db: Kysely<Database>;
  /** Set when mail can be sent (SMTP_URL): confirmation requests and welcomes are queued. */
  mail: NewsletterMailSettings | undefined;
  /** Told after a commit queued a mail (wakes the sender). */
  onMailQueued?: (() => void) | undefined;
}

/** The newsletter's double opt-in: what a sign-up answers and writes, and what its links do. */
export class Newsletter {
  private tokens: Promise<NewsletterTokens> | undefined;

  constructor(private readonly deps: NewsletterDeps) {}

  /** What a sign-up answers (stored, replayed or a honeypot alike): it depends only on whether mail is on. */
  get signupAnswer(): { message: string; confirmation: NewsletterConfirmation } {
    const confirmation: NewsletterConfirmation = this.deps.mail ? 'mailed' : 'not-sent';
    return { message: NEWSLETTER_SIGNUP_MESSAGES[confirmation], confirmation };
  }

  /** The link signer, its key read (or made) once per process. */
  signer(now: Date): Promise<NewsletterTokens> {
    this.tokens ??= loadServerSecret(this.deps.db, NEWSLETTER_SECRET_NAME, now).then(newsletterTokens, (error: unknown) => {
      this.tokens = undefined;
      throw error;
    });
    return this.tokens;
  }

  /**
   * The writes of one sign-up, for the lead's transaction: the subscriber row, and a confirmation
   * request when one is due. Nothing without mail: the sign-up lead is all there is to keep.
   */
  async signupWrites(lead: { id: string; data: Record<string, unknown>; now: Date }): Promise<AfterInsert | undefined> {
    const mail = this.deps.mail;
    if (!mail || typeof lead.data.email !== 'string') return undefined;
    // As typed (the schema trimmed it): the limits go by its mailbox, the mail to what was written.
    const email = lead.data.email;
    // Read before the transaction: inside it, SQLite's one connection is the transaction's.
    const tokens = await this.signer(lead.now);
    return async (trx) => {
      if (!(await recordSignup(trx, { email, leadId: lead.id, now: lead.now }))) return;
      const links = {
        confirmUrl: newsletterLink(mail, NEWSLETTER_CONFIRM_PATH, tokens.sign('confirm', email, lead.now)),
        unsubscribeUrl: newsletterLink(mail, NEWSLETTER_UNSUBSCRIBE_PATH, tokens.sign('unsubscribe', email, lead.now)),
        validDays: CONFIRM_TOKEN_TTL_DAYS,
      };
      await queueMail(trx, lead.id, confirmationMail(email, links), lead.now);
    };
  }

  /** Checks a link's token for `purpose`. */
  async check(token: string, purpose: 'confirm' | 'unsubscribe', now: Date): Promise<TokenCheck> {
    return (await this.signer(now)).verify(token, purpose, now);
  }

  /** Confirms the address a valid confirm token names, and queues its welcome exactly once. */
  async confirm(email: string, issuedAt: Date, now: Date): Promise<{ outcome: ConfirmOutcome; welcomeQueued: boolean }> {
    const mail = this.deps.mail;
    const tokens = await this.signer(now);
    const result = await this.deps.db.transaction().execute(async (trx) => {
      const confirmed = await confirmSignup(trx, email, issuedAt, now);
      if (confirmed.outcome !== 'confirmed' || !mail || !confirmed.leadId) return { outcome: confirmed.outcome, welcomeQueued: false };
      const unsubscribeUrl = newsletterLink(mail, NEWSLETTER_UNSUBSCRIBE_PATH, tokens.sign('unsubscribe', email, now));
      await queueMail(trx, confirmed.leadId, welcomeMail(email, mail, unsubscribeUrl), now);
      return { outcome: confirmed.outcome, welcomeQueued: true };
    });
    if (result.welcomeQueued) this.deps.onMailQueued?.();
    return result;
  }

  unsubscribe(email: string, now: Date): Promise<void> {
    return unsubscribeAddress(this.deps.db, email, now);
  }
}
