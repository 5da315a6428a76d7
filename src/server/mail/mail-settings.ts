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
