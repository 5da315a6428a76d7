import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { RateLimitDecision } from '@/server/http/rate-limit';
import { log } from '@/server/log';
import { describeError } from '@/server/safe-log';
import type { Database } from './schema';

/** Whose failures a budget counts: wrong passphrases at the studio's sign-in, or wrong admin tokens. */
export type FailureScope = 'sign-in' | 'admin-token';

/**
 * Failed guesses of a secret per client, kept in the store (SQLite or PostgreSQL alike), so a
 * budget holds for the client across every server process on the database and across restarts:
 * `allowed` failures per window, the window starting at the client's first failure. Every change
 * is one statement that reads and writes the row at once, so requests in flight at the same time
 * (in one process or several) are counted one after another. Windows that have ended are deleted
 * once a window.
 */
export class FailureBudget {
  private lastSweep: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly scope: FailureScope,
    private readonly allowed: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  /** Whether the client may still try, counting nothing. */
  async peek(client: string): Promise<RateLimitDecision> {
    const now = this.now();
    const row = await this.db
      .selectFrom('auth_failures')
      .select(['failures', 'window_started_at'])
      .where('scope', '=', this.scope)
      .where('client', '=', client)
      .executeTakeFirst();
    if (!row) return { allowed: true };
    return this.decision(Number(row.failures) + 1, Number(row.window_started_at), now);
  }

  /**
   * Counts a failure before the secret is compared and says whether this attempt may go on: at
   * most `allowed` attempts of one window get that far, however many arrive at once. An attempt
   * that turns out right gives its count back (giveBack).
   */
  async take(client: string): Promise<RateLimitDecision> {
    const now = this.now();
    const expired = now - this.windowMs;
    // Both CASEs read the row as it was: a finished window starts again at 1.
    const { rows } = await sql<{ failures: number | string; window_started_at: number | string }>`
      insert into auth_failures (scope, client, window_started_at, failures) values (${this.scope}, ${client}, ${now}, 1)
      on conflict (scope, client) do update set
        failures = case when auth_failures.window_started_at <= ${expired} then 1 else auth_failures.failures + 1 end,
        window_started_at = case when auth_failures.window_started_at <= ${expired} then ${now} else auth_failures.window_started_at end
      returning failures, window_started_at`.execute(this.db);
    this.sweep(now);
    const row = rows[0];
    return row ? this.decision(Number(row.failures), Number(row.window_started_at), now) : { allowed: true };
  }

  /** Counts a failure found after the comparison (a wrong bearer token). */
  async fail(client: string): Promise<void> {
    await this.take(client);
  }

  /** The attempt `take` counted was right after all: it is not a failure. */
  async giveBack(client: string): Promise<void> {
    await this.db
      .updateTable('auth_failures')
      .set({ failures: sql`failures - 1` })
      .where('scope', '=', this.scope)
      .where('client', '=', client)
      .where('failures', '>', 0)
      .execute();
  }

  /** Allowed while `attempt` (the count including this one) is within the budget, or the window has ended. */
  private decision(attempt: number, windowStartedAt: number, now: number): RateLimitDecision {
    const endsAt = windowStartedAt + this.windowMs;
    if (now >= endsAt || attempt <= this.allowed) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
  }

  /** Deletes ended windows, at most once a window, without holding up the request. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    this.db
      .deleteFrom('auth_failures')
      .where('scope', '=', this.scope)
      .where('window_started_at', '<=', now - this.windowMs)
      .execute()
      .catch((error: unknown) => log.error('Sweeping failed-guess windows failed', { error: describeError(error) }));
  }
}
