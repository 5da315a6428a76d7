import { describe, expect, it } from 'vitest';
import { chartRows, countTicks, formatWeekStart, isLeadStats, weekTotal } from './lead-stats-view';

const week = { start: '2026-09-07', newsletter: 1, contact: 2, quote: 0, founder: 0, booking: 3 };

describe("the chart's weeks", () => {
  it('are named by their Monday as the studio writes dates, whatever the reader’s zone', () => {
    expect(formatWeekStart('2026-09-07')).toBe('7 Sep');
    expect(formatWeekStart('2026-12-28', { withYear: true })).toBe('28 Dec 2026');
    expect(formatWeekStart('2027-01-04')).toBe('4 Jan');
    expect(formatWeekStart('not a date')).toBe('not a date');
    expect(formatWeekStart('2026-13-01')).toBe('2026-13-01');
  });

  it('become the rows the chart draws, with their totals', () => {
    expect(chartRows({ weeks: [week], total: 6 })).toEqual([{ ...week, week: '7 Sep' }]);
    expect(weekTotal(week)).toBe(6);
  });

  it('are read only from an answer shaped as the stats', () => {
    expect(isLeadStats({ weeks: [week], total: 6 })).toBe(true);
    expect(isLeadStats({ weeks: [], total: 0 })).toBe(true);
    expect(isLeadStats({ leads: [], total: 0 })).toBe(false);
    expect(isLeadStats({ weeks: [{ ...week, booking: '3' }], total: 6 })).toBe(false);
    expect(isLeadStats({ weeks: [{ start: '2026-09-07', newsletter: 1 }], total: 1 })).toBe(false);
    expect(isLeadStats(null)).toBe(false);
    expect(
      isLeadStats({
        weeks: [week],
        total: 6,
        sources: [
          { source: 'newsletter', count: 2 },
          { source: null, count: 4 },
        ],
      }),
    ).toBe(true);
    expect(isLeadStats({ weeks: [week], total: 6, sources: [{ source: 3, count: 2 }] })).toBe(false);
    expect(isLeadStats({ weeks: [week], total: 6, sources: 'newsletter' })).toBe(false);
  });
});

describe("the chart's count axis", () => {
  it('marks whole numbers an even step apart, from 0 to the busiest week or just above', () => {
    expect(countTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(countTicks(11)).toEqual([0, 5, 10, 15]);
    expect(countTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(countTicks(101)).toEqual([0, 50, 100, 150]);
    expect(countTicks(20_000)).toEqual([0, 5_000, 10_000, 15_000, 20_000]);
  });
});
