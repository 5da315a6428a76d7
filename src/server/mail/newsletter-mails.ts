import { site } from '@/content/site';
import type { OutgoingMail } from './outgoing-mail';

/** Where newsletter links point: SITE_URL, the base of every link in a mail. */
export interface NewsletterMailSettings {
  siteUrl: string;
}

/** The two pages a newsletter mail links to (relative to SITE_URL). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** `path?token=…` on SITE_URL. */
export function newsletterLink(settings: NewsletterMailSettings, path: string, token: string): string {
  const url = new URL(path, settings.siteUrl);
  url.searchParams.set('token', token);
  return url.href;
}

/**
 * RFC 2369 and RFC 8058: a mail client's own Unsubscribe button, which POSTs
 * `List-Unsubscribe=One-Click` to the link and unsubscribes with no page in between.
 */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export interface ConfirmationLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
  /** How long the confirm link works, in days. */
  validDays: number;
}

/** The request to confirm a sign-up: fixed text, nothing the visitor typed apart from the address it goes to. */
export function confirmationMail(email: string, links: ConfirmationLinks): OutgoingMail {
  return {
    purpose: 'confirmation',
    to: email,
    subject: `Please confirm your subscription to ${site.name}`,
    text: [
      'Hello,',
      '',
      `Someone, hopefully you, asked to receive the ${site.name} newsletter at this address: one short e-mail a month with web tips and product news.`,
      '',
      'To confirm, open this link and press "Confirm my subscription":',
      links.confirmUrl,
      '',
      `The link works for ${links.validDays} days. If you did not ask for this, ignore this message: you will not be subscribed.`,
      '',
      `Unsubscribe: ${links.unsubscribeUrl}`,
    ].join('\n'),
    headers: unsubscribeHeaders(links.unsubscribeUrl),
  };
}

/** The subscriber's welcome, once confirmed: fixed text, with the link that ends the subscription. */
export function welcomeMail(email: string, settings: NewsletterMailSettings, unsubscribeUrl: string): OutgoingMail {
  return {
    purpose: 'welcome',
    to: email,
    subject: `Welcome to ${site.name}`,
    text: [
      'Hello,',
      '',
      `Thank you for subscribing to ${site.name}. Expect one short e-mail a month with web tips and product news.`,
      '',
      `Questions or a project in mind? Reply to this e-mail or write to ${site.email}.`,
      `${settings.siteUrl}`,
      '',
      `To stop receiving these e-mails, unsubscribe here: ${unsubscribeUrl}`,
    ].join('\n'),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
