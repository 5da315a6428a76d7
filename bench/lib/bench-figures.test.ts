import { describe, expect, it } from 'vitest';
import {
  atLeast,
  atMost,
  busyShare,
  busyWarning,
  cpuTimes,
  markedCell,
  median,
  medianOf,
  ratio,
  runProblems,
  selectRoutes,
  spread,
  waitForQuiet,
} from './bench-figures';
import type { QuietGate } from './bench-figures';
import { parsePortRange } from './bench-ports';
import type { LighthouseRun, RunFigures } from './lighthouse-runs';
import { pairedRatio, summariseRuns } from './lighthouse-runs';

describe('median', () => {
  it('takes the middle value of an odd count, in any order', () => {
    expect(median([300, 100, 200])).toBe(200);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is null without values, and ignores values that are not numbers', () => {
    expect(median([])).toBeNull();
    expect(median([Number.NaN, 7])).toBe(7);
  });

  it('medianOf takes each figure on its own, leaving out the runs without it', () => {
    const runs = [{ tbt: 500 }, { tbt: null }, { tbt: 20 }, { tbt: 40 }];
    expect(medianOf(runs, (run) => run.tbt)).toBe(40);
  });

  it('spread is the lowest and highest value', () => {
    expect(spread([91, 99, 94])).toEqual({ min: 91, max: 99 });
    expect(spread([])).toBeNull();
  });
});

describe('runProblems', () => {
  const clean = {
    audits: {
      'network-requests': { details: { items: [{ url: 'http://x/assets/boot.js', resourceType: 'Script', statusCode: 200 }] } },
      'errors-in-console': { details: { items: [{ source: 'console.error', description: 'a logged error' }] } },
    },
  };

  it('has nothing against a clean run (a logged console error is not an exception)', () => {
    expect(runProblems(clean)).toEqual([]);
  });

  it('names a runtime error', () => {
    expect(runProblems({ ...clean, runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } })).toEqual([
      'NO_FCP: The page did not paint any content.',
    ]);
  });

  it('names a script that answered 404, and not an image that did', () => {
    const items = [
      { url: 'http://x/assets/island-abc.js', resourceType: 'Script', statusCode: 404 },
      { url: 'http://x/missing.png', resourceType: 'Image', statusCode: 404 },
    ];
    expect(runProblems({ audits: { 'network-requests': { details: { items } } } })).toEqual(['script http://x/assets/island-abc.js answered 404']);
  });

  it('names an uncaught exception', () => {
    const items = [{ source: 'exception', description: 'TypeError: x is undefined' }];
    expect(runProblems({ audits: { 'errors-in-console': { details: { items } } } })).toEqual(['uncaught exception: TypeError: x is undefined']);
  });
});

describe('targets', () => {
  it('a missing figure meets no target', () => {
    expect(atLeast(null, 98)).toBe(false);
    expect(atMost(null, 100)).toBe(false);
  });

  it('the limits themselves are met', () => {
    expect(atLeast(98, 98)).toBe(true);
    expect(atLeast(97, 98)).toBe(false);
    expect(atMost(100, 100)).toBe(true);
    expect(atMost(100.5, 100)).toBe(false);
  });

  it('marks cells, a missing figure as a miss', () => {
    expect(markedCell(99, atLeast(99, 98))).toBe('99 ✔');
    expect(markedCell(0.02, atMost(0.02, 0.01), (value) => value.toFixed(3))).toBe('0.020 ✘');
    expect(markedCell(null, false)).toBe('— ✘');
  });

  it('ratio needs both figures and a reference above zero', () => {
    expect(ratio(1320, 1200)).toBeCloseTo(1.1, 10);
    expect(ratio(1000, 0)).toBeNull();
    expect(ratio(null, 1200)).toBeNull();
  });
});

describe('selectRoutes', () => {
  const all = ['/', '/products', '/services'] as const;

  it('keeps every route without a filter', () => {
    expect(selectRoutes(undefined, all)).toEqual(['/', '/products', '/services']);
    expect(selectRoutes(' ', all)).toEqual(['/', '/products', '/services']);
  });

  it("keeps the named routes in the bench's order", () => {
    expect(selectRoutes('/services, /', all)).toEqual(['/', '/services']);
  });

  it('refuses a route the bench does not measure', () => {
    expect(() => selectRoutes('/,/nowhere', all)).toThrow('BENCH_ROUTES: no bench route /nowhere');
  });
});

