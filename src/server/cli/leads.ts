/**
 * The operator's view of the store the server writes (DATABASE_URL, or DATA_DIR's SQLite file), with
 * the server's settings: the environment, then a .env file in the folder it runs from.
 *   npm run leads                          a table, newest first
 *   npm run leads -- --kind quote          one kind only
 *   npm run leads -- --since 2030-03-01    leads created at or after a date (UTC) or an ISO timestamp
 *   npm run leads -- --limit 20            the newest 20 (with any of the above and below)
 *   npm run leads -- --csv > leads.csv     the same CSV as the admin API's
 *   npm run leads -- --json
 *   npm run leads -- --purge               delete leads older than LEAD_RETENTION_DAYS
 *   npm run leads -- --erase <email>       delete everything stored about one e-mail address
 *   npm run leads -- --backup <file>       a consistent copy of the SQLite store, while the server runs
 *   npm run leads -- --restore <file>      put a backup in place of the SQLite store (server stopped)
 * Purge and erase print counts only, never the data they delete. It never creates a store: when the
 * configured one is not there, it says where it looked and exits 1. In a release, compiled by
 * `npm run build`, it is `node server/leads.js` with the same options; its usage and messages name
 * whichever it is.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LEAD_KINDS, isLeadKind } from '@/leads/kinds';
import type { LeadKind } from '@/leads/kinds';
import { withInboxColumns } from '@/server/admin/lead-inbox-columns';
import { csvKinds, leadsCsvFile } from '@/server/admin/leads-csv';
import { terminalSafeJson, visibleControls } from '@/server/admin/terminal-text';
import { ConfigError, loadConfig } from '@/server/config';
import { leadsCommandOf } from '@/server/entry-file';
import { loadEnvFile } from '@/server/env-file';
import { eraseByEmail, purgeLeadsPastRetention } from '@/server/leads/lead-retention';
import { parseInstant } from '@/server/leads/lead-instant';
import type { LeadQuery, StoredLead } from '@/server/leads/lead-store';
import { listLeads } from '@/server/leads/lead-store';
import { describeErased, describeRemoved, plural } from '@/server/leads/removal-summary';
import {
  StoreRefusal,
  noSqliteDatabaseMessage,
  openExistingStore,
  postgresBackupAdvice,
  postgresRestoreAdvice,
  sqliteDatabaseFile,
} from '@/server/store/existing-store';
import { backupSqliteStore, restoreSqliteStore } from '@/server/store/sqlite-backup';

const SUMMARY_WIDTH = 60;
/** How this command is run, for its usage and messages: decided by its own file (the compiled server/leads.js, or this one under tsx). */
const COMMAND = leadsCommandOf(fileURLToPath(import.meta.url));
/** Each action and what it does. */
const ACTIONS: [string, string][] = [
  ['--purge', 'delete leads older than LEAD_RETENTION_DAYS, with their mails and keys'],
  ['--erase <email>', 'delete every lead, mail and key of one e-mail address'],
  ['--backup <file>', 'copy the SQLite store to a new file, safely while the server runs'],
  ['--restore <file>', 'replace the SQLite store with a backup (server stopped; the old one is kept aside)'],
];
/** The actions' column: the widest and five spaces. */
const ACTION_WIDTH = Math.max(...ACTIONS.map(([action]) => action.length)) + 5;
const USAGE = [
  `Usage: ${COMMAND.withOptions} [--kind ${LEAD_KINDS.join('|')}] [--since <date>] [--limit <n>] [--csv | --json]`,
  ...ACTIONS.map(([action, does]) => `       ${COMMAND.withOptions} ${action.padEnd(ACTION_WIDTH)}${does}`),
  '  --since <date>   leads created at or after a date (2030-03-01, from midnight UTC) or an ISO timestamp',
  '                   with its zone (2030-03-01T09:30:00Z, 2030-03-01T10:30:00+01:00)',
  '  --limit <n>      the newest n leads only',
  '  --csv            the same CSV as GET /api/admin/leads?format=csv (byte-order mark, formula-safe cells)',
  '  --force          --backup: replace an existing file; --restore: after a crash, when -wal/-shm files',
  '                   were left beside the database (it still refuses while a process has it open)',
  'Settings (DATA_DIR, DATABASE_URL) come from the environment, then from .env in the folder it runs from.',
  'PostgreSQL stores are backed up with pg_dump -Fc and restored with pg_restore (--backup says how).',
].join('\n');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function failWithUsage(message: string): never {
  fail(`${message}\n${USAGE}`);
}

