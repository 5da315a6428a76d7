import { describe, expect, it } from 'vitest';
import { parseInstant } from './lead-instant';

function iso(value: string): string | undefined {
  return parseInstant(value)?.toISOString();
}

describe('an instant to filter leads by', () => {
  it('reads a date alone as midnight UTC', () => {
    expect(iso('2030-03-01')).toBe('2030-03-01T00:00:00.000Z');
    expect(iso('2028-02-29')).toBe('2028-02-29T00:00:00.000Z');
  });

  it('refuses a date that names no day, or that a Date would move to another century', () => {
    for (const refused of ['2030-02-30', '2030-04-31', '2030-13-01', '2030-00-10', '2030-03-00', '0050-01-01', '2030-3-1']) {
      expect(iso(refused), refused).toBeUndefined();
      expect(iso(`${refused}T09:30:00Z`), `${refused} with a time`).toBeUndefined();
    }
  });

  it('reads a timestamp in its own zone', () => {
    expect(iso('2030-03-01T10:30:00+01:00')).toBe('2030-03-01T09:30:00.000Z');
    expect(iso('2030-03-01T10:30:00-04:30')).toBe('2030-03-01T15:00:00.000Z');
    expect(iso('2030-03-01T23:59:59+23:59')).toBe('2030-03-01T00:00:59.000Z');
    expect(iso('2030-03-01T00:00:00Z')).toBe('2030-03-01T00:00:00.000Z');
  });

  it('takes a time without seconds, and fractions to the millisecond', () => {
    expect(iso('2030-03-01T09:30Z')).toBe('2030-03-01T09:30:00.000Z');
    expect(iso('2030-03-01T09:30:05.5Z')).toBe('2030-03-01T09:30:05.500Z');
    expect(iso('2030-03-01T09:30:05.123Z')).toBe('2030-03-01T09:30:05.123Z');
  });

  it('rounds a finer instant up to the next millisecond, and only when it is finer', () => {
    expect(iso('2030-03-01T09:30:00.0001Z')).toBe('2030-03-01T09:30:00.001Z');
    expect(iso('2030-03-01T09:30:00.123000001Z')).toBe('2030-03-01T09:30:00.124Z');
    expect(iso('2030-03-01T09:30:00.123000000Z')).toBe('2030-03-01T09:30:00.123Z');
    expect(iso('2030-03-01T23:59:59.9999Z')).toBe('2030-03-02T00:00:00.000Z');
  });

  it('refuses a time out of range, at each limit', () => {
    for (const refused of [
      '2030-03-01T24:00:00Z',
      '2030-03-01T09:60:00Z',
      '2030-03-01T09:30:60Z',
      '2030-03-01T09:30:00+24:00',
      '2030-03-01T09:30:00+01:60',
      '2030-03-01T09:30:00.1234567890Z',
    ]) {
      expect(iso(refused), refused).toBeUndefined();
    }
  });

  it('refuses a timestamp without a zone, which each machine would read differently, and anything else', () => {
    for (const refused of ['2030-03-01T09:30:00', '2030-03-01 09:30:00Z', '2030-03-01T9:30Z', 'yesterday', '', ' 2030-03-01']) {
      expect(iso(refused), refused).toBeUndefined();
    }
  });
});
