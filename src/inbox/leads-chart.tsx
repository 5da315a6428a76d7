/**
 * The chart of leads per week, stacked by form: @mantine/charts on Recharts. Loaded on its own
 * (leads-over-time.tsx imports it lazily), so the inbox's first screen never waits for Recharts,
 * and only the inbox's build holds it.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { LEAD_KINDS } from '@/leads/lead-paths';
import type { LeadStats } from './inbox-api';
import { inboxCopy, kindColors, kindShortLabels } from './inbox-copy';
import { chartRows, countTicks, weekTotal } from './lead-stats-view';
import classes from './inbox.module.css';

const SERIES = LEAD_KINDS.map((kind) => ({ name: kind, label: kindShortLabels[kind], color: kindColors[kind] }));
/** Long enough to see the bars grow, short enough not to hold anyone up. */
const ANIMATION_MS = 400;

export interface LeadsChartProps {
  stats: LeadStats;
  /** Draw without movement (the reader asks for reduced motion). */
  still: boolean;
}

export function LeadsChart({ stats, still }: LeadsChartProps) {
  const ticks = countTicks(Math.max(0, ...stats.weeks.map(weekTotal)));
  const top = ticks.at(-1) ?? 0;
  return (
    <BarChart
      className={classes.chart}
      role="img"
      aria-label={inboxCopy.stats.chartName(stats.total)}
      data={chartRows(stats)}
      dataKey="week"
      type="stacked"
      series={SERIES}
      // The numbers are in the table after the chart: the chart is one picture, with nothing to tab to.
      accessibilityLayer={false}
      textColor="gray.7"
      tickLine="none"
      strokeDasharray="3 3"
      maxBarWidth={44}
      barProps={{ isAnimationActive: !still, animationDuration: ANIMATION_MS, stroke: 'var(--mantine-color-white)', strokeWidth: 1, strokeOpacity: 1 }}
      xAxisProps={{ minTickGap: 8 }}
      // Room for the widest mark's digits: 28 px holds two.
      yAxisProps={{ ticks, domain: [0, top], interval: 0, width: Math.max(28, 8 * String(top).length + 12) }}
      tooltipProps={{ isAnimationActive: false }}
    />
  );
}