/** One table cell: terminal controls shown as escapes, then whitespace (line breaks too) as single spaces. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return visibleControls(Array.isArray(value) ? value.join(', ') : String(value))
    .replace(/\s+/g, ' ')
    .trim();
}

function truncate(value: string, width: number): string {
  return value.length > width ? `${value.slice(0, width - 1)}…` : value;
}

const STORED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** When a lead came, to the minute; a time the server did not write (a row written by hand) is shown whole, escaped. */
function createdCell(createdAt: string): string {
  return STORED_INSTANT.test(createdAt) ? createdAt.slice(0, 16).replace('T', ' ') : text(createdAt);
}

/**
 * The columns that tell leads apart at a glance; the full record is in --json and --csv. Every
 * cell goes through text(): a row written by hand may hold terminal controls in any column.
 */
function tableRow(lead: StoredLead): string[] {
  const { data } = lead;
  const summary = data.message ?? data.additionalInfo ?? [data.consultationType, data.date, data.time].filter(Boolean).join(' ');
  const detail = data.projectType ? `${text(data.projectType)} / ${text(data.budget)} / ${text(data.timeline)}` : text(summary);
  return [
    createdCell(lead.createdAt),
    text(lead.kind),
    text(data.email ?? data.from_email),
    text(data.name ?? data.from_name),
    truncate(detail, SUMMARY_WIDTH),
  ];
}

/** What a filtered list was asked for, so an empty or short answer says what it is short of. */
function describeQuery(query: LeadQuery): string {
  const parts = [
    query.kind === undefined ? undefined : `kind ${query.kind}`,
    query.since === undefined ? undefined : `since ${query.since.toISOString()}`,
  ].filter((part) => part !== undefined);
  return parts.join(', ');
}

function formatTable(leads: StoredLead[], query: LeadQuery): string {
  const filters = describeQuery(query);
  if (leads.length === 0) return filters ? `No leads match (${filters}).\n` : 'No leads yet.\n';
  const rows = [['created (UTC)', 'kind', 'email', 'name', 'detail'], ...leads.map(tableRow)];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  const notes = [filters, leads.length === query.limit ? `the newest ${query.limit}: --limit` : ''].filter(Boolean).join('; ');
  return `${lines.join('\n')}\n${plural(leads.length, 'lead')}${notes ? ` (${notes})` : ''}\n`;
}

function parseLimit(value: string): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const limit = Number(value);
  return limit >= 1 && Number.isSafeInteger(limit) ? limit : undefined;
}

interface ListRequest {
  query: LeadQuery & { kind?: LeadKind | undefined };
  format: 'table' | 'csv' | 'json';
}

type Command =
  | { action: 'list'; list: ListRequest }
  | { action: 'purge' }
  | { action: 'erase'; email: string }
  | { action: 'backup'; file: string; force: boolean }
  | { action: 'restore'; file: string; force: boolean }
  | { action: 'help' };

