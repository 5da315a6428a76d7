/**
 * Prints the leads of the configured store (DATABASE_URL, or DATA_DIR's SQLite file).
 *   npm run leads                     a table, newest first
 *   npm run leads -- --kind quote     one kind only
 *   npm run leads -- --csv > leads.csv
 *   npm run leads -- --json
 */
import { parseArgs } from 'node:util';
import { LEAD_KINDS, isLeadKind } from '../src/leads/kinds';
import { leadsToCsv } from '../src/server/admin/leads-csv';
import { ConfigError, loadConfig } from '../src/server/config';
import type { StoredLead } from '../src/server/leads/lead-store';
import { listLeads } from '../src/server/leads/lead-store';
import { openStore } from '../src/server/store/open-store';

const SUMMARY_WIDTH = 60;
const USAGE = `Usage: npm run leads -- [--kind ${LEAD_KINDS.join('|')}] [--csv | --json]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return (Array.isArray(value) ? value.join(', ') : String(value)).replace(/\s+/g, ' ').trim();
}

function truncate(value: string, width: number): string {
  return value.length > width ? `${value.slice(0, width - 1)}…` : value;
}

/** The columns that tell leads apart at a glance; the full record is in --json and --csv. */
function tableRow(lead: StoredLead): string[] {
  const { data } = lead;
  const summary = data.message ?? data.additionalInfo ?? [data.consultationType, data.date, data.time].filter(Boolean).join(' ');
  const detail = data.projectType ? `${text(data.projectType)} / ${text(data.budget)} / ${text(data.timeline)}` : text(summary);
  return [
    lead.createdAt.slice(0, 16).replace('T', ' '),
    lead.kind,
    text(data.email ?? data.from_email),
    text(data.name ?? data.from_name),
    truncate(detail, SUMMARY_WIDTH),
  ];
}

function formatTable(leads: StoredLead[]): string {
  if (leads.length === 0) return 'No leads yet.\n';
  const rows = [['created (UTC)', 'kind', 'email', 'name', 'detail'], ...leads.map(tableRow)];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  return `${lines.join('\n')}\n${leads.length} lead${leads.length === 1 ? '' : 's'}\n`;
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: { kind: { type: 'string' }, csv: { type: 'boolean' }, json: { type: 'boolean' }, help: { type: 'boolean' } },
    }).values;
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (args.csv && args.json) fail(`Choose --csv or --json, not both.\n${USAGE}`);
  const kind = args.kind;
  if (kind !== undefined && !isLeadKind(kind)) fail(`Unknown kind "${kind}". ${USAGE}`);

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  const store = openStore(config);
  try {
    await store.migrate();
    const leads = await listLeads(store.db, { kind });
    if (args.json) process.stdout.write(`${JSON.stringify({ leads }, null, 2)}\n`);
    else if (args.csv) process.stdout.write(leadsToCsv(leads, kind ? [kind] : LEAD_KINDS));
    else process.stdout.write(formatTable(leads));
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => fail(`Could not read the leads: ${error instanceof Error ? error.message : String(error)}`));
