import { useEffect, useState } from 'react';
import { Chip, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { LEAD_KINDS, isLeadKind } from '@/leads/lead-paths';
import { LEAD_STATUSES, isLeadStatus } from '@/leads/lead-status';
import type { InboxFilters, StatusCounts } from './inbox-api';
import { inboxCopy, kindLabels, statusLabels } from './inbox-copy';

/** Typing settles this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const ALL = 'all';

export function InboxFilterBar({
  filters,
  counts,
  onChange,
}: {
  filters: InboxFilters;
  counts: StatusCounts | undefined;
  onChange: (filters: InboxFilters) => void;
}) {
  const [query, setQuery] = useState(filters.q ?? '');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if ((filters.q ?? '') !== debounced) onChange({ ...filters, q: debounced || undefined });
    // Only a settled query changes the filter; the other fields change it themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

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

  return (
    <>
      <Chip.Group value={filters.status ?? ALL} onChange={(value) => onChange({ ...filters, status: isLeadStatus(value) ? value : undefined })}>
        <Group gap="xs" role="radiogroup" aria-label={inboxCopy.statusLabel}>
          {statusData.map((item) => (
            <Chip key={item.value} value={item.value} variant="outline">
              {item.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group grow preventGrowOverflow={false} wrap="wrap" align="flex-end">
        <TextInput
          type="search"
          label={inboxCopy.search}
          placeholder={inboxCopy.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          miw={200}
        />
        <Select
          label={inboxCopy.kind}
          data={[{ value: ALL, label: inboxCopy.anyKind }, ...LEAD_KINDS.map((kind) => ({ value: kind, label: kindLabels[kind] }))]}
          value={filters.kind ?? ALL}
          onChange={(value) => onChange({ ...filters, kind: isLeadKind(value) ? value : undefined })}
          allowDeselect={false}
          miw={180}
        />
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
      </Group>
    </>
  );
}
