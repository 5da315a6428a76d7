import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '@/server/store/schema';
import type { DeliveryWorker } from '@/server/delivery/delivery-worker';
import { RETRY_BASE_MS, RETRY_MAX_MS, createDeliveryWorker, errorText, retryDelayMs } from '@/server/delivery/delivery-worker';
import { log } from '@/server/log';
import { redactEmails } from '@/server/safe-log';
import type { QueuedMail } from './mail-queue';
import { claimDueMails, markMailFailed, markMailSent, releaseClaims } from './mail-queue';

export { retryDelayMs } from '@/server/delivery/delivery-worker';

/** First retry after 30 s, doubling up to an hour between attempts (the delivery queues' shared backoff). */
export const MAIL_RETRY_BASE_MS = RETRY_BASE_MS;
export const MAIL_RETRY_MAX_MS = RETRY_MAX_MS;
/**
 * The SMTP reply code when the server refused the recipient for good (a 5xx to RCPT TO: no such
 * user, a policy). A 5xx to anything else (AUTH, MAIL FROM) is this server's configuration, which
 * the operator can fix: like 4xx and network errors, it is retried.
 */
function permanentRefusalCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  const refused = typeof responseCode === 'number' && responseCode >= 500 && responseCode <= 599 && command === 'RCPT TO';
  return refused ? responseCode : undefined;
}
const MAIL_BATCH_SIZE = 20;
/** Longer than the transport's own timeouts, so a slow send is not taken over while still running. */
const MAIL_CLAIM_LEASE_MS = 5 * 60 * 1000;
const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
const SMTP_SOCKET_TIMEOUT_MS = 60_000;

export interface MailMessage {
  /** `<queue row id@sender's domain>`: the same for every attempt at one queued mail. */
  messageId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe...), one line each. */
  headers?: Record<string, string>;
}

/** The domain of the sender address (`"Studio" <hello@kestrel.example>` → kestrel.example). */
function domainOf(from: string): string {
  const address = /<([^>]*)>/.exec(from)?.[1] ?? from;
  const domain = address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return /^[a-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}

/**
 * A queued mail's Message-ID, fixed by its queue row. Sending is at least once (a crash between
 * the SMTP server's acceptance and marking the row sent sends it again); the copy then carries the
 * same Message-ID, which mail clients and servers recognise as one message.
 */
export function queuedMessageId(mailId: string, from: string): string {
  return `<${mailId}@${domainOf(from)}>`;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  });
  return {
    async send({ headers, ...message }) {
      // Prepared: sent as they are, not folded or encoded (a folded List-Unsubscribe URL is a
      // broken link in some clients). They are ASCII and free of line breaks (see oneLineHeaders).
      const prepared = headers
        ? Object.fromEntries(Object.entries(oneLineHeaders(headers)).map(([name, value]) => [name, { prepared: true, value }]))
        : undefined;
      await transporter.sendMail({ ...message, ...(prepared ? { headers: prepared } : {}) });
    },
    close: () => transporter.close(),
  };
}

/**
 * Headers safe to put on the wire: names of header characters only, values without line breaks
 * or other control characters (which could start another header); anything else is left out.
 */
export function oneLineHeaders(headers: Record<string, string>): Record<string, string> {
  const safe: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    // eslint-disable-next-line no-control-regex
    if (/^[!-9;-~]+$/.test(name) && !/[\u0000-\u001f\u007f-\uffff]/.test(value)) safe[name] = value;
  }
  return safe;
}

export interface MailSenderOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  from: string;
  now?: () => Date;
  pollIntervalMs?: number;
  onError?: (error: unknown) => void;
  /** How long stop() lets a send in progress finish before it releases the claims anyway. */
  stopGraceMs?: number;
}

/** start, wake, runOnce (a pass's report counts mails sent and failed) and stop: see DeliveryWorker. */
export type MailSender = DeliveryWorker;

/**
 * Sends the mail queue after commit. A row is claimed before it is sent and marked sent after, so two
 * senders never send one mail; a failure schedules a retry with exponential backoff. Nothing here
 * runs inside a lead request: SMTP being down delays mail, never a lead.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const now = options.now ?? (() => new Date());

  async function sendOne(mail: QueuedMail, token: string): Promise<boolean> {
    try {
      await options.transport.send({
        messageId: queuedMessageId(mail.id, options.from),
        from: options.from,
        to: mail.to_address,
        ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
        subject: mail.subject,
        text: mail.body,
        ...(Object.keys(mail.headers).length > 0 ? { headers: mail.headers } : {}),
      });
    } catch (error) {
      const failedAttempts = mail.attempts + 1;
      const at = now();
      // A temporary failure (SMTP down, 4xx) is retried as long as the mail exists, i.e. as long as
      // its lead is kept; a permanent refusal (5xx) is given up at once: retrying cannot change it.
      const refusal = permanentRefusalCode(error);
      // The full error stays with the row (the store may hold the address); the log names the
      // mail and its lead only, with any address in the SMTP server's reply masked.
      await markMailFailed(options.db, mail.id, token, {
        error: errorText(error),
        nextAttemptAt: new Date(at.getTime() + retryDelayMs(failedAttempts)),
        ...(refusal === undefined ? {} : { abandonedAt: at }),
      });
      const what = `Mail ${mail.id} (${mail.purpose}) for lead ${mail.lead_id}`;
      const reason = redactEmails(errorText(error));
      const fields = { mailId: mail.id, purpose: mail.purpose, leadId: mail.lead_id };
      if (refusal !== undefined) log.error(`${what} given up: the SMTP server refused it (${refusal}): ${reason}`, { ...fields, smtpCode: refusal });
      else log.warn(`${what} not sent (attempt ${failedAttempts}), will retry: ${reason}`, { ...fields, attempt: failedAttempts });
      return false;
    }
    await markMailSent(options.db, mail.id, token, now());
    return true;
  }

  return createDeliveryWorker<QueuedMail>({
    name: 'Mail sender',
    claim: (at, limit, token) => claimDueMails(options.db, { now: at, limit, leaseMs: MAIL_CLAIM_LEASE_MS, token }),
    deliver: sendOne,
    release: (token) => releaseClaims(options.db, token),
    now,
    batchSize: MAIL_BATCH_SIZE,
    pollIntervalMs: options.pollIntervalMs,
    stopGraceMs: options.stopGraceMs,
    onError: options.onError,
  });
}
