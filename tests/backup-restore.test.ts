/**
 * `npm run leads -- --backup FILE` and `--restore FILE` against the real server: a backup taken
 * while leads keep arriving holds every lead acknowledged before it began, restores onto a new
 * machine, and the server starts on it; a restore never replaces a database a process has open.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from '@/server/store/better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '@/server/store/open-store';
import { runLeadsCli, seedSqliteStore } from '@/server/testing/leads-cli';
import type { NumberedLead, RealServer } from '@/server/testing/real-server';
import { adminLeads, emailOf, numberedLead, postLead, startRealServer } from '@/server/testing/real-server';

const ADMIN_TOKEN = 'studio-admin-token-0123456789';
/** Requests in flight at once while the backup runs. */
const WRITERS = 4;
/** Leads acknowledged before the backup starts, at least. */
const LEADS_BEFORE_BACKUP = 40;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'kestrel-backup-'));
const servers: RealServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await stopServer(server, 'SIGKILL');
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let folders = 0;
/** A path of its own under the scratch folder (not created). */
const freshPath = (name: string) => path.join(scratch, `${name}-${(folders += 1)}`);

async function startServer(dataDir: string): Promise<RealServer> {
  const server = await startRealServer({ dataDir, env: { ADMIN_TOKEN, RATE_LIMIT_PER_MIN: '1000000' } });
  servers.push(server);
  return server;
}

async function stopServer(server: RealServer, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | string> {
  const index = servers.indexOf(server);
  if (index >= 0) servers.splice(index, 1);
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

function leadsCommand(args: string[], dataDir: string) {
  return runLeadsCli(args, { DATA_DIR: dataDir, DATABASE_URL: '' });
}

/** What a database file holds, read on a connection that cannot change it. */
function inspect(file: string): { integrity: string[]; keys: Set<string>; count: number } {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check);
    const keys = new Set((db.prepare('select idempotency_key from leads').all() as { idempotency_key: string }[]).map((row) => row.idempotency_key));
    return { integrity, keys, count: keys.size };
  } finally {
    db.close();
  }
}

/**
 * Leads POSTed by `WRITERS` clients in turn, each remembered once the server answers 200 with
 * whether that answer arrived before `markBackupStart()` was called.
 */
function writeLoad(url: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS });
  const acknowledged: { lead: NumberedLead; beforeBackup: boolean }[] = [];
  const failures: string[] = [];
  let backupStarted = false;
  let stopped = false;
  let next = 0;
  let waiter: { count: number; resolve: () => void } | undefined;

  async function writer(): Promise<void> {
    while (!stopped) {
      const lead = numberedLead(next, 'backup');
      next += 1;
      const outcome = await postLead(url, lead, agent);
      if (outcome.status !== 200) {
        failures.push(`${lead.kind}: ${outcome.status ?? outcome.error}`);
        continue;
      }
      acknowledged.push({ lead, beforeBackup: !backupStarted });
      if (waiter && acknowledged.length >= waiter.count) waiter.resolve();
    }
  }
  const writers = Array.from({ length: WRITERS }, writer);
  return {
    acknowledged,
    failures,
    /** Resolves once `count` leads have been acknowledged. */
    acknowledgedAtLeast(count: number): Promise<void> {
      return acknowledged.length >= count ? Promise.resolve() : new Promise((resolve) => (waiter = { count, resolve }));
    },
    markBackupStart() {
      backupStarted = true;
    },
    async stop(): Promise<void> {
      stopped = true;
      await Promise.all(writers);
      agent.destroy();
    },
  };
}

