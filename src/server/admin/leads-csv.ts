import type { LeadKind } from '@/leads/kinds';
import { LEAD_KINDS } from '@/leads/kinds';
import { LEAD_FIELD_TABLE, LEAD_SOURCE_FIELDS } from '@/leads/lead-field-table';
import { zonedDateTime } from '@/leads/studio-time';
import type { StoredLead } from '@/server/leads/lead-store';
import { visibleControls } from './terminal-text';

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
/** Excel reads a CSV as UTF-8 only when it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * The column each API field is written in (the field table's `csvColumn`): the contact form keeps
 * its original API names for the sender (`from_name`, `from_email`), every other form says `name`
 * and `email`, and one `name` and one `email` column hold them all, so a sheet sorted or filtered by
 * address sees every lead. Every other field is its own column, named as in the API.
 */
const COLUMN_OF_FIELD: ReadonlyMap<string, string> = new Map(
  LEAD_KINDS.flatMap((kind) => LEAD_FIELD_TABLE[kind].flatMap((field) => (field.csvColumn ? [[field.name, field.csvColumn] as const] : []))),
);

export function csvColumnOf(field: string): string {
  return COLUMN_OF_FIELD.get(field) ?? field;
}

/**
 * One CSV cell. Control characters are shown as escapes first (the CLI prints this CSV to a
 * terminal, and a spreadsheet would hide them or let a BiDi override reorder the text; the schema
 * removes them from every lead it accepts, so only older or hand-written data has any); then a
 * formula trigger is neutralised with a leading `'`; then the cell is quoted when it holds a
 * separator, quote or line break.
 */
export function csvCell(value: unknown): string {
  let text = visibleControls(value === undefined || value === null ? '' : Array.isArray(value) ? value.join('; ') : String(value));
  if (FORMULA_TRIGGERS.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Data columns for the kinds present, in the field table's order, each column once (see COLUMN_OF_FIELD). */
export function csvDataColumns(kinds: readonly LeadKind[] = LEAD_KINDS): string[] {
  const columns: string[] = [];
  for (const kind of kinds) {
    for (const field of LEAD_FIELD_TABLE[kind]) {
      const column = csvColumnOf(field.name);
      if (!columns.includes(column)) columns.push(column);
    }
  }
  return columns;
}

/** A note as the CSV writes it. */
export interface CsvNote {
  /** ISO-8601 UTC, as stored. */
  createdAt: string;
  text: string;
}

/** A lead as the CSV writes it: as stored, with its status in the inbox's workflow (new, handled, spam, archived) and the studio's notes. */
export interface CsvLead extends StoredLead {
  /** Left empty when the list was read without it. */
  status?: string;
  /** Oldest first; none, or left out, is an empty cell. */
  notes?: readonly CsvNote[];
}

/** The columns before the form's fields. */
const LEAD_COLUMNS = ['id', 'kind', 'createdAt', 'status'] as const;
/** The columns after them. */
const TRAILING_COLUMNS = ['notes'] as const;

/** A note's time as the inbox shows the studio its leads: the studio's wall clock (New York), to the minute. */
function noteTime(iso: string): string {
  const { date, minutesOfDay } = zonedDateTime(new Date(iso));
  const hours = String(Math.floor(minutesOfDay / 60)).padStart(2, '0');
  const minutes = String(minutesOfDay % 60).padStart(2, '0');
  return `${date} ${hours}:${minutes}`;
}

/** The notes cell: each note as "YYYY-MM-DD HH:mm text" (the studio's time), oldest first, one per line. */
export function notesCell(notes: readonly CsvNote[] = []): string {
  return notes.map((note) => `${noteTime(note.createdAt)} ${note.text}`).join('\n');
}

/** The kinds whose fields make the columns: the one asked for, or all of them. */
export function csvKinds(kind?: LeadKind): readonly LeadKind[] {
  return kind ? [kind] : LEAD_KINDS;
}

/** The columns after the form's fields: where the lead was sent from (the field table's source columns). */
const SOURCE_CSV_COLUMNS = LEAD_SOURCE_FIELDS.map((field) => field.csvColumn);

/** The CSV's first line: id, kind, createdAt, status, one column per field of `kinds`, the source's columns, then notes. */
export function csvHeader(kinds: readonly LeadKind[] = LEAD_KINDS): string {
  return [...LEAD_COLUMNS, ...csvDataColumns(kinds), ...SOURCE_CSV_COLUMNS, ...TRAILING_COLUMNS].map(csvCell).join(',') + CSV_LINE_END;
}

/** A lead's values by column; the first field wins should stored data hold two for one column. */
function valuesByColumn(data: Record<string, unknown>): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const [field, value] of Object.entries(data)) {
    const column = csvColumnOf(field);
    if (!values.has(column)) values.set(column, value);
  }
  return values;
}

/** Leads as CSV lines under `csvHeader(kinds)`: for writing a long list page by page. */
export function csvRows(leads: readonly CsvLead[], kinds: readonly LeadKind[] = LEAD_KINDS): string {
  const dataColumns = csvDataColumns(kinds);
  return leads
    .map((lead) => {
      const values = valuesByColumn(lead.data);
      const source = LEAD_SOURCE_FIELDS.map((field) => lead.source?.[field.name]);
      const cells = [lead.id, lead.kind, lead.createdAt, lead.status, ...dataColumns.map((column) => values.get(column)), ...source, notesCell(lead.notes)];
      return cells.map(csvCell).join(',') + CSV_LINE_END;
    })
    .join('');
}

/** Leads as CSV: id, kind, createdAt, status, one column per field, the source's, then notes. */
export function leadsToCsv(leads: readonly CsvLead[], kinds: readonly LeadKind[] = LEAD_KINDS): string {
  return csvHeader(kinds) + csvRows(leads, kinds);
}

/** A whole CSV file as the admin API sends it (`GET /api/admin/leads?format=csv`): the BOM, the header, the rows. */
export function leadsCsvFile(leads: readonly CsvLead[], kinds: readonly LeadKind[] = LEAD_KINDS): string {
  return UTF8_BOM + leadsToCsv(leads, kinds);
}
