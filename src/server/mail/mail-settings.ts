import { site } from '../../content/site';
import type { Config } from '../config';
import type { LeadMailSettings } from './lead-mails';

/** Notification mail is queued only when both an SMTP server and a recipient are configured. */
export function leadMailSettings(config: Config): LeadMailSettings | undefined {
  return config.SMTP_URL && config.NOTIFY_TO ? { notifyTo: config.NOTIFY_TO, siteUrl: config.SITE_URL } : undefined;
}

/** The sender address: MAIL_FROM, or the studio's own address under its name. */
export function mailFrom(config: Pick<Config, 'MAIL_FROM'>): string {
  return config.MAIL_FROM ?? `"${site.name}" <${site.email}>`;
}

/** One line for the start-up log: where mail goes, or that none is sent (never the SMTP password). */
export function describeMail(config: Pick<Config, 'SMTP_URL' | 'NOTIFY_TO'>): string {
  if (!config.SMTP_URL) return 'Mail: off (set SMTP_URL and NOTIFY_TO to be told of each lead by mail)';
  const server = new URL(config.SMTP_URL).host;
  if (!config.NOTIFY_TO) return `Mail: through ${server}, but NOTIFY_TO is not set: new leads queue no mail`;
  return `Mail: each lead to ${config.NOTIFY_TO} (and a newsletter welcome to the subscriber) through ${server}`;
}
