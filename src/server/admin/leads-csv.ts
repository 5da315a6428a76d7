import type { LeadKind } from '../../leads/kinds';
import { LEAD_KINDS, leadFieldNames } from '../../leads/kinds';
import type { StoredLead } from '../leads/lead-store';

/**
 * Spreadsheets run a cell as a formula when it starts with = + - or @, and some also after leading
 * blanks or control characters (which they trim); a tab or CR at the start can also begin one.
 */
// eslint-disable-next-line no-control-regex
const FORMULA_TRIGGERS = /^[\s\u0000-\u001f\u007f-\u009f]*[=+\-@]|^[\t\r]/;
/**
 * RFC 4180 quoting for quotes and line breaks, and for both separators: a spreadsheet in a locale
 * that splits on `;` must not cut `x;=1+1` into a second cell that starts a formula. Leading or
 * trailing blanks are quoted so they survive.
 */
const NEEDS_QUOTES = /[",;\r\n]|^\s|\s$/;
const CSV_LINE_END = '\r\n';

/** One CSV cell: a formula trigger neutralised with a leading `'`, then quoted when it holds a separator, quote or line break. */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  if (FORMULA_TRIGGERS.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Data columns for the kinds present, in form order, each field once. */
export function csvDataColumns(kinds: readonly LeadKind[] = LEAD_KINDS): string[] {
  const columns: string[] = [];
  for (const kind of kinds) for (const field of leadFieldNames(kind)) if (!columns.includes(field)) columns.push(field);
  return columns;
}

/** The CSV's first line: id, kind, createdAt, then one column per field of `kinds`. */
export function csvHeader(kinds: readonly LeadKind[] = LEAD_KINDS): string {
  return ['id', 'kind', 'createdAt', ...csvDataColumns(kinds)].map(csvCell).join(',') + CSV_LINE_END;
}

/** Leads as CSV lines under `csvHeader(kinds)`: for writing a long list page by page. */
export function csvRows(leads: readonly StoredLead[], kinds: readonly LeadKind[] = LEAD_KINDS): string {
  const dataColumns = csvDataColumns(kinds);
  return leads
    .map((lead) => [lead.id, lead.kind, lead.createdAt, ...dataColumns.map((column) => lead.data[column])].map(csvCell).join(',') + CSV_LINE_END)
    .join('');
}

/** Leads as CSV: id, kind, createdAt, then one column per field. */
export function leadsToCsv(leads: readonly StoredLead[], kinds: readonly LeadKind[] = LEAD_KINDS): string {
  return csvHeader(kinds) + csvRows(leads, kinds);
}