function parseCommand(argv: string[]): Command {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        kind: { type: 'string' },
        since: { type: 'string' },
        limit: { type: 'string' },
        csv: { type: 'boolean' },
        json: { type: 'boolean' },
        purge: { type: 'boolean' },
        erase: { type: 'string' },
        backup: { type: 'string' },
        restore: { type: 'string' },
        force: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    failWithUsage(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { action: 'help' };

  const actions = (['purge', 'erase', 'backup', 'restore'] as const).filter((name) => values[name] !== undefined);
  if (actions.length > 1) failWithUsage(`Choose one of ${actions.map((name) => `--${name}`).join(', ')}.`);
  const action = actions[0];
  const listOptions = (['kind', 'since', 'limit', 'csv', 'json'] as const).filter((name) => values[name] !== undefined);
  if (action !== undefined && listOptions.length > 0) failWithUsage(`--${action} takes no other option (not --${listOptions.join(', --')}).`);
  if (values.force && action !== 'backup' && action !== 'restore') failWithUsage('--force goes with --backup or --restore only.');

  if (action === 'purge') return { action };
  if (action === 'erase') {
    if (!values.erase?.trim()) failWithUsage('--erase needs the e-mail address to erase.');
    return { action, email: values.erase };
  }
  if (action === 'backup' || action === 'restore') {
    const file = values[action]?.trim();
    if (!file) failWithUsage(`--${action} needs the backup file.`);
    return { action, file, force: values.force === true };
  }
  return { action: 'list', list: parseListRequest(values) };
}

function parseListRequest(values: { kind?: string; since?: string; limit?: string; csv?: boolean; json?: boolean }): ListRequest {
  if (values.csv && values.json) failWithUsage('Choose --csv or --json, not both.');
  const { kind } = values;
  if (kind !== undefined && !isLeadKind(kind)) failWithUsage(`Unknown kind ${JSON.stringify(kind)}.`);
  let since: Date | undefined;
  if (values.since !== undefined) {
    since = parseInstant(values.since);
    if (!since)
      failWithUsage(`--since takes a date (2030-03-01) or an ISO timestamp with its zone (2030-03-01T09:30:00Z), not ${JSON.stringify(values.since)}.`);
  }
  let limit: number | undefined;
  if (values.limit !== undefined) {
    limit = parseLimit(values.limit);
    if (!limit) failWithUsage(`--limit takes a whole number of leads, 1 or more, not ${JSON.stringify(values.limit)}.`);
  }
  return { query: { kind, since, limit }, format: values.csv ? 'csv' : values.json ? 'json' : 'table' };
}

function formatLeads(leads: StoredLead[], { query, format }: ListRequest): string {
  if (format === 'json') return `${terminalSafeJson({ leads }, 2)}\n`;
  // The admin API's CSV, byte for byte: the same function, the same columns for the same kind.
  if (format === 'csv') return leadsCsvFile(leads, csvKinds(query.kind));
  return formatTable(leads, query);
}

type Config = ReturnType<typeof loadConfig>;

/**
 * A file named on the command line, as an absolute path. `npm run` runs this in the project folder
 * (where the server's .env is, so that folder stays the working one), but a relative file name
 * means the folder the operator typed it in, which npm passes as INIT_CWD.
 */
function operatorFile(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

async function backup(config: Config, file: string, force: boolean): Promise<string> {
  if (config.DATABASE_URL) throw new StoreRefusal(postgresBackupAdvice(file));
  const database = sqliteDatabaseFile(config.DATA_DIR);
  if (!existsSync(database)) throw new StoreRefusal(noSqliteDatabaseMessage(database));
  const result = await backupSqliteStore(database, operatorFile(file), { force });
  return `Backed up ${database}\n     to ${result.file}: ${plural(result.leads, 'lead')}, PRAGMA integrity_check ok.\n`;
}

async function restore(config: Config, file: string, force: boolean): Promise<string> {
  if (config.DATABASE_URL) throw new StoreRefusal(postgresRestoreAdvice(file));
  const backupFile = operatorFile(file);
  const result = await restoreSqliteStore(sqliteDatabaseFile(config.DATA_DIR), backupFile, { force, now: new Date(), command: COMMAND.name });
  const before =
    result.movedAside.length > 0
      ? `Moved the database it replaces aside: ${result.movedAside.join(', ')}`
      : `No database was at ${result.database}: nothing moved aside.`;
  return `${before}\nRestored ${result.database} from ${backupFile}: ${plural(result.leads, 'lead')}, PRAGMA integrity_check ok. Start the server.\n`;
}

async function run(config: Config, command: Exclude<Command, { action: 'help' | 'backup' | 'restore' }>): Promise<string> {
  const store = await openExistingStore(config);
  try {
    await store.migrate();
    if (command.action === 'purge') {
      const removed = await purgeLeadsPastRetention(store.db, new Date(), config.LEAD_RETENTION_DAYS);
      return `Purged leads older than ${config.LEAD_RETENTION_DAYS} days: ${describeRemoved(removed)}.\n`;
    }
    if (command.action === 'erase') return `Erased that address: ${describeErased(await eraseByEmail(store.db, command.email))}.\n`;
    const leads = await listLeads(store.db, command.list.query);
    // The CSV gives each lead's status and notes, as the admin API's does.
    return formatLeads(command.list.format === 'csv' ? await withInboxColumns(store.db, leads) : leads, command.list);
  } finally {
    await store.close();
  }
}

async function main(): Promise<void> {
  const command = parseCommand(process.argv.slice(2));
  if (command.action === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  let config;
  try {
    // The server's settings: a .env beside the server is read by both.
    loadEnvFile();
    config = loadConfig();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error instanceof Error ? error.message : error));
  }
  let output: string;
  if (command.action === 'backup') output = await backup(config, command.file, command.force);
  else if (command.action === 'restore') output = await restore(config, command.file, command.force);
  else output = await run(config, command);
  process.stdout.write(output);
}

main().catch((error: unknown) => {
  if (error instanceof StoreRefusal) fail(error.message);
  fail(`Could not use the leads store: ${error instanceof Error ? error.message : String(error)}`);
});
