import { site } from '@/content/site';
import type { Config } from '@/server/config';
import type { LeadMailSettings } from './lead-mails';
import type { NewsletterMailSettings } from './newsletter-mails';

/** Notification mail is queued only when both an SMTP server and a recipient are configured. */
export function leadMailSettings(config: Config): LeadMailSettings | undefined {
  return config.SMTP_URL && config.NOTIFY_TO ? { notifyTo: config.NOTIFY_TO, siteUrl: config.SITE_URL, newsletter: config.NOTIFY_NEWSLETTER } : undefined;
}

/**
 * Newsletter mail (confirmation requests, welcomes) needs only an SMTP server: it goes to the
 * subscriber, not to NOTIFY_TO. Without one, a sign-up is stored and its answer says no mail went out.
 */
export function newsletterMailSettings(config: Pick<Config, 'SMTP_URL' | 'SITE_URL'>): NewsletterMailSettings | undefined {
  return config.SMTP_URL ? { siteUrl: config.SITE_URL } : undefined;
}

/** The sender address: MAIL_FROM, or the studio's own address under its name. */
export function mailFrom(config: Pick<Config, 'MAIL_FROM'>): string {
  return config.MAIL_FROM ?? `"${site.name}" <${site.email}>`;
}

/** One line for the start-up log: where mail goes, or that none is sent (never the SMTP password). */
export function describeMail(config: Pick<Config, 'SMTP_URL' | 'NOTIFY_TO' | 'NOTIFY_NEWSLETTER'>): string {
  if (!config.SMTP_URL)
    return 'Mail: off (set SMTP_URL and NOTIFY_TO to be told of each lead by mail; newsletter sign-ups get no confirmation mail until then)';
  const server = new URL(config.SMTP_URL).host;
  if (!config.NOTIFY_TO) return `Mail: through ${server}, newsletter confirmations only (NOTIFY_TO is not set: new leads notify nobody)`;
  const signups = { digest: 'newsletter sign-ups in one digest an hour', each: 'each newsletter sign-up too', off: 'not newsletter sign-ups' }[
    config.NOTIFY_NEWSLETTER
  ];
  return `Mail: each lead to ${config.NOTIFY_TO} (${signups}; and newsletter confirmations and welcomes to subscribers) through ${server}`;
}
