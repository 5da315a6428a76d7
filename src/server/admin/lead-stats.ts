/**
 * GET /api/admin/stats: the leads of the last weeks, counted per week and per form, for the inbox's
 * chart, and by source (campaign source, else referring site) for the list beside it. Weeks are the studio's: they start on Monday at midnight in STUDIO_TIME_ZONE, and the
 * current week, the last one, is partial.
 *
 * The store counts (per form and per UTC hour, so the answer costs the same with 20,000 leads as
 * with 20); each hour is then put in its week here. An hour never straddles two weeks: the studio's
 * offset from UTC is a whole number of hours, whichever side of a daylight-saving change it is on.
 */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { LeadKind } from '@/leads/kinds';
import { LEAD_KINDS, isLeadKind } from '@/leads/kinds';
import { STUDIO_TIME_ZONE, zonedDateTime } from '@/leads/studio-time';
import type { Database } from '@/server/store/schema';

/** Weeks the answer covers, the current one last. */
export const STATS_WEEKS = 12;

const DAY_MS = 24 * 60 * 60 * 1000;

export type WeekCounts = { start: string } & Record<LeadKind, number>;

/** Where the leads of the weeks came from: a campaign source, else a referring site's origin; null for neither (direct, or not said). */
export interface SourceCount {
  source: string | null;
  count: number;
}

/** The most sources the answer lists: the inbox shows them as a short list beside the chart. */
export const STATS_MAX_SOURCES = 10;

export interface LeadStats {
  /** Oldest first; `start` is the Monday (YYYY-MM-DD, the studio's calendar) the week begins on. */
  weeks: WeekCounts[];
  /** Every lead counted in `weeks`. */
  total: number;
  /** The leads of the same weeks by source, most first (then by name, null last), at most STATS_MAX_SOURCES. */
  sources: SourceCount[];
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD) of the studio's week `instant` falls in. */
export function studioWeekStart(instant: Date, timeZone: string = STUDIO_TIME_ZONE): string {
  const { date } = zonedDateTime(instant, timeZone);
  const daysSinceMonday = (new Date(`${date}T00:00:00.000Z`).getUTCDay() + 6) % 7;
  return addDays(date, -daysSinceMonday);
}

/** The Mondays of the `STATS_WEEKS` weeks that end with the one `now` is in, oldest first. */
export function statsWeekStarts(now: Date, timeZone: string = STUDIO_TIME_ZONE): string[] {
  const current = studioWeekStart(now, timeZone);
  return Array.from({ length: STATS_WEEKS }, (_, index) => addDays(current, (index - STATS_WEEKS + 1) * 7));
}

/**
 * The first instant the store is asked from: midnight UTC of the Sunday before the first Monday,
 * which is before that Monday begins at the studio whatever its zone (offsets stay within a day).
 * The hours before the week's real start are left out when they are put in their weeks.
 */
export function statsQueryStart(now: Date, timeZone: string = STUDIO_TIME_ZONE): string {
  return `${addDays(statsWeekStarts(now, timeZone)[0]!, -1)}T00:00:00.000Z`;
}

function emptyWeek(start: string): WeekCounts {
  return { start, ...(Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>) };
}

/** The weekly counts by form, and the counts by source, at `now`. Leads of a form this version does not know are not counted. */
export async function readLeadStats(db: Kysely<Database>, now: Date, timeZone: string = STUDIO_TIME_ZONE): Promise<LeadStats> {
  const starts = statsWeekStarts(now, timeZone);
  const weeks = new Map(starts.map((start) => [start, emptyWeek(start)]));
  // created_at is stored as toISOString() text: its first 13 characters are the UTC hour
  // (2026-09-07T04), and text order is time order, on SQLite and PostgreSQL alike.
  const hour = sql<string>`substr(created_at, 1, 13)`;
  // A lead's source for counting: its campaign source, else the site that referred it.
  const source = sql<string | null>`coalesce(source_utm_source, source_referrer)`;
  const rows = await db
    .selectFrom('leads')
    .select(({ fn }) => ['kind', hour.as('hour'), source.as('source'), fn.countAll<number | string | bigint>().as('count')])
    .where('created_at', '>=', statsQueryStart(now, timeZone))
    .groupBy(['kind', hour, source])
    .execute();
  const weekOfHour = new Map<string, string>();
  const bySource = new Map<string | null, number>();
  let total = 0;
  for (const row of rows) {
    if (!isLeadKind(row.kind)) continue;
    let start = weekOfHour.get(row.hour);
    if (start === undefined) {
      start = studioWeekStart(new Date(`${row.hour}:00:00.000Z`), timeZone);
      weekOfHour.set(row.hour, start);
    }
    // Before the first week (the evening before it, at the studio), or after the current one (a clock set back).
    const week = weeks.get(start);
    if (!week) continue;
    const count = Number(row.count);
    week[row.kind] += count;
    bySource.set(row.source, (bySource.get(row.source) ?? 0) + count);
    total += count;
  }
  return { weeks: [...weeks.values()], total, sources: topSources(bySource) };
}

/** Most first; a tie by name, the leads without a source after the named ones; at most STATS_MAX_SOURCES. */
function topSources(bySource: ReadonlyMap<string | null, number>): SourceCount[] {
  return [...bySource]
    .map(([source, count]) => ({ source, count }))
    .sort((a, b) => b.count - a.count || (a.source === null ? 1 : b.source === null ? -1 : a.source < b.source ? -1 : a.source > b.source ? 1 : 0))
    .slice(0, STATS_MAX_SOURCES);
}

export interface LeadStatsRoutesDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** Mounted behind the admin API's door (createAdminRoutes): the bearer token or the studio's session. */
export function createLeadStatsRoutes({ db, now }: LeadStatsRoutesDeps): Hono {
  const routes = new Hono();
  routes.get('/stats', async (c) => c.json(await readLeadStats(db, now())));
  return routes;
}
