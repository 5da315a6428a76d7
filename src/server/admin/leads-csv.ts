import type { LeadKind } from '../../leads/kinds';
import { LEAD_KINDS, leadFieldNames } from '../../leads/kinds';
import type { StoredLead } from '../leads/lead-store';

/** Spreadsheets run a cell starting with one of these as a formula. */
const FORMULA_TRIGGERS = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const CSV_LINE_END = '\r\n';

/** One CSV cell: formula triggers neutralised with a leading quote, then RFC 4180 quoting. */
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

/** Leads as CSV: id, kind, createdAt, then one column per field. */
export function leadsToCsv(leads: readonly StoredLead[], kinds: readonly LeadKind[] = LEAD_KINDS): string {
  const dataColumns = csvDataColumns(kinds);
  const header = ['id', 'kind', 'createdAt', ...dataColumns];
  const rows = leads.map((lead) => [lead.id, lead.kind, lead.createdAt, ...dataColumns.map((column) => lead.data[column])]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join(CSV_LINE_END) + CSV_LINE_END;
}
