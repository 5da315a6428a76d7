/**
 * `npm run leads` against temporary SQLite stores, run as the operator runs it (a child process
 * reading the environment): purge and erase print counts, never the data; the CSV is the admin
 * API's; --since and --limit choose leads; and a run pointed at no store creates none.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_KINDS } from '@/leads/kinds';
import { DAY_MS } from '@/leads/retention';
import { listLeads, storeLead } from '@/server/leads/lead-store';
import { describePostgresTarget, noPostgresTablesMessage, postgresBackupAdvice } from '@/server/store/existing-store';
import { SQLITE_FILE_NAME, openSqliteStore } from '@/server/store/open-store';
import type { SeedLead } from '@/server/testing/leads-cli';
import { runLeadsCli, seedSqliteStore } from '@/server/testing/leads-cli';
import { createTestApp, publicTableCount, scratchPostgresUrl, validBodies } from '@/server/testing/test-app';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'kestrel-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const dataDir = path.join(scratch, 'shared');
mkdirSync(dataDir);
let folders = 0;
/** A folder of its own under the scratch folder (not created). */
const freshPath = (name: string) => path.join(scratch, `${name}-${(folders += 1)}`);

function leadsCommand(args: string[], env: Record<string, string | undefined> = {}) {
  return runLeadsCli(args, { DATA_DIR: dataDir, DATABASE_URL: '', ...env });
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
    expect(help.stdout).toContain('Usage: npm run leads -- [--kind newsletter|contact|quote|founder|booking] [--since <date>] [--limit <n>] [--csv | --json]');
    // Run through npm in the repository, it names itself so (compiled, it is node server/leads.js: src/server/entry-file.test.ts).
    expect(help.stdout).toContain(
      [
        '       npm run leads -- --purge              delete leads older than LEAD_RETENTION_DAYS, with their mails and keys',
        '       npm run leads -- --erase <email>      delete every lead, mail and key of one e-mail address',
        '       npm run leads -- --backup <file>      copy the SQLite store to a new file, safely while the server runs',
        '       npm run leads -- --restore <file>     replace the SQLite store with a backup (server stopped; the old one is kept aside)',
      ].join('\n'),
    );
    expect(help.stdout).not.toContain('server/leads.js');
    for (const option of ['--purge', '--erase <email>', '--backup <file>', '--restore <file>', '--since <date>', '--limit <n>', '--force']) {
      expect(help.stdout).toContain(option);
    }
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
    // A confirmed newsletter subscription of the same person.
    const store = openSqliteStore(dataDir);
    await store.db
      .insertInto('newsletter_subscribers')
      .values({
        email: 'person@example.com',
        mailbox: 'person@example.com',
        requested_at: '2030-01-01T00:00:00.000Z',
        confirmed_at: '2030-01-01T01:00:00.000Z',
        unsubscribed_at: null,
        lead_id: 'l',
      })
      .execute();
    await store.close();
    const erased = await leadsCommand(['--erase', ' PERSON@example.COM ']);
    expect(erased.code, erased.stderr).toBe(0);
    expect(erased.stdout).toBe('Erased that address: 2 leads, 2 mails, 2 idempotency records and 1 newsletter subscription removed.\n');
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

  it('escapes every column of the table, the kind and the time included, for rows written by hand', async () => {
    const folder = freshPath('escapes');
    const store = openSqliteStore(folder);
    await store.migrate();
    // A row no server wrote: terminal controls in the kind and the creation time.
    await store.db
      .insertInto('leads')
      .values({
        id: 'hand-written',
        kind: 'contact\u001b[2J\u001b[31m',
        created_at: '2030-01-01\u001b]0;pwned\u0007T09:00',
        data: JSON.stringify({ email: 'x@example.com\u009b1m', name: 'N\u202eame', message: 'm\u0007' }),
        idempotency_key: 'k',
      })
      .execute();
    await store.close();
    // eslint-disable-next-line no-control-regex
    const unsafe = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
    const table = await runLeadsCli([], { DATA_DIR: folder, DATABASE_URL: '' });
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).not.toMatch(unsafe);
    expect(table.stdout).toContain('contact\\u001b[2J\\u001b[31m');
    expect(table.stdout).toContain('2030-01-01\\u001b]0;pwned\\u0007T09:00');
    expect(table.stdout).toContain('x@example.com\\u009b1m');
    expect(table.stdout).toContain('N\\u202eame');
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

describe('npm run leads never creates a store', { timeout: 120_000 }, () => {
  it('refuses when the SQLite file is not there, naming the path it looked at and how to point it elsewhere, and creates nothing', async () => {
    const absent = freshPath('absent');
    const empty = freshPath('empty');
    mkdirSync(empty);
    const runs: [string, string[]][] = [
      ...[[], ['--csv'], ['--json', '--since', '2030-01-01'], ['--purge'], ['--erase', 'a@example.com'], ['--backup', path.join(scratch, 'never.sqlite')]].map(
        (args): [string, string[]] => [absent, args],
      ),
      [empty, []],
      [empty, ['--backup', path.join(empty, 'backup.sqlite')]],
    ];
    const outcomes = await Promise.all(runs.map(([dir, args]) => leadsCommand(args, { DATA_DIR: dir })));
    for (const [index, run] of outcomes.entries()) {
      const [dir, args] = runs[index]!;
      expect(run.code, `${dir} ${args.join(' ')}`).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(`No leads database at ${path.join(dir, SQLITE_FILE_NAME)}: nothing was read or created there.`);
      expect(run.stderr).toContain('DATA_DIR=');
      expect(run.stderr).toContain('DATABASE_URL=');
      expect(run.stderr).toMatch(/a \.env file in \/.+ \(the folder this runs from/);
    }
    expect(existsSync(absent)).toBe(false);
    expect(existsSync(path.join(scratch, 'never.sqlite'))).toBe(false);
    expect(readdirSync(empty)).toEqual([]);
  });

  it('names the absolute path of a relative DATA_DIR', async () => {
    const run = await leadsCommand([], { DATA_DIR: path.relative(process.cwd(), path.join(scratch, 'relative', 'data')) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`No leads database at ${path.join(scratch, 'relative', 'data', SQLITE_FILE_NAME)}`);
    expect(existsSync(path.join(scratch, 'relative'))).toBe(false);
  });

  it('refuses a file without the leads table, and leaves it as it was', async () => {
    const dir = freshPath('not-leads');
    mkdirSync(dir);
    writeFileSync(path.join(dir, SQLITE_FILE_NAME), '');
    const run = await leadsCommand([], { DATA_DIR: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('without a leads table');
    expect(readdirSync(dir)).toEqual([SQLITE_FILE_NAME]);
    expect(readFileSync(path.join(dir, SQLITE_FILE_NAME))).toHaveLength(0);
  });

  it("reads the server's settings from a .env file when the environment has none", async () => {
    const dir = freshPath('from-env-file');
    await seedSqliteStore(dir, [{ kind: 'newsletter', data: { email: 'dotenv@example.com' }, createdAt: new Date() }]);
    const envFile = path.join(scratch, 'server.env');
    writeFileSync(envFile, `DATA_DIR=${dir}\n`);
    const run = await leadsCommand([], { DATA_DIR: undefined, ENV_FILE: envFile });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('dotenv@example.com');
  });
});

describe('--since and --limit', { timeout: 120_000 }, () => {
  const dir = freshPath('filters');
  const at = (iso: string) => new Date(iso);
  const leads: SeedLead[] = [
    { kind: 'newsletter', data: { email: 'a@example.com' }, createdAt: at('2030-02-28T23:59:59.999Z') },
    { kind: 'contact', data: { from_name: 'B', from_email: 'b@example.com', message: 'Hi' }, createdAt: at('2030-03-01T00:00:00.000Z') },
    { kind: 'quote', data: { ...validBodies.quote, email: 'c@example.com' }, createdAt: at('2030-03-01T09:30:00.000Z') },
    { kind: 'newsletter', data: { email: 'd@example.com' }, createdAt: at('2030-03-02T08:00:00.000Z') },
  ];
  beforeAll(() => seedSqliteStore(dir, leads));
  async function emails(args: string[]): Promise<string[]> {
    const run = await leadsCommand(['--json', ...args], { DATA_DIR: dir });
    expect(run.code, run.stderr).toBe(0);
    return (JSON.parse(run.stdout) as { leads: { data: Record<string, unknown> }[] }).leads.map((lead) => String(lead.data.email ?? lead.data.from_email));
  }

  it('--since keeps leads created at or after a date (midnight UTC) or an instant in any zone, newest first', async () => {
    expect(await emails(['--since', '2030-03-01'])).toEqual(['d@example.com', 'c@example.com', 'b@example.com']);
    expect(await emails(['--since', '2030-03-01T10:30:00+01:00'])).toEqual(['d@example.com', 'c@example.com']);
    expect(await emails(['--since', '2030-03-01T09:30:00.001Z'])).toEqual(['d@example.com']);
    // Finer than the stored milliseconds: still strictly "at or after".
    expect(await emails(['--since', '2030-03-01T09:30:00.0000001Z'])).toEqual(['d@example.com']);
    expect(await emails(['--since', '2030-03-03'])).toEqual([]);
  });

  it('--limit keeps the newest n, after --kind and --since', async () => {
    expect(await emails(['--limit', '2'])).toEqual(['d@example.com', 'c@example.com']);
    expect(await emails(['--limit', '2', '--kind', 'newsletter'])).toEqual(['d@example.com', 'a@example.com']);
    expect(await emails(['--limit', '10', '--since', '2030-03-01T09:00:00Z'])).toEqual(['d@example.com', 'c@example.com']);
  });

  it('applies to the table and the CSV too, and the table says what it was asked for', async () => {
    const table = await leadsCommand(['--limit', '2'], { DATA_DIR: dir });
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain('d@example.com');
    expect(table.stdout).toContain('c@example.com');
    expect(table.stdout).not.toContain('b@example.com');
    expect(table.stdout).toMatch(/\n2 leads \(the newest 2: --limit\)\n$/);
    const none = await leadsCommand(['--since', '2030-03-03'], { DATA_DIR: dir });
    expect(none.stdout).toBe('No leads match (since 2030-03-03T00:00:00.000Z).\n');
    const csv = await leadsCommand(['--csv', '--since', '2030-03-02'], { DATA_DIR: dir });
    const lines = csv.stdout.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('d@example.com');
  });

  it('refuses a bad --since or --limit with a clear message and the usage', async () => {
    const cases: [string[], string][] = [
      [['--since', '2030-02-30'], '--since takes a date'],
      [['--since', 'yesterday'], '--since takes a date'],
      [['--since', '2030-03-01T09:30'], '--since takes a date'],
      [['--since', '2030-03-01 09:30:00Z'], '--since takes a date'],
      [['--since'], 'argument missing'],
      [['--limit', '0'], '--limit takes a whole number'],
      [['--limit=-1'], '--limit takes a whole number'],
      [['--limit', '2.5'], '--limit takes a whole number'],
      [['--limit', 'ten'], '--limit takes a whole number'],
      [['--purge', '--limit', '2'], '--purge takes no other option'],
    ];
    const runs = await Promise.all(cases.map(([args]) => leadsCommand(args, { DATA_DIR: dir })));
    runs.forEach((run, index) => {
      const [args, message] = cases[index]!;
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr, args.join(' ')).toContain(message);
      expect(run.stderr).toContain('Usage: npm run leads');
      expect(run.stdout).toBe('');
    });
  });
});

describe('--csv', { timeout: 60_000 }, () => {
  const ADMIN_TOKEN = 'studio-admin-token-0123456789';

  it('writes the same bytes as GET /api/admin/leads?format=csv for the same store, all kinds or one', async () => {
    const dir = freshPath('csv');
    await seedSqliteStore(dir, [
      ...LEAD_KINDS.map((kind, index) => ({ kind, data: validBodies[kind], createdAt: new Date(Date.UTC(2030, 2, 1, 10, index)) })),
      // Stored before the schema cleaned text, or by hand: a formula and terminal controls.
      {
        kind: 'contact',
        data: { from_name: '=HYPERLINK("http://evil.example","click")', from_email: 'mallory@example.com', message: 'esc\u001b[31m rlo\u202e cr\r\nnext line' },
        createdAt: new Date(Date.UTC(2030, 2, 1, 11)),
      },
    ]);
    const store = openSqliteStore(dir);
    try {
      const app = createTestApp(store, { env: { ADMIN_TOKEN } });
      for (const kind of [undefined, 'contact', 'quote']) {
        const response = await app.request(`/api/admin/leads?format=csv${kind ? `&kind=${kind}` : ''}`, {
          headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
        });
        expect(response.status).toBe(200);
        const apiBytes = Buffer.from(await response.arrayBuffer());
        const cli = await leadsCommand(['--csv', ...(kind ? ['--kind', kind] : [])], { DATA_DIR: dir });
        expect(cli.code, cli.stderr).toBe(0);
        expect(cli.stdout).toBe(apiBytes.toString('utf8'));
        expect(cli.stdoutBytes.equals(apiBytes)).toBe(true);
        expect([...apiBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      }
      const all = (await leadsCommand(['--csv'], { DATA_DIR: dir })).stdout;
      // Every kind's address in one email column, then its name: the contact's from_email and from_name too.
      expect(all).toContain(`,mallory@example.com,"'=HYPERLINK(""http://evil.example"",""click"")",`);
      expect(all).toContain('esc\\u001b[31m rlo\\u202e cr\\r\nnext line');
      expect(all.split('\r\n')[0]).not.toContain('from_');
    } finally {
      await store.close();
    }
  });
});

describe('with DATABASE_URL (PostgreSQL)', { timeout: 60_000 }, () => {
  const PASSWORD = 's3cret-pw';
  // Nothing listens on port 1: these refusals must not need a PostgreSQL server.
  const DATABASE_URL = `postgres://kestrel:${PASSWORD}@127.0.0.1:1/leads_db`;

  it('--backup and --restore give the pg_dump and pg_restore commands instead, and touch no file', async () => {
    const dir = freshPath('pg');
    mkdirSync(dir);
    const dump = path.join(dir, 'leads.dump');
    const backup = await leadsCommand(['--backup', dump], { DATABASE_URL });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain(`pg_dump -Fc "$DATABASE_URL" -f ${dump}`);
    expect(existsSync(dump)).toBe(false);

    writeFileSync(dump, 'a pg_dump file');
    const restore = await leadsCommand(['--restore', dump], { DATABASE_URL });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`pg_restore --clean --if-exists -d "$DATABASE_URL" ${dump}`);
    expect(readFileSync(dump, 'utf8')).toBe('a pg_dump file');
    expect(readdirSync(dir)).toEqual(['leads.dump']);
    for (const run of [backup, restore]) expect(run.stderr).not.toContain(PASSWORD);
  });

  it('says which database it could not read, never the password', async () => {
    const run = await leadsCommand([], { DATABASE_URL });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('PostgreSQL database "leads_db" on 127.0.0.1:1 as user "kestrel"');
    expect(run.stderr).not.toContain(PASSWORD);
  });

  it('refuses a database without the leads tables in words that name it, without the password', () => {
    const message = noPostgresTablesMessage(`postgres://kestrel:${PASSWORD}@db.example.com:6543/studio?sslmode=require`, '/srv/kestrel');
    expect(message).toContain('The PostgreSQL database "studio" on db.example.com:6543 as user "kestrel" has no leads table');
    expect(message).toContain('.env file in /srv/kestrel');
    expect(message).not.toContain(PASSWORD);
    expect(describePostgresTarget('postgresql:///kestrel?host=/var/run/postgresql')).toBe('PostgreSQL database "kestrel" on /var/run/postgresql:5432');
    expect(shellCommandFile(postgresBackupAdvice("my backups/it's.dump"))).toBe(`'my backups/it'\\''s.dump'`);
  });

  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!testDatabaseUrl)('refuses an empty database (TEST_DATABASE_URL) and creates no table in it', async () => {
    const url = await scratchPostgresUrl(testDatabaseUrl!, 'leads_cli');
    const run = await leadsCommand([], { DATABASE_URL: url });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('has no leads table');
    expect(await publicTableCount(url)).toBe(0);
  });
});

/** The file a pg_dump command line names: its last word. */
function shellCommandFile(advice: string): string {
  return advice
    .trimEnd()
    .split('\n')
    .at(-1)!
    .replace(/^.* -f /, '');
}
