/**
 * Every lead kind's fields, in the order they are shown, each with its label and how its value
 * reads: the one place the studio's inbox, its notification mails, the visitor's error list, the
 * inbox's search (the typed fields) and the CSV (its columns) take a field from. Choices carry the
 * words the visitor picked for each stored value.
 */
import type { Lead, LeadKind } from './kinds';
import {
  BOOKING_TIME_SLOTS,
  CONSULTATION_TYPES,
  CONTACT_SERVICES,
  FOUNDER_REASON_LABELS,
  QUOTE_BUDGETS,
  QUOTE_FEATURES,
  QUOTE_LOCATIONS,
  QUOTE_PROJECT_TYPES,
  QUOTE_TIMELINES,
} from './form-copy';
import { isLeadKind } from './lead-paths';
import type { LeadSource, LeadSourcePart } from './lead-source';
import { STUDIO_TIME_ZONE_LABEL, formatBookingDate, formatSlotTime } from './studio-time';

/**
 * How a field's value reads: one line of text, a text with line breaks, an address, a booked date
 * (YYYY-MM-DD, the studio's day), a booked slot, one of fixed choices, or a list of fixed choices.
 */
export type LeadFieldShows = 'text' | 'long-text' | 'email' | 'date' | 'time' | 'choice' | 'list';

export interface LeadField<Name extends string = string> {
  readonly name: Name;
  /** How the studio reads the field's name: in the inbox and the notification mail. */
  readonly label: string;
  /** The field's name as the visitor's form labels it, to say which field an error is about. */
  readonly formLabel: string;
  readonly shows: LeadFieldShows;
  /** A choice's (or a list item's) label for each value it can be stored as. */
  readonly choices?: Readonly<Record<string, string>>;
  /** One of the few facts a lead's row in the inbox shows. */
  readonly keyFact?: true;
  /** The CSV column it is written in, when not its own name: one column holds every form's sender name, one every address. */
  readonly csvColumn?: string;
}

/** Whether a person typed the field (rather than picked it): what the inbox's search looks in. */
export function isTypedField(field: Pick<LeadField, 'shows'>): boolean {
  return field.shows === 'text' || field.shows === 'long-text' || field.shows === 'email';
}

type FieldName<K extends LeadKind> = Extract<keyof Lead<K>, string>;

export type LeadFieldTable = { readonly [K in LeadKind]: readonly LeadField<FieldName<K>>[] };

/** Choices stored as the very words the form shows. */
function asShown(options: readonly string[]): Readonly<Record<string, string>> {
  return Object.fromEntries(options.map((option) => [option, option]));
}

export const LEAD_FIELD_TABLE: LeadFieldTable = {
  newsletter: [{ name: 'email', label: 'Email', formLabel: 'Email address', shows: 'email' }],
  contact: [
    { name: 'from_name', label: 'Name', formLabel: 'Your name', shows: 'text', csvColumn: 'name' },
    { name: 'from_email', label: 'Email', formLabel: 'Email address', shows: 'email', csvColumn: 'email' },
    { name: 'service', label: 'Service', formLabel: 'Service you are interested in', shows: 'choice', choices: asShown(CONTACT_SERVICES), keyFact: true },
    { name: 'message', label: 'Message', formLabel: 'Your message', shows: 'long-text' },
  ],
  quote: [
    { name: 'projectType', label: 'Project type', formLabel: 'Project type', shows: 'choice', choices: asShown(QUOTE_PROJECT_TYPES), keyFact: true },
    { name: 'location', label: 'Location', formLabel: 'Your location', shows: 'choice', choices: asShown(QUOTE_LOCATIONS) },
    { name: 'budget', label: 'Budget', formLabel: 'Budget range', shows: 'choice', choices: asShown(QUOTE_BUDGETS), keyFact: true },
    { name: 'timeline', label: 'Timeline', formLabel: 'Timeline', shows: 'choice', choices: asShown(QUOTE_TIMELINES), keyFact: true },
    { name: 'email', label: 'Email', formLabel: 'Email address', shows: 'email' },
    { name: 'phone', label: 'Phone', formLabel: 'Phone (optional)', shows: 'text' },
    { name: 'additionalInfo', label: 'Additional information', formLabel: 'Additional information', shows: 'long-text' },
    { name: 'features', label: 'Must-have features', formLabel: 'Must-have features', shows: 'list', choices: asShown(QUOTE_FEATURES) },
  ],
  founder: [
    { name: 'name', label: 'Name', formLabel: 'Your name', shows: 'text' },
    { name: 'email', label: 'Email', formLabel: 'Email address', shows: 'email' },
    { name: 'phone', label: 'Phone', formLabel: 'Phone (optional)', shows: 'text' },
    { name: 'reason', label: 'Reason', formLabel: 'Reason for reaching out', shows: 'choice', choices: FOUNDER_REASON_LABELS, keyFact: true },
    { name: 'message', label: 'Message', formLabel: 'Your message', shows: 'long-text' },
  ],
  // The booked day and time first: what the studio plans around.
  booking: [
    { name: 'date', label: 'Date', formLabel: 'Date', shows: 'date', keyFact: true },
    { name: 'time', label: 'Time', formLabel: 'Time', shows: 'time', choices: asShown(BOOKING_TIME_SLOTS), keyFact: true },
    {
      name: 'consultationType',
      label: 'Consultation type',
      formLabel: 'Consultation type',
      shows: 'choice',
      choices: asShown(CONSULTATION_TYPES),
      keyFact: true,
    },
    { name: 'email', label: 'Email', formLabel: 'Email address', shows: 'email' },
  ],
};

