import type { Lead, LeadKind } from '@/leads/kinds';
import { isTypedField, LEAD_FIELD_TABLE, type LeadFieldTable } from '@/leads/lead-field-table';
import { isLeadKind } from '@/leads/lead-paths';
import type { LeadSource } from '@/leads/lead-source';
import { LEAD_SOURCE_PARTS } from '@/leads/lead-source';

/**
 * The fields a person typed, per kind (the field table's text, long text and e-mail fields). Choices
 * from a list (service, budget, date...) are left out: a word like "web" would otherwise match most
 * leads through their options, not their words.
 */
export const SEARCHED_FIELDS: { [K in LeadKind]: readonly (keyof Lead<K> & string)[] } = {
  newsletter: typedFieldsOf('newsletter'),
  contact: typedFieldsOf('contact'),
  quote: typedFieldsOf('quote'),
  founder: typedFieldsOf('founder'),
  booking: typedFieldsOf('booking'),
};

function typedFieldsOf<K extends LeadKind>(kind: K): (keyof Lead<K> & string)[] {
  const fields: LeadFieldTable[K] = LEAD_FIELD_TABLE[kind];
  return fields.filter(isTypedField).map((field) => field.name);
}

/**
 * One form for the stored text and the words searched for: composed (an "ë" typed as e + U+0308
 * matches one typed as a single character) and lower-cased in JavaScript, so SQLite, whose LOWER
 * and LIKE fold ASCII only, and PostgreSQL compare the very same strings.
 */
export function searchForm(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** A source's values (page, referring origin, campaign tags) in the table's order. */
function sourceValues(source: LeadSource | undefined): string[] {
  return source ? LEAD_SOURCE_PARTS.flatMap((part) => (source[part] === undefined || source[part] === '' ? [] : [source[part]])) : [];
}

/**
 * What `leads.search_text` holds: the lead's typed fields in search form, one per line, so a word
 * can never match across two fields, then its source's values. A kind this version does not know
 * contributes every text field.
 */
export function leadSearchText(kind: string, data: Record<string, unknown>, source?: LeadSource): string {
  const fields: readonly string[] = isLeadKind(kind) ? SEARCHED_FIELDS[kind] : Object.keys(data);
  return [...fields.map((field) => data[field]), ...sourceValues(source)]
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .map(searchForm)
    .join('\n');
}

/**
 * What `leads.source_terms` holds: each source value in search form between line feeds, or null
 * for none. A value never holds a line feed (lead-source.ts keeps printable text only), so
 * `sourceTermPattern` matches one whole value, case aside.
 */
export function leadSourceTerms(source: LeadSource | undefined): string | null {
  const values = [...new Set(sourceValues(source).map(searchForm))];
  return values.length === 0 ? null : `\n${values.join('\n')}\n`;
}

/** The LIKE pattern that finds `value` as one whole source value (escape: LIKE_ESCAPE). */
export function sourceTermPattern(value: string): string {
  return `%\n${searchForm(value.trim()).replace(/[\\%_]/g, (character) => LIKE_ESCAPE + character)}\n%`;
}

/** The words of a search, in search form: every one must match. */
export function searchWords(query: string): string[] {
  return [
    ...new Set(
      searchForm(query)
        .split(/\s+/u)
        .filter((word) => word !== ''),
    ),
  ];
}

/** The escape character of every search pattern (`LIKE ... ESCAPE '\'`). */
export const LIKE_ESCAPE = '\\';

/** `%word%` with the word's own `%`, `_` and `\` matched literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => LIKE_ESCAPE + character)}%`;
}