describe('machine load', () => {
  it('reads the busy share of CPU time between two readings', () => {
    const core = (user: number, idle: number) => ({ times: { user, nice: 0, sys: 0, idle, irq: 0 } });
    const before = cpuTimes([core(100, 900), core(50, 950)]);
    const after = cpuTimes([core(400, 1600), core(60, 1940)]);
    // 310 ms busy of 2,000 ms.
    expect(busyShare(before, after)).toBeCloseTo(0.155, 6);
    expect(busyShare(after, after)).toBe(0);
  });

  it('warns above 15 % busy only', () => {
    expect(busyWarning('lighthouse /', 0.15)).toBeNull();
    expect(busyWarning('lighthouse /', 0.4)).toMatch(/^warning: lighthouse \/: CPU 40 % busy before the runs \(> 15 %\)/);
  });

  /** A gate on a fake clock: each sleep moves time on, each read takes the next load average. */
  function fakeGate(loads: number[], timeoutMs: number): QuietGate & { lines: string[]; slept: number[] } {
    let clock = 0;
    const lines: string[] = [];
    const slept: number[] = [];
    return {
      lines,
      slept,
      loadAverage: () => loads.shift() ?? loads[loads.length - 1] ?? 9,
      now: () => clock,
      sleep: async (ms) => {
        slept.push(ms);
        clock += ms;
      },
      log: (line) => lines.push(line),
      below: 0.3,
      timeoutMs,
      pollMs: 5_000,
    };
  }

  it('waits until the load average is below the threshold', async () => {
    const gate = fakeGate([1.2, 0.6, 0.29], 300_000);
    await expect(waitForQuiet(gate)).resolves.toEqual({ quiet: true, waitedMs: 10_000, load1: 0.29 });
    expect(gate.slept).toEqual([5_000, 5_000]);
    expect(gate.lines[0]).toBe('Waiting for a quiet machine: 1-min load average 1.20, waiting for < 0.3 (0 s so far)');
  });

  it('does not wait when the machine is already quiet', async () => {
    const gate = fakeGate([0.1], 300_000);
    await expect(waitForQuiet(gate)).resolves.toEqual({ quiet: true, waitedMs: 0, load1: 0.1 });
    expect(gate.slept).toEqual([]);
  });

  it('gives up after the timeout and says so', async () => {
    const gate = fakeGate([2, 2, 2, 2], 12_000);
    await expect(waitForQuiet(gate)).resolves.toEqual({ quiet: false, waitedMs: 12_000, load1: 2 });
    expect(gate.slept).toEqual([5_000, 5_000, 2_000]);
    expect(gate.lines.at(-1)).toBe('The machine did not quiet down in 12 s (1-min load 2.00): measuring anyway.');
  });
});

describe('Lighthouse runs', () => {
  const figures = (overrides: Partial<RunFigures>): RunFigures => ({
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1200,
    tbtMs: 30,
    cls: 0.001,
    fcpMs: 900,
    mainThreadMs: 1000,
    benchmarkIndex: 1500,
    missedAudits: [],
    ...overrides,
  });
  const valid = (overrides: Partial<RunFigures>): LighthouseRun => ({ figures: figures(overrides), problems: [] });

  it('takes the median of each figure separately, not one run', () => {
    // Each median comes from a different run: no one run holds all three.
    const summary = summariseRuns([
      valid({ performance: 90, tbtMs: 10, lcpMs: 2000 }),
      valid({ performance: 99, tbtMs: 400, lcpMs: 1000 }),
      valid({ performance: 95, tbtMs: 500, lcpMs: 3000 }),
    ]);
    expect([summary.performance, summary.tbtMs, summary.lcpMs]).toEqual([95, 400, 2000]);
    expect(summary.performanceRange).toEqual({ min: 90, max: 99 });
  });

  it('reports invalid runs and leaves them out of the figures', () => {
    const summary = summariseRuns([
      valid({ performance: 98, missedAudits: ['seo: robots-txt'] }),
      { figures: figures({ performance: 20 }), problems: ['script http://x/a.js answered 404'] },
      valid({ performance: 100, missedAudits: ['seo: robots-txt'] }),
    ]);
    expect(summary.performance).toBe(99);
    expect([summary.runs, summary.validRuns]).toEqual([3, 2]);
    expect(summary.problems).toEqual(['run 2: script http://x/a.js answered 404']);
    expect(summary.missedAudits).toEqual(['seo: robots-txt (2/2)']);
  });

  it('pairs each page run with the stripped run after it for the ratios', () => {
    const page = [valid({ lcpMs: 1100 }), valid({ lcpMs: 3000 }), { figures: null, problems: ['crashed'] }, valid({ lcpMs: 1200 })];
    const stripped = [valid({ lcpMs: 1000 }), valid({ lcpMs: 2000 }), valid({ lcpMs: 1000 }), valid({ lcpMs: 1000 })];
    // Pairs 1, 2 and 4: 1.1, 1.5, 1.2.
    const { ratio: lcpRatio, pairs } = pairedRatio(page, stripped, 'lcpMs');
    expect(pairs).toBe(3);
    expect(lcpRatio).toBeCloseTo(1.2, 10);
  });
});

describe('parsePortRange', () => {
  it('reads a range and refuses nonsense', () => {
    expect(parsePortRange('5100-5199')).toEqual({ first: 5100, last: 5199 });
    expect(() => parsePortRange('5199-5100')).toThrow('BENCH_PORTS');
    expect(() => parsePortRange('80-90')).toThrow('BENCH_PORTS');
  });
});
