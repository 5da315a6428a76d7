import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithQueries, renderWithTheme } from '@/test-utils/render';
import { stubReducedMotion } from '@/test-utils/motion';
import type { LeadStats } from './inbox-api';
import { LeadsChart } from './leads-chart';
import { LeadsOverTime } from './leads-over-time';
import { createInboxQueryClient, inboxKeys } from './inbox-query';
import { useLeadStats } from './use-lead-stats';

// The real chart, its props watched.
vi.mock('./leads-chart', async (importOriginal) => {
  const actual = await importOriginal<{ LeadsChart: typeof LeadsChart }>();
  return { LeadsChart: vi.fn(actual.LeadsChart) };
});

const zero = { newsletter: 0, contact: 0, quote: 0, founder: 0, booking: 0 };
const STARTS = [
  '2026-09-07',
  '2026-09-14',
  '2026-09-21',
  '2026-09-28',
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
  '2026-11-23',
];
const STATS: LeadStats = {
  weeks: STARTS.map((start) => ({ start, ...zero })).map((week, index) =>
    index === 11 ? { ...week, contact: 2, booking: 3, newsletter: 1 } : index === 0 ? { ...week, quote: 4 } : week,
  ),
  total: 10,
  sources: [
    { source: 'newsletter', count: 6 },
    { source: 'https://www.google.com', count: 3 },
    { source: null, count: 1 },
  ],
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.mocked(LeadsChart).mockClear();
});

describe('leads over time', () => {
  let warnings: MockInstance<typeof console.warn>;
  beforeEach(() => {
    stubReducedMotion(false);
    warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    // Recharts measures its frame, which happy-dom never lays out: all it may say here is that the size is 0.
    for (const [text] of warnings.mock.calls) expect(String(text)).toMatch(/^The width\(0\) and height\(0\) of chart/);
  });

  it('gives the numbers as a table: each week from Monday, each form, the total', async () => {
    renderWithTheme(<LeadsOverTime stats={STATS} missing={null} />);
    const section = screen.getByRole('region', { name: 'Leads per week' });
    expect(within(section).getByText('10 leads in 12 weeks')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Leads per week over the last 12 weeks, by form (the last week is this one, so far)' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Week from Monday', 'Newsletter sign-up', 'Contact message', 'Quote request', 'Message to the founder', 'Consultation booking', 'Total'],
      ['7 Sep 2026', '0', '0', '4', '0', '0', '4'],
      ...['14 Sep', '21 Sep', '28 Sep', '5 Oct', '12 Oct', '19 Oct', '26 Oct', '2 Nov', '9 Nov', '16 Nov'].map((week) => [
        `${week} 2026`,
        '0',
        '0',
        '0',
        '0',
        '0',
        '0',
      ]),
      ['23 Nov 2026', '1', '2', '0', '0', '3', '6'],
    ]);
    expect(within(rows[11]!).getByRole('rowheader')).toHaveTextContent('16 Nov 2026');
    // The chart's chunk arrives after the table.
    expect(await within(section).findByRole('img', { name: /^Bar chart of leads per week/ })).toBeInTheDocument();
  });

  it('lists the same weeks by source, most first, the leads without one named as such', () => {
    renderWithTheme(<LeadsOverTime stats={STATS} missing={null} />);
    const list = screen.getByRole('list', { name: 'By source' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['newsletter 6 leads', 'https://www.google.com 3 leads', 'Direct or not recorded 1 lead']);
  });

  it('shows no list by source from a server that gives none', () => {
    const { sources: _sources, ...older } = STATS;
    renderWithTheme(<LeadsOverTime stats={older} missing={null} />);
    expect(screen.queryByRole('list', { name: 'By source' })).toBeNull();
  });

  it('draws the chart from its own chunk, as one named picture with nothing to tab to, and moving unless reduced motion is asked', async () => {
    renderWithTheme(<LeadsOverTime stats={STATS} missing={null} />);
    const chart = await screen.findByRole('img', {
      name: 'Bar chart of leads per week over the last 12 weeks, stacked by form: 10 in all. The numbers follow as a table.',
    });
    expect(chart.querySelector('[tabindex="0"]')).toBeNull();
    expect(vi.mocked(LeadsChart).mock.lastCall?.[0].still).toBe(false);
  });

  it('draws it still when reduced motion is asked', async () => {
    stubReducedMotion(true);
    renderWithTheme(<LeadsOverTime stats={STATS} missing={null} />);
    await screen.findByRole('img', { name: /^Bar chart of leads per week/ });
    await waitFor(() => expect(vi.mocked(LeadsChart).mock.lastCall?.[0].still).toBe(true));
  });

  it('says why there is no chart, offline or on an error, in the same frame', () => {
    const view = renderWithTheme(<LeadsOverTime stats={null} missing="offline" />);
    expect(screen.getByText('The chart shows when the inbox is online.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    view.unmount();
    renderWithTheme(<LeadsOverTime stats={null} missing="failed" />);
    expect(screen.getByText('The chart could not be loaded.')).toBeInTheDocument();
  });
});

describe('the numbers behind the chart', () => {
  function Probe() {
    const { stats, missing } = useLeadStats();
    return <output>{stats ? `total ${stats.total}` : `missing ${missing}`}</output>;
  }
  const renderProbe = (client = createInboxQueryClient()) => ({ client, view: renderWithQueries(<Probe />, client) });

  it('are asked for again when the inbox asks again, and the last shown stay when the server cannot be reached', async () => {
    const answers: (() => Promise<Response>)[] = [
      async () => json(STATS),
      async () => json({ ...STATS, total: 11 }),
      async () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    const fetchMock = vi.fn<typeof fetch>(async () => answers.shift()!());
    vi.stubGlobal('fetch', fetchMock);
    const { client } = renderProbe();
    expect(await screen.findByText('total 10')).toBeInTheDocument();
    await act(() => client.invalidateQueries({ queryKey: inboxKeys.all }));
    expect(await screen.findByText('total 11')).toBeInTheDocument();
    await act(() => client.invalidateQueries({ queryKey: inboxKeys.all }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(screen.getByText('total 11')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/admin/stats', '/api/admin/stats', '/api/admin/stats']);
  });

  it('say offline when there are none yet and the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderProbe();
    expect(await screen.findByText('missing offline')).toBeInTheDocument();
  });

  it('drop an answer that comes after a newer one, and refuse one that is not stats', async () => {
    let releaseSecond: (response: Response) => void = () => undefined;
    const answers: (() => Promise<Response>)[] = [
      async () => json(STATS),
      () => new Promise((resolve) => (releaseSecond = resolve)),
      async () => json({ ...STATS, total: 12 }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => answers.shift()!()),
    );
    const { client, view } = renderProbe();
    expect(await screen.findByText('total 10')).toBeInTheDocument();
    void client.invalidateQueries({ queryKey: inboxKeys.stats });
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(() => client.invalidateQueries({ queryKey: inboxKeys.stats }));
    expect(await screen.findByText('total 12')).toBeInTheDocument();
    await act(async () => releaseSecond(json({ ...STATS, total: 11 })));
    expect(screen.getByText('total 12')).toBeInTheDocument();
    view.unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json({ leads: [], total: 0 })),
    );
    renderProbe();
    expect(await screen.findByText('missing failed')).toBeInTheDocument();
  });
});