// Server processes and CLI runs on a busy machine: generous limits, no timing asserted.
describe('npm run leads -- --backup / --restore', { timeout: 240_000 }, () => {
  it('backs up while leads keep arriving, with every lead acknowledged before it began, and restores onto a new machine', async () => {
    const dataDir = freshPath('live');
    const backupFile = path.join(freshPath('backups'), 'leads-backup.sqlite');
    mkdirSync(path.dirname(backupFile));
    const server = await startServer(dataDir);
    const load = writeLoad(server.url);
    await load.acknowledgedAtLeast(LEADS_BEFORE_BACKUP);

    load.markBackupStart();
    const acknowledgedBefore = load.acknowledged.filter((entry) => entry.beforeBackup).map((entry) => entry.lead);
    const backup = await leadsCommand(['--backup', backupFile], dataDir);
    const acknowledgedDuring = load.acknowledged.length - acknowledgedBefore.length;
    await load.stop();
    expect(backup.code, backup.stderr).toBe(0);
    expect(load.failures).toEqual([]);
    // The backup really ran beside writes: leads kept being stored while the command ran.
    expect(acknowledgedDuring).toBeGreaterThan(0);
    expect(await stopServer(server)).toBe(0);

    const backedUp = inspect(backupFile);
    expect(backup.stdout).toBe(
      `Backed up ${path.join(dataDir, SQLITE_FILE_NAME)}\n     to ${backupFile}: ${backedUp.count} leads, PRAGMA integrity_check ok.\n`,
    );
    expect(backedUp.integrity).toEqual(['ok']);
    // One file, readable by its owner only: no -wal or -shm beside it.
    expect(readdirSync(path.dirname(backupFile))).toEqual([path.basename(backupFile)]);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    // A new machine: the data folder does not exist yet.
    const newDataDir = path.join(freshPath('new-machine'), 'data');
    const restore = await leadsCommand(['--restore', backupFile], newDataDir);
    expect(restore.code, restore.stderr).toBe(0);
    const restoredFile = path.join(newDataDir, SQLITE_FILE_NAME);
    expect(restore.stdout).toBe(
      `No database was at ${restoredFile}: nothing moved aside.\nRestored ${restoredFile} from ${backupFile}: ${backedUp.count} leads, PRAGMA integrity_check ok. Start the server.\n`,
    );
    const restored = inspect(restoredFile);
    expect(restored.integrity).toEqual(['ok']);
    expect(restored.count).toBe(backedUp.count);
    const missing = acknowledgedBefore.filter((lead) => !restored.keys.has(lead.key));
    expect(missing.map((lead) => lead.key)).toEqual([]);

    const restoredServer = await startServer(newDataDir);
    const listed = new Set((await adminLeads(restoredServer.url, ADMIN_TOKEN)).map((lead) => emailOf(lead.data)));
    expect(listed.size).toBe(backedUp.count);
    expect(acknowledgedBefore.filter((lead) => !listed.has(lead.email))).toEqual([]);
    expect(await stopServer(restoredServer)).toBe(0);
  });

  it('refuses to restore while the server runs, even with --force; after a crash only with --force, keeping the old database aside', async () => {
    const dataDir = freshPath('running');
    const database = path.join(dataDir, SQLITE_FILE_NAME);
    const backupFile = path.join(freshPath('backup'), 'before.sqlite');
    mkdirSync(path.dirname(backupFile));
    const server = await startServer(dataDir);
    const agent = new http.Agent();
    const first = numberedLead(0, 'restore');
    expect((await postLead(server.url, first, agent)).status).toBe(200);
    expect((await leadsCommand(['--backup', backupFile], dataDir)).code).toBe(0);
    const later = numberedLead(1, 'restore');
    expect((await postLead(server.url, later, agent)).status).toBe(200);
    agent.destroy();

    const running = await leadsCommand(['--restore', backupFile], dataDir);
    expect(running.code).toBe(1);
    expect(running.stderr).toContain(`${database}-wal`);
    expect(running.stderr).toContain('has the database open');
    const forced = await leadsCommand(['--restore', backupFile, '--force'], dataDir);
    expect(forced.code).toBe(1);
    expect(forced.stderr).toContain(`A running process (the server, or another npm run leads) has ${database} open`);
    // Nothing moved, nothing left behind, and the server still answers from its database.
    expect(readdirSync(dataDir).filter((name) => name.includes('before-restore') || name.includes('restoring'))).toEqual([]);
    expect((await adminLeads(server.url, ADMIN_TOKEN)).map((lead) => emailOf(lead.data)).sort()).toEqual([first.email, later.email].sort());

    // A crash leaves the -wal and -shm files beside the database.
    expect(await stopServer(server, 'SIGKILL')).toBe('SIGKILL');
    expect(existsSync(`${database}-wal`)).toBe(true);
    const afterCrash = await leadsCommand(['--restore', backupFile], dataDir);
    expect(afterCrash.code).toBe(1);
    expect(afterCrash.stderr).toContain('if it crashed, add --force');

    const restore = await leadsCommand(['--restore', backupFile, '--force'], dataDir);
    expect(restore.code, restore.stderr).toBe(0);
    const [aside] = readdirSync(dataDir).filter((name) => /^leads\.sqlite\.before-restore-[\dT-]+Z$/.test(name));
    expect(aside).toBeDefined();
    expect(restore.stdout).toContain(`Moved the database it replaces aside: ${path.join(dataDir, aside!)}`);
    // The old database keeps the lead stored after the backup; the restored one is the backup.
    expect(inspect(path.join(dataDir, aside!)).keys).toEqual(new Set([first.key, later.key]));
    expect(inspect(database).keys).toEqual(new Set([first.key]));
    expect(existsSync(`${database}-wal`)).toBe(false);

    const restarted = await startServer(dataDir);
    expect((await adminLeads(restarted.url, ADMIN_TOKEN)).map((lead) => emailOf(lead.data))).toEqual([first.email]);
    expect(await stopServer(restarted)).toBe(0);
  });

  it('refuses to replace an existing backup file unless --force, and a cleanly stopped database is restored without it', async () => {
    const dataDir = freshPath('stopped');
    await seedSqliteStore(dataDir, [{ kind: 'newsletter', data: { email: 'one@example.com' }, createdAt: new Date() }]);
    const backups = freshPath('backups');
    mkdirSync(backups);
    const backupFile = path.join(backups, 'leads.sqlite');
    writeFileSync(backupFile, 'an older backup');

    const refused = await leadsCommand(['--backup', backupFile], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${backupFile} already exists: name a new file for the backup, or add --force to replace it.`);
    expect(readdirSync(backups)).toEqual(['leads.sqlite']);
    expect(statSync(backupFile).size).toBe('an older backup'.length);

    const forced = await leadsCommand(['--backup', backupFile, '--force'], dataDir);
    expect(forced.code, forced.stderr).toBe(0);
    expect(inspect(backupFile).count).toBe(1);
    expect(readdirSync(backups)).toEqual(['leads.sqlite']);
    // A backup of a stopped store leaves the store as it was: no -wal or -shm that would look like a running server.
    expect(readdirSync(dataDir).filter((name) => name.startsWith(SQLITE_FILE_NAME) && name !== SQLITE_FILE_NAME && !name.endsWith('.lock'))).toEqual([]);

    // A relative name means the folder the operator ran `npm run` in (npm passes it as INIT_CWD).
    const relative = await runLeadsCli(['--backup', 'relative.sqlite'], { DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: backups });
    expect(relative.code, relative.stderr).toBe(0);
    expect(relative.stdout).toContain(`to ${path.join(backups, 'relative.sqlite')}: 1 lead,`);
    expect(inspect(path.join(backups, 'relative.sqlite')).count).toBe(1);

    await seedSqliteStore(dataDir, [{ kind: 'newsletter', data: { email: 'two@example.com' }, createdAt: new Date() }]);
    const restore = await leadsCommand(['--restore', backupFile], dataDir);
    expect(restore.code, restore.stderr).toBe(0);
    expect(inspect(path.join(dataDir, SQLITE_FILE_NAME)).count).toBe(1);
  });

  it('replaces a database too damaged to check for other processes only with --force', async () => {
    const dataDir = freshPath('damaged');
    await seedSqliteStore(dataDir, [{ kind: 'newsletter', data: { email: 'saved@example.com' }, createdAt: new Date() }]);
    const backupFile = path.join(scratch, `damaged-${folders}.sqlite`);
    expect((await leadsCommand(['--backup', backupFile], dataDir)).code).toBe(0);
    const database = path.join(dataDir, SQLITE_FILE_NAME);
    writeFileSync(database, 'garbage over the header'.repeat(20));

    const refused = await leadsCommand(['--restore', backupFile], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Could not tell whether a process has ${database} open (file is not a database)`);
    const forced = await leadsCommand(['--restore', backupFile, '--force'], dataDir);
    expect(forced.code, forced.stderr).toBe(0);
    expect(inspect(database).count).toBe(1);
    expect(readdirSync(dataDir).filter((name) => name.includes('before-restore'))).toHaveLength(1);
  });

  it('restores only a sound SQLite leads database, and changes nothing otherwise', async () => {
    const dataDir = freshPath('kept');
    await seedSqliteStore(dataDir, [{ kind: 'newsletter', data: { email: 'kept@example.com' }, createdAt: new Date() }]);
    const before = readdirSync(dataDir).sort();
    const files = freshPath('not-backups');
    mkdirSync(files);
    const text = path.join(files, 'notes.txt');
    writeFileSync(text, 'not a database');
    const otherDatabase = path.join(files, 'other.sqlite');
    const other = new BetterSqlite3(otherDatabase);
    other.exec('create table notes (text)');
    other.close();

    const cases: [string, string][] = [
      [path.join(files, 'absent.sqlite'), 'No file at'],
      [text, 'is not a readable SQLite database'],
      [otherDatabase, 'without a leads table'],
      [path.join(dataDir, SQLITE_FILE_NAME), 'is the database itself'],
    ];
    const runs = await Promise.all(cases.map(([file]) => leadsCommand(['--restore', file], dataDir)));
    for (const [index, run] of runs.entries()) {
      const [file, message] = cases[index]!;
      expect(run.code, file).toBe(1);
      expect(run.stderr, file).toContain(message);
    }
    expect(readdirSync(dataDir).sort()).toEqual(before);
    expect(inspect(path.join(dataDir, SQLITE_FILE_NAME)).count).toBe(1);
    expect(readdirSync(files).sort()).toEqual(['notes.txt', 'other.sqlite']);
  });
});
