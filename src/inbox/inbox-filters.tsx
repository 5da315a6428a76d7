import { useEffect, useState, type Ref } from 'react';
import { Badge, Button, Chip, Drawer, Group, Select, Stack, TextInput } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { LEAD_KINDS, isLeadKind } from '@/leads/lead-paths';
import { LEAD_STATUSES, isLeadStatus } from '@/leads/lead-status';
import { DEFAULT_FILTERS, type InboxFilters, type StatusCounts } from './inbox-api';
import { inboxCopy, kindLabels, statusLabels } from './inbox-copy';

/** Typing settles this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const ALL = 'all';

/** How many filters differ from the list the inbox opens on: the phone's Filters button says so. */
export function filtersSet(filters: InboxFilters): number {
  return [
    filters.status !== DEFAULT_FILTERS.status,
    filters.kind !== undefined,
    (filters.source ?? '').trim() !== '',
    filters.from !== undefined || filters.to !== undefined,
  ].filter(Boolean).length;
}

export function InboxFilterBar({
  filters,
  counts,
  onChange,
  compact,
  searchRef,
}: {
  filters: InboxFilters;
  counts: StatusCounts | undefined;
  onChange: (filters: InboxFilters) => void;
  /** A phone: the search stays in view, the other filters open in a drawer. */
  compact: boolean;
  searchRef?: Ref<HTMLInputElement>;
}) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [query, setQuery] = useState(filters.q ?? '');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if ((filters.q ?? '') !== debounced) onChange({ ...filters, q: debounced || undefined });
    // Only a settled query changes the filter; the other fields change it themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // The source filter settles the same way.
  const [sourceQuery, setSourceQuery] = useState(filters.source ?? '');
  const [settledSource] = useDebouncedValue(sourceQuery, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if ((filters.source ?? '') !== settledSource) onChange({ ...filters, source: settledSource || undefined });
    // Only a settled value changes the filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledSource]);

  const statusData = [
    { value: ALL, label: inboxCopy.all },
    ...LEAD_STATUSES.map((status) => ({ value: status, label: counts ? `${statusLabels[status]} (${counts[status]})` : statusLabels[status] })),
  ];
  // The range as picked so far: the calendar needs the first day kept while the second is chosen
  // (handed back a controlled value without it, it forgets the first click). The list follows once
  // both ends are chosen, or both are cleared (closing the calendar on half a range clears it).
  const [range, setRange] = useState<DatesRangeValue<string>>([filters.from ?? null, filters.to ?? null]);
  const pickRange = (picked: DatesRangeValue<string>) => {
    setRange(picked);
    const [from, to] = picked;
    if ((from === null) !== (to === null)) return;
    if ((from ?? undefined) !== filters.from || (to ?? undefined) !== filters.to) onChange({ ...filters, from: from ?? undefined, to: to ?? undefined });
  };

  const statusChips = (
    <Chip.Group value={filters.status ?? ALL} onChange={(value) => onChange({ ...filters, status: isLeadStatus(value) ? value : undefined })}>
      <Group gap="xs" role="radiogroup" aria-label={inboxCopy.statusLabel}>
        {statusData.map((item) => (
          <Chip key={item.value} value={item.value} variant="outline">
            {item.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
  const search = (
    <TextInput
      ref={searchRef}
      type="search"
      label={inboxCopy.search}
      placeholder={inboxCopy.searchPlaceholder}
      value={query}
      onChange={(event) => setQuery(event.currentTarget.value)}
      onKeyDown={(event) => {
        // Escape leaves the field for the list's shortcuts, keeping what was typed.
        if (event.key === 'Escape') {
          event.preventDefault();
          event.currentTarget.blur();
        }
      }}
      miw={200}
      flex={compact ? 1 : undefined}
    />
  );
  const kind = (
    <Select
      label={inboxCopy.kind}
      data={[{ value: ALL, label: inboxCopy.anyKind }, ...LEAD_KINDS.map((kind) => ({ value: kind, label: kindLabels[kind] }))]}
      value={filters.kind ?? ALL}
      onChange={(value) => onChange({ ...filters, kind: isLeadKind(value) ? value : undefined })}
      allowDeselect={false}
      miw={180}
    />
  );
  const source = (
    <TextInput
      type="search"
      label={inboxCopy.sourceFilter}
      placeholder={inboxCopy.sourceFilterPlaceholder}
      value={sourceQuery}
      onChange={(event) => setSourceQuery(event.currentTarget.value)}
      miw={180}
    />
  );
  const dates = (
    <DatePickerInput
      type="range"
      label={inboxCopy.dates}
      placeholder={inboxCopy.datesPlaceholder}
      value={range}
      onChange={pickRange}
      allowSingleDateInRange
      clearable
      clearButtonProps={{ 'aria-label': inboxCopy.clearDates }}
      ariaLabels={inboxCopy.calendar}
      valueFormat="D MMM YYYY"
      miw={200}
    />
  );

  if (compact) {
    const set = filtersSet(filters);
    return (
      <>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          {search}
          <Button
            variant="default"
            onClick={drawer.open}
            aria-haspopup="dialog"
            rightSection={
              set > 0 ? (
                <Badge size="sm" circle aria-label={inboxCopy.filtersActive(set)}>
                  {set}
                </Badge>
              ) : undefined
            }
          >
            {inboxCopy.filters}
          </Button>
        </Group>
        <Drawer opened={drawerOpened} onClose={drawer.close} title={inboxCopy.filters} position="bottom" size="sm" padding="md">
          <Stack pb="md">
            {statusChips}
            {kind}
            {source}
            {dates}
          </Stack>
        </Drawer>
      </>
    );
  }
  return (
    <>
      {statusChips}
      <Group grow preventGrowOverflow={false} wrap="wrap" align="flex-end">
        {search}
        {kind}
        {source}
        {dates}
      </Group>
    </>
  );
}
