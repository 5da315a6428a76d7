import { describe, expect, it } from 'vitest';
import * as booking from './booking';
import { formatDuration, formatDurationRange, formatMoney, formatPercent, usd } from '@/leads/en-us-format';
import { budgetOptions, customSiteWeeks, LARGE_PROJECT_FROM, people, prices, say, times } from './facts';
import * as industries from './industries';
import * as portfolio from './portfolio';
import * as process from './process';
import { catalogue } from './products';
import { site } from './site';
import { successStories } from './success-stories';
import { teamMembers } from './team';
import * as testimonials from './testimonials';

describe('offer facts', () => {
  it('formats money, percentages and durations as the pages print them', () => {
    expect(formatMoney(usd(5_499))).toBe('$5,499');
    expect(formatMoney(usd(99))).toBe('$99');
    expect(formatPercent(0.999)).toBe('99.9%');
    expect(formatPercent(0.95)).toBe('95%');
    expect(formatDuration(24, 'hour')).toBe('24 hours');
    expect(formatDuration(1, 'year')).toBe('1 year');
    expect(formatDurationRange(2, 4, 'week')).toBe('2-4 weeks');
    expect(say.turnkeyLive).toBe('7 working days');
  });

  it('takes the turnkey "from" price from the catalogue, and each card from its Standard plan', () => {
    expect(prices.turnkeyFrom.amount).toBe(Math.min(...catalogue.map((product) => product.fromPrice.amount)));
    for (const product of catalogue) {
      // Products still in pre-order list no plans yet; the others start at their cheapest plan.
      if (product.plans.length > 0) expect(product.fromPrice.amount).toBe(Math.min(...product.plans.map((plan) => plan.price.amount)));
    }
  });

  it('takes the custom "from" price from the projects we show, and offers no budget wholly below it', () => {
    expect(prices.customFrom.amount).toBe(Math.min(...successStories.map((story) => story.price.amount)));
    const lows = budgetOptions.map((option) => Number(option.split(' - ')[0]?.replace(/\D/g, '')));
    const highs = budgetOptions.map((option) => Number(option.split(' - ')[1]?.replace(/\D/g, '')));
    expect(Math.min(...lows)).toBeLessThanOrEqual(prices.customFrom.amount);
    for (const high of highs) expect(high).toBeGreaterThanOrEqual(prices.customFrom.amount);
    // The split between 50/50 and 30/40/30 falls on a band boundary, so a budget names its payment terms.
    expect(lows).toContain(LARGE_PROJECT_FROM.amount);
  });

  it('adds the process phases up to the launch time the pages promise', () => {
    expect(customSiteWeeks).toEqual([times.designWeeks[0] + times.developmentWeeks[0], times.designWeeks[1] + times.developmentWeeks[1]]);
    const durations = process.processSteps.map((step) => step.duration);
    expect(durations).toContain(say.designPhase);
    expect(durations).toContain(say.developmentPhase);
    expect(process.processOutcomes.items[0]?.value).toBe(say.customSite);
  });

  it('gives each person one name and each name one person', () => {
    const teamNames = new Set<string>([site.founder.name, ...Object.values(people)]);
    expect(teamNames.size).toBe(Object.values(people).length + 1);
    expect(new Set(teamMembers.map((member) => member.name))).toEqual(new Set(Object.values(people)));

    // Every name a client is quoted under, in every content module that quotes one.
    const quoted: string[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value !== null && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if ((key === 'name' || key === 'author') && typeof inner === 'string' && /^[A-Z][a-z]+\.? [A-Z]/.test(inner)) quoted.push(inner);
          else collect(inner);
        }
      }
    };
    [testimonials, booking, portfolio, process, industries, successStories].forEach(collect);
    expect(quoted.length).toBeGreaterThan(10);
    expect(quoted.filter((name) => teamNames.has(name))).toEqual([]);
  });
});
