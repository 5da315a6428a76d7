/**
 * `npm run leads -- --purge` and `--erase <email>` against a temporary SQLite store, run as the
 * operator runs them (a child process reading the environment). They print counts, never the data.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/leads/retention';
import { listLeads, storeLead } from '../src/server/leads/lead-store';
import { openSqliteStore } from '../src/server/store/open-store';

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function leadsCommand(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
      cwd: PROJECT_DIR,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

async function seed(leads: { kind: string; data: Record<string, unknown>; ageDays: number }[]): Promise<void> {
  const store = openSqliteStore(dataDir);
  await store.migrate();
  const now = Date.now();
  for (const lead of leads) {
    await storeLead(store.db, {
      id: crypto.randomUUID(),
      kind: lead.kind,
      idempotencyKey: crypto.randomUUID(),
      requestHash: 'h',
      data: lead.data,
      response: { status: 200, body: { message: 'ok' } },
      mails: [{ purpose: 'notification', to: 'studio@example.com', replyTo: String(lead.data.email ?? lead.data.from_email), subject: 's', text: 't' }],
      now: new Date(now - lead.ageDays * DAY_MS),
    });
  }
  await store.close();
}

async function storedEmails(): Promise<string[]> {
  const store = openSqliteStore(dataDir);
  try {
    return (await listLeads(store.db)).map((lead) => String(lead.data.email ?? lead.data.from_email)).sort();
  } finally {
    await store.close();
  }
}

// Child processes on a busy machine: generous limits, no timing asserted.
describe('npm run leads', { timeout: 60_000 }, () => {
  it('keeps its usage text and documents --purge and --erase', async () => {
    const help = await leadsCommand(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm run leads -- [--kind newsletter|contact|quote|founder|booking] [--csv | --json]');
    expect(help.stdout).toContain('--purge');
    expect(help.stdout).toContain('--erase <email>');
    const missing = await leadsCommand(['--erase', '  ']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--erase needs the e-mail address');
  });

  it('--erase removes one person from every kind, case and spaces ignored, and prints counts only', async () => {
    await seed([
      { kind: 'newsletter', data: { email: 'Person@Example.com' }, ageDays: 1 },
      { kind: 'contact', data: { from_name: 'P', from_email: 'person@example.com', message: 'Hi' }, ageDays: 2 },
      { kind: 'booking', data: { email: 'other@example.com', consultationType: 'Video', date: '2099-01-01', time: '09:00 AM' }, ageDays: 1 },
    ]);
    const erased = await leadsCommand(['--erase', ' PERSON@example.COM ']);
    expect(erased.code, erased.stderr).toBe(0);
    expect(erased.stdout).toBe('Erased that address: 2 leads, 2 mails and 2 idempotency records removed.\n');
    expect(erased.stdout.toLowerCase()).not.toContain('person@example.com');
    expect(await storedEmails()).toEqual(['other@example.com']);
  });

  it('--purge deletes leads older than LEAD_RETENTION_DAYS', async () => {
    await seed([
      { kind: 'quote', data: { email: 'old@example.com' }, ageDays: 12 },
      { kind: 'founder', data: { email: 'recent@example.com' }, ageDays: 8 },
    ]);
    const purged = await leadsCommand(['--purge'], { LEAD_RETENTION_DAYS: '10' });
    expect(purged.code, purged.stderr).toBe(0);
    expect(purged.stdout).toBe('Purged leads older than 10 days: 1 lead, 1 mail and 1 idempotency record removed.\n');
    expect(await storedEmails()).toEqual(['other@example.com', 'recent@example.com']);
  });

  it('prints stored text with control characters made visible, never sent to the terminal raw', async () => {
    // Data stored before the schema cleaned such text, or written by hand: the CLI must still be safe.
    const message = 'bell\u0007 esc\u001b[31mred\u001b[0m csi\u009b2J rlo\u202eevil\u202c nul\u0000 cr\roverwrite';
    await seed([{ kind: 'contact', data: { from_name: 'Mallory\u001b]0;pwned\u0007', from_email: 'mallory@example.com', message }, ageDays: 0 }]);
    // C0 controls other than tab and line feed, DEL, C1 controls, and the BiDi embeddings, overrides and isolates.
    // eslint-disable-next-line no-control-regex
    const unsafe = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

    const table = await leadsCommand(['--kind', 'contact']);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).not.toMatch(unsafe);
    expect(table.stdout).toContain('Mallory\\u001b]0;pwned\\u0007');
    // The detail column is cut at 60 characters.
    expect(table.stdout).toContain('bell\\u0007 esc\\u001b[31mred\\u001b[0m csi\\u009b2J rlo\\u202e');

    const csv = await leadsCommand(['--kind', 'contact', '--csv']);
    expect(csv.code, csv.stderr).toBe(0);
    // Rows end in CRLF; no other carriage return or control character is written.
    expect(csv.stdout.replace(/\r\n/g, '\n')).not.toMatch(unsafe);
    expect(csv.stdout).toContain('cr\\roverwrite');

    const json = await leadsCommand(['--kind', 'contact', '--json']);
    expect(json.code, json.stderr).toBe(0);
    expect(json.stdout).not.toMatch(unsafe);
    // Escaped as JSON, so the data reads back exactly.
    const parsed = JSON.parse(json.stdout) as { leads: { data: Record<string, unknown> }[] };
    expect(parsed.leads.find((lead) => lead.data.from_email === 'mallory@example.com')?.data.message).toBe(message);
  });
});

