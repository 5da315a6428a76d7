/**
 * Leads over time, above the list: the last 12 weeks, stacked by form. The section (its title, the
 * legend and the table of numbers) is drawn at once; the chart itself comes in its own chunk, into
 * a frame of fixed height, so nothing below it moves when it arrives. Screen readers get the chart
 * as one named picture followed by the numbers as a table.
 */
import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import { ColorSwatch, getThemeColor, Group, Table, Text, Title, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { LEAD_KINDS } from '@/leads/lead-paths';
import type { LeadStats, SourceCount } from './inbox-api';
import { inboxCopy, kindColors, kindLabels, kindShortLabels } from './inbox-copy';
import { formatWeekStart, weekTotal } from './lead-stats-view';
import { shownText } from './lead-view';
import type { LeadStatsState } from './use-lead-stats';
import classes from './inbox.module.css';

const LeadsChart = lazy(() => import('./leads-chart').then((module) => ({ default: module.LeadsChart })));

/** The chart's code could not be fetched (offline before it was ever loaded): a line of text in its frame, the inbox goes on. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <FrameNote>{inboxCopy.stats.failed}</FrameNote> : this.props.children;
  }
}

function FrameNote({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="gray.7" className={classes.chartNote}>
      {children}
    </Text>
  );
}

function StatsTable({ stats }: { stats: LeadStats }) {
  return (
    <VisuallyHidden>
      <Table>
        <Table.Caption>{inboxCopy.stats.tableCaption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{inboxCopy.stats.week}</Table.Th>
            {LEAD_KINDS.map((kind) => (
              <Table.Th scope="col" key={kind}>
                {kindLabels[kind]}
              </Table.Th>
            ))}
            <Table.Th scope="col">{inboxCopy.stats.total}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.weeks.map((week) => (
            <Table.Tr key={week.start}>
              <Table.Th scope="row">{formatWeekStart(week.start, { withYear: true })}</Table.Th>
              {LEAD_KINDS.map((kind) => (
                <Table.Td key={kind}>{week[kind]}</Table.Td>
              ))}
              <Table.Td>{weekTotal(week)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}

/** The same weeks' leads by source, most first: a short list of text beside the chart, for the eye and screen readers alike. */
function SourceList({ sources }: { sources: readonly SourceCount[] }) {
  const titleId = useId();
  return (
    <div className={classes.sources}>
      <Title order={3} id={titleId} className={classes.sourcesTitle}>
        {inboxCopy.stats.sourcesTitle}
      </Title>
      <ol aria-labelledby={titleId} className={classes.sourceList}>
        {sources.map(({ source, count }) => (
          <li key={source ?? ''}>
            <span className={classes.sourceName}>{source === null ? inboxCopy.stats.noSource : shownText(source)}</span>{' '}
            <Text span size="xs" c="gray.7">
              {inboxCopy.stats.sourceCount(count)}
            </Text>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The numbers come from useLeadStats, kept by the inbox while the section comes and goes (a lead opened on a phone). */
export function LeadsOverTime({ stats, missing }: LeadStatsState) {
  const still = useReducedMotion();
  const theme = useMantineTheme();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={classes.stats}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={2} id={titleId} className={classes.statsTitle}>
          {inboxCopy.stats.title}
        </Title>
        {stats && (
          <Text size="xs" c="gray.7" className={classes.time}>
            {inboxCopy.stats.summary(stats.total)}
          </Text>
        )}
      </Group>
      <div className={classes.chartRow}>
        <div className={classes.chartFrame} data-waiting={(stats === null && missing === null) || undefined}>
          {stats ? (
            <ChartBoundary>
              <Suspense fallback={<div className={classes.chartWaiting} />}>
                <LeadsChart stats={stats} still={still} />
              </Suspense>
            </ChartBoundary>
          ) : (
            missing && <FrameNote>{missing === 'offline' ? inboxCopy.stats.offline : inboxCopy.stats.failed}</FrameNote>
          )}
        </div>
        {stats?.sources && stats.sources.length > 0 && <SourceList sources={stats.sources} />}
      </div>
      {/* The legend repeats, for the eye, what the table gives screen readers. */}
      <ul className={classes.legend} aria-hidden="true">
        {LEAD_KINDS.map((kind) => (
          <li key={kind}>
            <ColorSwatch color={getThemeColor(kindColors[kind], theme)} size={10} withShadow={false} />
            <Text span size="xs" c="gray.8">
              {kindShortLabels[kind]}
            </Text>
          </li>
        ))}
      </ul>
      {stats && <StatsTable stats={stats} />}
    </section>
  );
}