/** A part of a lead's source, as the studio reads it (inbox, mail) and as the CSV names its column. */
export interface LeadSourceField {
  readonly name: LeadSourcePart;
  readonly label: string;
  readonly csvColumn: string;
}

/**
 * Where a lead was sent from (every kind: see lead-source.ts), in the order it is shown. Its CSV
 * columns follow the forms' fields; none of it is typed by the visitor, yet search finds it.
 */
export const LEAD_SOURCE_FIELDS: readonly LeadSourceField[] = [
  { name: 'page', label: 'Page', csvColumn: 'sourcePage' },
  { name: 'referrer', label: 'Referring site', csvColumn: 'sourceReferrer' },
  { name: 'utmSource', label: 'Campaign source', csvColumn: 'utmSource' },
  { name: 'utmMedium', label: 'Campaign medium', csvColumn: 'utmMedium' },
  { name: 'utmCampaign', label: 'Campaign', csvColumn: 'utmCampaign' },
];

/** A source's parts that hold a value, each with its label, in the table's order. */
export function leadSourceLines(source: LeadSource | null | undefined): { label: string; value: string }[] {
  if (!source) return [];
  return LEAD_SOURCE_FIELDS.flatMap((field) => {
    const value = source[field.name];
    return value === undefined || value === '' ? [] : [{ label: field.label, value }];
  });
}

/** The fields of a kind, or none for a kind this version does not know (an older or hand-written row). */
export function leadFieldsOf(kind: string): readonly LeadField[] {
  return isLeadKind(kind) ? LEAD_FIELD_TABLE[kind] : [];
}

/** One value as text: a choice by its label (a value the list does not hold, as it is), anything else as text. */
function itemText(field: Pick<LeadField, 'choices'>, item: unknown): string {
  if (typeof item === 'string') return field.choices?.[item] ?? item;
  // A row written by hand may hold an object where the form sends text.
  return typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
}

/** Whether a stored value says nothing: absent, blank, or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/**
 * The items of a value as people read them: each choice by its label, a booked date and slot
 * written out (the slot in the studio's time zone, named once). Empty: none.
 */
export function leadValueItems(field: Pick<LeadField, 'shows' | 'choices'>, value: unknown): string[] {
  if (isEmptyValue(value)) return [];
  if (Array.isArray(value)) return value.filter((item) => !isEmptyValue(item)).map((item) => itemText(field, item));
  if (field.shows === 'date' && typeof value === 'string') return [formatBookingDate(value)];
  if (field.shows === 'time' && typeof value === 'string') return [`${formatSlotTime(value)}, ${STUDIO_TIME_ZONE_LABEL}`];
  return [itemText(field, value)];
}

/** A value as one text (a list's items joined with commas); undefined when it says nothing. */
export function leadValueText(field: Pick<LeadField, 'shows' | 'choices'>, value: unknown): string | undefined {
  const items = leadValueItems(field, value);
  return items.length === 0 ? undefined : items.join(', ');
}

/** A row's key facts as one line each: a booked date and the slot after it read as one ('Tue 3 Mar 2026, 10:00 AM'). */
export function keyFactsOf(kind: string, data: Readonly<Record<string, unknown>>): string[] {
  const facts: string[] = [];
  let previous: LeadField | undefined;
  for (const field of leadFieldsOf(kind)) {
    if (!field.keyFact) continue;
    const value = data[field.name];
    if (field.shows === 'time' && typeof value === 'string' && previous?.shows === 'date' && facts.length > 0) {
      facts[facts.length - 1] = `${facts.at(-1)}, ${formatSlotTime(value)}`;
    } else if (field.shows === 'time' && typeof value === 'string') {
      facts.push(formatSlotTime(value));
    } else {
      const text = leadValueText(field, value);
      if (text !== undefined) facts.push(text);
    }
    previous = isEmptyValue(value) ? undefined : field;
  }
  return facts;
}

/** Each field's label as the visitor's form shows it, for one kind. */
export function formLabelsOf(kind: LeadKind): Record<string, string> {
  return Object.fromEntries(LEAD_FIELD_TABLE[kind].map((field) => [field.name, field.formLabel]));
}
