/**
 * Prints the leads of the configured store (DATABASE_URL, or DATA_DIR's SQLite file).
 *   npm run leads                     a table, newest first
 *   npm run leads -- --kind quote     one kind only
 *   npm run leads -- --csv > leads.csv
 *   npm run leads -- --json
 *   npm run leads -- --purge            delete leads older than LEAD_RETENTION_DAYS
 *   npm run leads -- --erase <email>    delete everything stored about one e-mail address
 * Purge and erase print counts only, never the data they delete.
 */
import { parseArgs } from 'node:util';
import { LEAD_KINDS, isLeadKind } from '../src/leads/kinds';
import { leadsToCsv } from '../src/server/admin/leads-csv';
import { terminalSafeData, terminalSafeJson, visibleControls } from '../src/server/admin/terminal-text';
import { ConfigError, loadConfig } from '../src/server/config';
import type { RemovedRows } from '../src/server/leads/lead-retention';
import { eraseByEmail, purgeLeadsPastRetention } from '../src/server/leads/lead-retention';
import type { StoredLead } from '../src/server/leads/lead-store';
import { listLeads } from '../src/server/leads/lead-store';
import { openStore } from '../src/server/store/open-store';

const SUMMARY_WIDTH = 60;
const USAGE = [
  `Usage: npm run leads -- [--kind ${LEAD_KINDS.join('|')}] [--csv | --json]`,
  '       npm run leads -- --purge            delete leads older than LEAD_RETENTION_DAYS, with their mails and keys',
  '       npm run leads -- --erase <email>    delete every lead, mail and key of one e-mail address',
].join('\n');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** One table cell: terminal controls shown as escapes, then whitespace (line breaks too) as single spaces. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return visibleControls(Array.isArray(value) ? value.join(', ') : String(value)).replace(/\s+/g, ' ').trim();
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

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function describeRemoved(removed: RemovedRows): string {
  return `${plural(removed.leads, 'lead')}, ${plural(removed.mails, 'mail')} and ${plural(removed.idempotencyKeys, 'idempotency record')} removed`;
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: {
        kind: { type: 'string' },
        csv: { type: 'boolean' },
        json: { type: 'boolean' },
        purge: { type: 'boolean' },
        erase: { type: 'string' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (args.csv && args.json) fail(`Choose --csv or --json, not both.\n${USAGE}`);
  const deleting = args.purge || args.erase !== undefined;
  if (args.purge && args.erase !== undefined) fail(`Choose --purge or --erase, not both.\n${USAGE}`);
  if (deleting && (args.csv || args.json || args.kind !== undefined)) fail(`--purge and --erase take no other option.\n${USAGE}`);
  if (args.erase !== undefined && !args.erase.trim()) fail(`--erase needs the e-mail address to erase.\n${USAGE}`);
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
    if (args.purge) {
      const removed = await purgeLeadsPastRetention(store.db, new Date(), config.LEAD_RETENTION_DAYS);
      process.stdout.write(`Purged leads older than ${config.LEAD_RETENTION_DAYS} days: ${describeRemoved(removed)}.\n`);
      return;
    }
    if (args.erase !== undefined) {
      const removed = await eraseByEmail(store.db, args.erase);
      process.stdout.write(`Erased that address: ${describeRemoved(removed)}.\n`);
      return;
    }
    const leads = await listLeads(store.db, { kind });
    if (args.json) process.stdout.write(`${terminalSafeJson({ leads }, 2)}\n`);
    else if (args.csv) {
      const safe = leads.map((lead) => ({ ...lead, data: terminalSafeData(lead.data) }));
      process.stdout.write(leadsToCsv(safe, kind ? [kind] : LEAD_KINDS));
    } else process.stdout.write(formatTable(leads));
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => fail(`Could not use the leads store: ${error instanceof Error ? error.message : String(error)}`));
