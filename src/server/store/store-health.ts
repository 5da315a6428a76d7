import { log } from '@/server/log';
import { describeError } from '@/server/safe-log';

export type WriteStatus = 'ok' | 'failing';
export type IntegrityStatus = 'ok' | 'corrupt';

/** What SQLite (and PostgreSQL: data_corrupted, index_corrupted) answers when the data it reads is damaged. */
const CORRUPTION_CODES = ['SQLITE_CORRUPT', 'SQLITE_NOTADB', 'XX001', 'XX002'];
/** What it answers when it cannot write or read the disk: full, or an I/O error (PostgreSQL: disk_full, io_error). */
const WRITE_FAILURE_CODES = ['SQLITE_FULL', 'SQLITE_IOERR', '53100', '58030'];

/** The code of a database error, extended SQLite codes included (SQLITE_IOERR_WRITE...). */
function codeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function hasCode(error: unknown, codes: readonly string[]): boolean {
  const code = codeOf(error);
  return code !== undefined && codes.some((prefix) => code === prefix || code.startsWith(`${prefix}_`));
}

/**
 * A row whose stored text cannot be read back (JSON that does not parse, a time that is not one):
 * damage the database itself did not notice. Its message names the row, never its contents.
 */
export class DamagedRowError extends Error {
  readonly code = 'STORED_ROW_UNREADABLE';

  constructor(what: string) {
    super(`A stored row could not be read: ${what}`);
    this.name = 'DamagedRowError';
  }
}

/** Whether `error` says the stored data is damaged: SQLite's (or PostgreSQL's) corruption codes, or a row that could not be read. */
export function isCorruption(error: unknown): boolean {
  return error instanceof DamagedRowError || hasCode(error, CORRUPTION_CODES);
}

/** How often, at most, a store that failed to write is probed by the health check. */
export const WRITE_PROBE_INTERVAL_MS = 5_000;

/**
 * What the store's own work found, for the health check. A write that could not be committed, and
 * any query anywhere that met a full disk or an I/O error (the store reports every failed query
 * here), mark the store failing until a later write, or the health check's own probe write,
 * succeeds: reads alone (select 1) cannot tell, a full disk still answers them. Damage (SQLite
 * saying the file is damaged, a row that cannot be read, a failed quick_check) marks it corrupt
 * for good: a restart checks the file again, and refuses a damaged one.
 */
export class StoreHealth {
  private failure: { cause: string } | undefined;
  private lastProbeAt = Number.NEGATIVE_INFINITY;
  private damage: string | undefined;

  constructor(private readonly probe: () => Promise<void>) {}

  failed(error: unknown): void {
    this.failure = { cause: describeError(error) };
    this.noticed(error);
  }

  /** Any error from the store, wherever it was met (a lead, an export, the inbox, a session, a mail). */
  noticed(error: unknown): void {
    if (isCorruption(error)) this.markDamaged(error instanceof Error ? error.message : String(error));
    else if (hasCode(error, WRITE_FAILURE_CODES)) this.failure = { cause: describeError(error) };
  }

  /** The file failed an integrity check (PRAGMA quick_check): what it found. */
  damaged(findings: readonly string[]): void {
    this.markDamaged(`PRAGMA quick_check found: ${findings.slice(0, 3).join('; ')}`);
  }

  /** The first sign of damage is kept, and logged once: health answers 503 from now on. */
  private markDamaged(found: string): void {
    if (this.damage !== undefined) return;
    this.damage = found;
    log.error(`The database is damaged (${found}): health answers 503 until the server is restarted on a sound file. Restore it from a backup.`);
  }

  get integrity(): IntegrityStatus {
    return this.damage === undefined ? 'ok' : 'corrupt';
  }

  /** What showed the damage, for the log (never lead data: errors name rows, not their contents). */
  get damageFound(): string | undefined {
    return this.damage;
  }

  succeeded(): void {
    this.failure = undefined;
  }

  /** 'ok', or 'failing' while the last write failed; probes (at most every few seconds) to see recovery. */
  async status(now: Date): Promise<WriteStatus> {
    if (!this.failure) return 'ok';
    if (now.getTime() - this.lastProbeAt >= WRITE_PROBE_INTERVAL_MS) {
      this.lastProbeAt = now.getTime();
      try {
        await this.probe();
        this.failure = undefined;
      } catch (error) {
        this.failed(error);
      }
    }
    return this.failure ? 'failing' : 'ok';
  }
}
