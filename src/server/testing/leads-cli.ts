import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storeLead } from '@/server/leads/lead-store';
import { openSqliteStore } from '@/server/store/open-store';
import { NO_ENV_FILE } from './real-server';

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const LEADS_SCRIPT = path.join('src', 'server', 'cli', 'leads.ts');
/** The settings that choose a store: never taken from the shell running the tests. */
const STORE_SETTINGS = ['DATA_DIR', 'DATABASE_URL', 'ENV_FILE'];

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout as written, byte for byte. */
  stdoutBytes: Buffer;
}

/**
 * `npm run leads -- ...args` as the operator runs it: a child process in the project folder reading
 * its settings from the environment. `env` adds variables; an undefined value removes one.
 */
export function runLeadsCli(args: string[], env: Record<string, string | undefined> = {}): Promise<CliOutcome> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of STORE_SETTINGS) delete childEnv[name];
  childEnv.ENV_FILE = NO_ENV_FILE;
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', LEADS_SCRIPT, ...args], { cwd: PROJECT_DIR, env: childEnv, encoding: 'buffer' }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout: stdout.toString('utf8'), stderr: stderr.toString('utf8'), stdoutBytes: stdout });
    });
  });
}

export interface SeedLead {
  kind: string;
  data: Record<string, unknown>;
  createdAt: Date;
  /** Its idempotency key; a fresh one by default. */
  key?: string;
}

/** Stores leads straight into `dataDir`'s SQLite store (created and migrated if needed), as they could have been stored. */
export async function seedSqliteStore(dataDir: string, leads: SeedLead[]): Promise<void> {
  const store = openSqliteStore(dataDir);
  try {
    await store.migrate();
    for (const lead of leads) {
      await storeLead(store.db, {
        id: crypto.randomUUID(),
        kind: lead.kind,
        idempotencyKey: lead.key ?? crypto.randomUUID(),
        requestHash: 'h',
        data: lead.data,
        response: { status: 200, body: { message: 'ok' } },
        mails: [],
        now: lead.createdAt,
      });
    }
  } finally {
    await store.close();
  }
}
