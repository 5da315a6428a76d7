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
});
