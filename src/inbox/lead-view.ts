import { isSchemaEmail } from '@/leads/email-address';
import { isEmptyValue, keyFactsOf, leadFieldsOf, leadValueItems } from '@/leads/lead-field-table';
import { isLeadKind } from '@/leads/lead-paths';
import { isLeadStatus } from '@/leads/lead-status';
import type { InboxLead } from './inbox-api';
import { inboxCopy, kindLabels, replySubjects, statusLabels } from './inbox-copy';

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
export function personOf(lead: Pick<InboxLead, 'data'>): { name?: string; email?: string } {
  const name = textField(lead.data['name']) ?? textField(lead.data['from_name']);
  const email = textField(lead.data['email']) ?? textField(lead.data['from_email']);
  return { ...(name ? { name } : {}), ...(email ? { email } : {}) };
}

/** What the sender wrote in their own words: the message, or a quote request's additional information. */
export function messageOf(lead: Pick<InboxLead, 'data'>): string | undefined {
  return textField(lead.data['message']) ?? textField(lead.data['additionalInfo']);
}

function textField(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
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
 * The longest Reply link offered. Mail clients and the systems that hand a mailto: to them cut or
 * refuse longer ones (Windows passes about 2,048 characters on; Outlook takes about 2,000).
 */
export const MAX_MAILTO_LENGTH = 2_000;

/** RFC 6068: a line break in a mailto: body is CRLF. */
const LINE_BREAK = '\r\n';
const QUOTE_PREFIX = '> ';
/** The quote's last line when it was cut to fit. */
export const QUOTE_CUT = `${QUOTE_PREFIX}…`;

/** A lone surrogate (possible in a row written by hand) as U+FFFD: encodeURIComponent throws on one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function encoded(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

/** Percent-encoding works character by character, so a text's encoded length is the sum of its parts'. */
const encodedLength = (text: string) => encoded(text).length;

/**
 * The quoted lines that fit in `budget` encoded characters (line breaks between them included):
 * all of them, or whole lines and then whole words of the next one, ending with QUOTE_CUT.
 */
function quoteWithin(lines: readonly string[], budget: number): string[] {
  if (encodedLength(lines.join(LINE_BREAK)) <= budget) return [...lines];
  const breakLength = encodedLength(LINE_BREAK);
  // Room for what is kept, each line followed by a break, and the cut marker last.
  let room = budget - encodedLength(QUOTE_CUT);
  if (room < 0) return [];
  const kept: string[] = [];
  for (const line of lines) {
    const length = encodedLength(line) + breakLength;
    if (length <= room) {
      kept.push(line);
      room -= length;
      continue;
    }
    // The words of this line that fit, cut before a blank.
    let part = '';
    let partLength = breakLength;
    for (const [index, word] of line
      .slice(QUOTE_PREFIX.length)
      .split(/(?=\s)/u)
      .entries()) {
      const piece = index === 0 ? `${QUOTE_PREFIX}${word}` : word;
      const pieceLength = encodedLength(piece);
      if (partLength + pieceLength > room) break;
      part += piece;
      partLength += pieceLength;
    }
    if (part.slice(QUOTE_PREFIX.length).trim() !== '') kept.push(part.trimEnd());
    break;
  }
  return [...kept, QUOTE_CUT];
}

/**
 * The Reply link: a mailto: to the sender, the address percent-encoded, only for an address the
 * lead schemas accept. A row that skipped validation (older data, written by hand) could hold
 * `a@b.co?cc=…&bcc=…`, which a raw mailto: would turn into more recipients: no link then.
 * The subject is the form's own; the body greets the sender by name and quotes what they wrote,
 * each line after "> ", cut at a line or word (and ended with "> …") so the whole link stays
 * within MAX_MAILTO_LENGTH. Should even the greeting not fit (a very long name), the body is left out.
 */
export function replyHref(lead: Pick<InboxLead, 'data'> & { kind: string }): string | undefined {
  const { name, email } = personOf(lead);
  const address = email?.trim();
  if (address === undefined || !isSchemaEmail(address)) return undefined;
  const at = address.lastIndexOf('@');
  const subject = isLeadKind(lead.kind) ? replySubjects[lead.kind] : inboxCopy.replySubjectAny;
  const head = `mailto:${encoded(address.slice(0, at))}@${encoded(address.slice(at + 1))}?subject=${encoded(subject)}`;

  const greeting = inboxCopy.replyGreeting(name?.trim().replace(/\s+/gu, ' '));
  const opening = `${greeting}${LINE_BREAK}${LINE_BREAK}`;
  const fixedLength = head.length + '&body='.length + encodedLength(opening);
  if (fixedLength > MAX_MAILTO_LENGTH) return head;
  const message = messageOf(lead);
  const lines = message === undefined ? [] : message.split(/\r\n|\r|\n/).map((line) => `${QUOTE_PREFIX}${line}`);
  const quote = quoteWithin(lines, MAX_MAILTO_LENGTH - fixedLength);
  return `${head}&body=${encoded(opening + quote.join(LINE_BREAK))}`;
}

/** A line of what the sender wrote in their own words, for the list. */
export function excerptOf(lead: Pick<InboxLead, 'data'>): string {
  const message = messageOf(lead);
  return message ? shownText(message.replace(/\s+/g, ' ').slice(0, 140)) : '';
}

/** Words a note's delete button names it by, so two notes of the same minute are told apart (at most 40 characters, cut at a word). */
export const NOTE_NAME_LENGTH = 40;
export function noteNameOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= NOTE_NAME_LENGTH) return flat;
  const cut = flat.slice(0, NOTE_NAME_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

/** A lead's key facts for its row, from the field table: choices by their labels, a booking's day and time written out. */
export function rowFactsOf(lead: Pick<InboxLead, 'data'> & { kind: string }): string[] {
  return keyFactsOf(lead.kind, lead.data).map(shownText);
}

export interface ShownField {
  name: string;
  label: string;
  /** The value as one text (a list's items joined with commas). */
  text: string;
}

/**
 * What a lead holds, as its detail lists it: the kind's fields in the table's order, labelled,
 * choices by their labels, a booked date and time written out; then whatever else a stored row
 * holds (older or hand-written), by its stored name. Empty fields are left out.
 */
export function shownFieldsOf(lead: Pick<InboxLead, 'data'> & { kind: string }): ShownField[] {
  const known = leadFieldsOf(lead.kind);
  const shown: ShownField[] = [];
  for (const field of known) {
    const value = lead.data[field.name];
    const items = leadValueItems(field, value).map(shownText);
    if (items.length === 0) continue;
    shown.push({ name: field.name, label: field.label, text: items.join(', ') });
  }
  const names = new Set(known.map((field) => field.name));
  for (const [name, value] of Object.entries(lead.data)) {
    if (names.has(name) || isEmptyValue(value)) continue;
    shown.push({ name, label: shownText(name), text: formatValue(value) });
  }
  return shown;
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
