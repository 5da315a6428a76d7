import { describe, expect, it } from 'vitest';
import { retryBackoffMs } from './retry-backoff';

const bounds = { baseMs: 1_000, maxMs: 10_000 };

describe('retryBackoffMs', () => {
  it('waits the base after the first failure and doubles with each further one', () => {
    expect([1, 2, 3, 4].map((failures) => retryBackoffMs(failures, bounds))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('never waits longer than the ceiling', () => {
    expect(retryBackoffMs(5, bounds)).toBe(10_000);
    expect(retryBackoffMs(1_000, bounds)).toBe(10_000);
  });

  it('treats no failure yet as the first', () => {
    expect(retryBackoffMs(0, bounds)).toBe(1_000);
    expect(retryBackoffMs(-3, bounds)).toBe(1_000);
  });

  it('keeps each caller on its own bounds', () => {
    expect(retryBackoffMs(2, { baseMs: 15_000, maxMs: 3_600_000 })).toBe(30_000);
    expect(retryBackoffMs(2, { baseMs: 30_000, maxMs: 3_600_000 })).toBe(60_000);
  });
});
