import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { RateLimitDecision, RateLimiter } from '@/server/http/rate-limit';
import { RATE_LIMIT_WINDOW_MS } from '@/server/http/rate-limit';
import { log } from '@/server/log';
import { describeError } from '@/server/safe-log';
import type { Database } from './schema';

/**
 * The lead rate limit kept in the database, so every server process on one PostgreSQL database
 * counts a client together: one upsert per lead post starts the client's window or adds to it,
 * atomically, and says where the count stands. Windows that have ended are deleted once a window.
 * Process memory does not grow with the number of clients.
 */
export class StoreRateLimiter implements RateLimiter {
  private lastSweep: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly limit: number,
    private readonly now: () => number = Date.now,
    private readonly windowMs: number = RATE_LIMIT_WINDOW_MS,
  ) {
    this.lastSweep = now();
  }

  async hit(client: string): Promise<RateLimitDecision> {
    const now = this.now();
    const expired = now - this.windowMs;
    // Both CASEs read the row as it was: a finished window starts again at 1 hit.
    const { rows } = await sql<{ hits: number | string; window_started_at: number | string }>`
      insert into rate_limits (client, window_started_at, hits) values (${client}, ${now}, 1)
      on conflict (client) do update set
        hits = case when rate_limits.window_started_at <= ${expired} then 1 else rate_limits.hits + 1 end,
        window_started_at = case when rate_limits.window_started_at <= ${expired} then ${now} else rate_limits.window_started_at end
      returning hits, window_started_at`.execute(this.db);
    this.sweep(now);
    const row = rows[0];
    if (!row || Number(row.hits) <= this.limit) return { allowed: true };
    const retryAfterMs = Number(row.window_started_at) + this.windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  /** Deletes finished windows, at most once a window, without holding up the request. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    this.db
      .deleteFrom('rate_limits')
      .where('window_started_at', '<=', now - this.windowMs)
      .execute()
      .catch((error: unknown) => log.error('Sweeping rate-limit windows failed', { error: describeError(error) }));
  }
}
