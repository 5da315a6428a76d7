import { isSchemaEmail } from '@/leads/email-address';
import { isLeadKind } from '@/leads/lead-paths';
import { isLeadStatus } from '@/leads/lead-status';
import type { InboxLead } from './inbox-api';
import { inboxCopy, kindLabels, statusLabels } from './inbox-copy';

/**
 * Combining marks shown on one character at most. Real scripts stack a few (Vietnamese two,
 * Indic clusters a few more); a run of dozens (a "Zalgo" text) only spills over the lines around
 * it. Shown text only: the lead keeps what was sent.
 */
export const MAX_COMBINING_MARKS = 4;

const COMBINING_RUN = new RegExp(`(\\p{M}{${MAX_COMBINING_MARKS}})\\p{M}+`, 'gu');

/** Text as the inbox shows it: a run of combining marks cut to MAX_COMBINING_MARKS. */
export function shownText(text: string): string {
  return text.replace(COMBINING_RUN, (_run, kept: string) => kept);
}

/** Who sent a lead: the contact form names its fields from_name/from_email, the others name/email. */
export function personOf(lead: InboxLead): { name?: string; email?: string } {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const name = text(lead.data['name']) ?? text(lead.data['from_name']);
  const email = text(lead.data['email']) ?? text(lead.data['from_email']);
  return { ...(name ? { name } : {}), ...(email ? { email } : {}) };
}

/** The form a lead came from, in words; a kind this version does not know (an older or hand-written row) by its own name. */
export function kindLabelOf(kind: string): string {
  return isLeadKind(kind) ? kindLabels[kind] : inboxCopy.unknownKind(shownText(kind));
}

/** A lead's status in words; one this version does not know, as it is stored. */
export function statusLabelOf(status: string): string {
  return isLeadStatus(status) ? statusLabels[status] : shownText(status);
}

/**
 * The Reply link: a mailto: to the sender, the address percent-encoded, only for an address the
 * lead schemas accept. A row that skipped validation (older data, written by hand) could hold
 * `a@b.co?cc=…&bcc=…`, which a raw mailto: would turn into more recipients: no link then.
 */
export function replyHref(email: string | undefined, kind: string): string | undefined {
  const address = email?.trim();
  if (address === undefined || !isSchemaEmail(address)) return undefined;
  const at = address.lastIndexOf('@');
  const subject = isLeadKind(kind) ? inboxCopy.replySubject(kindLabels[kind]) : inboxCopy.replySubjectAny;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}?subject=${encodeURIComponent(subject)}`;
}

/** A line of what the lead says, for the list. */
export function excerptOf(lead: InboxLead): string {
  const { data } = lead;
  const parts = [
    data['message'],
    data['additionalInfo'],
    data['projectType'],
    data['consultationType'] && `${String(data['consultationType'])}, ${String(data['date'])} ${String(data['time'])}`,
  ];
  const first = parts.find((part): part is string => typeof part === 'string' && part.trim() !== '');
  return first ? shownText(first.replace(/\s+/g, ' ').slice(0, 140)) : '';
}

export function formatValue(value: unknown): string {
  if (Array.isArray(value)) return shownText(value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', '));
  if (value === null || value === undefined || value === '') return '—';
  // A row written by hand may hold an object where the form sends text.
  return shownText(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatTime(iso: string | number): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? shownText(String(iso)) : dateTime.format(time);
}
