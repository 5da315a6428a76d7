import { site } from '@/content/site';
import type { LeadKind } from '@/leads/kinds';
import { LEAD_FIELD_TABLE, leadSourceLines, leadValueItems, type LeadField } from '@/leads/lead-field-table';
import type { LeadSource } from '@/leads/lead-source';
import type { NewsletterNotifications } from './newsletter-digest';
import type { OutgoingMail } from './outgoing-mail';

export interface LeadMailSettings {
  /** The studio's inbox for notifications. */
  notifyTo: string;
  siteUrl: string;
  /** NOTIFY_NEWSLETTER: a sign-up notifies the studio on its own ('each'), in the hourly digest ('digest'), or not at all. */
  newsletter: NewsletterNotifications;
}

const KIND_TITLES: Record<LeadKind, string> = {
  newsletter: 'Newsletter sign-up',
  contact: 'Contact message',
  quote: 'Quote request',
  founder: 'Message to the founder',
  booking: 'Consultation booking',
};

const MAX_SUBJECT_DETAIL_LENGTH = 80;
// Control characters other than tab and line breaks; they have no place in a mail.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** One line of visitor text: no control characters, no line breaks (which could forge headers or fields). */
export function singleLine(text: string): string {
  return text
    .replace(CONTROL_CHARACTERS, '')
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .trim();
}

/**
 * Visitor text for a plain-text body: control characters removed and every continuation line
 * indented, so a message cannot fake a field line ("Email: ...") of the mail around it.
 */
export function indentedBlock(text: string): string {
  return text
    .replace(CONTROL_CHARACTERS, '')
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line, index) => (index === 0 ? line : `    ${line}`))
    .join('\n');
}

/** A field's value as the field table reads it (a choice by its label, a booked date written out), made safe for the body. */
function formatValue(field: LeadField, value: unknown): string {
  const items = leadValueItems(field, value);
  if (Array.isArray(value)) return items.length > 0 ? items.map(singleLine).join(', ') : '(none)';
  return indentedBlock(items.join(', '));
}

function contactOf(data: Record<string, unknown>): { name?: string; email?: string } {
  const name = data.name ?? data.from_name;
  const email = data.email ?? data.from_email;
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof email === 'string' ? { email } : {}),
  };
}

/** Where the studio opens one lead: its inbox, at that lead. */
export function inboxLeadUrl(siteUrl: string, leadId: string): string {
  const url = new URL('/studio', siteUrl);
  url.searchParams.set('lead', leadId);
  return url.href;
}

/** A lead in a few words: its form and who sent it ("Quote request from Ada Lovelace"): a mail's subject, a push's title. */
export function leadTitle(kind: LeadKind, data: Record<string, unknown>): string {
  const contact = contactOf(data);
  const who = singleLine(contact.name ?? contact.email ?? '')
    .slice(0, MAX_SUBJECT_DETAIL_LENGTH)
    .trimEnd();
  return `${KIND_TITLES[kind]}${who ? ` from ${who}` : ''}`;
}

/**
 * The studio's notification: every field, labelled as the field table says, then where it was sent
 * from (when it said), the visitor's address as Reply-To, a link to the lead.
 */
export function notificationMail(kind: LeadKind, data: Record<string, unknown>, settings: LeadMailSettings, leadId: string, source?: LeadSource): OutgoingMail {
  const contact = contactOf(data);
  const fields: readonly LeadField[] = LEAD_FIELD_TABLE[kind];
  const lines = fields.filter((field) => data[field.name] !== undefined).map((field) => `${field.label}: ${formatValue(field, data[field.name])}`);
  const sourceLines = leadSourceLines(source).map((line) => `${line.label}: ${singleLine(line.value)}`);
  return {
    purpose: 'notification',
    to: settings.notifyTo,
    ...(contact.email ? { replyTo: contact.email } : {}),
    subject: leadTitle(kind, data),
    text: [
      `New ${KIND_TITLES[kind].toLowerCase()} on ${site.name}.`,
      '',
      ...lines,
      ...(sourceLines.length > 0 ? ['', 'Source', ...sourceLines] : []),
      '',
      `Open in the inbox: ${inboxLeadUrl(settings.siteUrl, leadId)}`,
    ].join('\n'),
  };
}

/**
 * The mails a stored lead queues with it: the studio's notification, except for a newsletter
 * sign-up unless NOTIFY_NEWSLETTER=each (by default sign-ups go in the hourly digest, see
 * newsletter-digest.ts: a public form must not turn into a mail to the studio per post). A
 * sign-up's confirmation request is queued by the newsletter's own writes (see
 * newsletter/subscriptions.ts), and its welcome only once the address is confirmed.
 */
export function mailsForLead(kind: LeadKind, data: Record<string, unknown>, settings: LeadMailSettings, leadId: string, source?: LeadSource): OutgoingMail[] {
  if (kind === 'newsletter' && settings.newsletter !== 'each') return [];
  return [notificationMail(kind, data, settings, leadId, source)];
}
