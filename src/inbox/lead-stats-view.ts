/**
 * The inbox's reading of GET /api/admin/stats: the answer checked, each week named as the chart and
 * its table name it ('7 Sep'), and the rows the chart draws.
 */
import { LEAD_KINDS, type LeadKind } from '@/leads/lead-paths';
import type { LeadStats, SourceCount, WeekCounts } from './inbox-api';
import { monthAbbreviations } from './inbox-copy';

/** A week by its Monday ('2026-09-07' → '7 Sep', with the year '7 Sep 2026'); the studio's calendar day, never shifted by the reader's zone. */
export function formatWeekStart(start: string, { withYear = false } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(start);
  const month = match ? monthAbbreviations[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) return start;
  return `${Number(match[3])} ${month}${withYear ? ` ${match[1]}` : ''}`;
}

function isWeekCounts(value: unknown): value is WeekCounts {
  if (typeof value !== 'object' || value === null || !('start' in value) || typeof value.start !== 'string') return false;
  const counts = value as Record<string, unknown>;
  return LEAD_KINDS.every((kind) => typeof counts[kind] === 'number');
}

function isSourceCount(value: unknown): value is SourceCount {
  if (typeof value !== 'object' || value === null) return false;
  const { source, count } = value as Record<string, unknown>;
  return (source === null || typeof source === 'string') && typeof count === 'number';
}

/** Whether an answer is the stats this version reads (a proxy's page is not); the counts by source may be missing (an older server). */
export function isLeadStats(value: unknown): value is LeadStats {
  if (typeof value !== 'object' || value === null || !('weeks' in value) || !('total' in value)) return false;
  const sources = (value as { sources?: unknown }).sources;
  if (sources !== undefined && !(Array.isArray(sources) && sources.every(isSourceCount))) return false;
  return Array.isArray(value.weeks) && value.weeks.every(isWeekCounts) && typeof value.total === 'number';
}

/** A week's leads of every form. */
export function weekTotal(week: WeekCounts): number {
  return LEAD_KINDS.reduce((sum, kind) => sum + week[kind], 0);
}

export type ChartRow = { week: string } & Record<LeadKind, number>;

/** One row per week, oldest first, as the chart draws them. */
export function chartRows(stats: LeadStats): ChartRow[] {
  return stats.weeks.map((week) => ({ ...week, week: formatWeekStart(week.start) }));
}

/** Steps the count axis may take: 1, 2, 5, 10, 20, 50 … */
function niceStep(index: number): number {
  return [1, 2, 5][index % 3]! * 10 ** Math.floor(index / 3);
}

/**
 * The count axis's marks for weeks of at most `max` leads: whole numbers an even step apart, from
 * 0 to the first mark at or above `max`, at most six of them, and 0 to 4 when weeks are that small
 * (Recharts' own choice skipped numbers: 0, 1, 2, 4).
 */
export function countTicks(max: number): number[] {
  let index = 0;
  while (Math.ceil(max / niceStep(index)) > 5) index += 1;
  const step = niceStep(index);
  const marks = Math.max(Math.ceil(max / step), step === 1 ? 4 : 1);
  return Array.from({ length: marks + 1 }, (_, mark) => mark * step);
}
