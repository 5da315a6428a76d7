import { describeError } from '@/server/safe-log';

export type WriteStatus = 'ok' | 'failing';
export type IntegrityStatus = 'ok' | 'corrupt';

/** What SQLite answers when the file it reads is damaged. */
const CORRUPTION_CODES = new Set(['SQLITE_CORRUPT', 'SQLITE_NOTADB']);

/** Whether `error` is SQLite saying the file is damaged. */
export function isCorruption(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && [...CORRUPTION_CODES].some((prefix) => code === prefix || code.startsWith(`${prefix}_`));
}

/** How often, at most, a store that failed to write is probed by the health check. */
export const WRITE_PROBE_INTERVAL_MS = 5_000;

/**
 * Whether the store can write, as the writes themselves found: a lead that could not be committed
 * (a full disk, a read-only file system) marks the store failing, and the health check says so
 * until a later write, or the health check's own probe write, succeeds. Reads alone (select 1)
 * cannot tell: a full disk still answers them.
 */
export class WriteMonitor {
  private failure: { cause: string } | undefined;
  private lastProbeAt = Number.NEGATIVE_INFINITY;
  private damaged = false;

  constructor(private readonly probe: () => Promise<void>) {}

  failed(error: unknown): void {
    this.failure = { cause: describeError(error) };
    this.noticed(error);
  }

  /**
   * Any error from the store: one that says the file is damaged marks the store corrupt for good
   * (a restart checks the file again, and refuses a damaged one).
   */
  noticed(error: unknown): void {
    if (isCorruption(error)) this.damaged = true;
  }

  get integrity(): IntegrityStatus {
    return this.damaged ? 'corrupt' : 'ok';
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
