import { describe, expect, it } from 'vitest';
import { headingOf } from './interaction-latency';
import { latencyMet, summariseSamples } from './latency-section';
import { lighthouseMisses } from './page-sections';
import type { LighthouseSummary } from './lighthouse-runs';
import { phaseOf, totals } from './script-loads';
import { scriptMisses, scriptRoutes } from './scripts-section';

const KB = 1024;

describe('script phases', () => {
  it('a script whose response ended by the load event came before load', () => {
    expect(phaseOf(800, 800, false)).toBe('before-load');
    expect(phaseOf(801, 800, true)).toBe('after-load');
  });

  it('without a timing entry, when Node saw the response decides', () => {
    expect(phaseOf(undefined, 800, true)).toBe('before-load');
    expect(phaseOf(undefined, 800, false)).toBe('after-load');
  });

  it('adds up requests and bytes', () => {
    const file = { path: '/a.js', status: 200, phase: 'before-load' as const, gzipBytes: 1000, transferBytes: 1300 };
    expect(totals([file, { ...file, gzipBytes: 24 }])).toEqual({ requests: 2, gzipBytes: 1024, transferBytes: 2600 });
  });
});

describe('script targets', () => {
  const phase = (requests: number, gzipBytes: number) => ({ requests, gzipBytes, transferBytes: gzipBytes });

  it('holds home to 10 requests and 50 KB before load', () => {
    expect(scriptMisses('/', { beforeLoad: phase(10, 50 * KB), beforeInput: phase(40, 400 * KB), failed: [] })).toEqual([]);
    expect(scriptMisses('/', { beforeLoad: phase(11, 51 * KB), beforeInput: phase(11, 51 * KB), failed: [] })).toEqual([
      '11 scripts before load',
      '51.0 KB before load',
    ]);
  });

  it('holds a form page to 100 KB before the first input', () => {
    expect(scriptMisses('/contact', { beforeLoad: phase(1, 9 * KB), beforeInput: phase(8, 100 * KB), failed: [] })).toEqual([]);
    expect(scriptMisses('/get-quote', { beforeLoad: phase(1, 9 * KB), beforeInput: phase(8, 101 * KB), failed: [] })).toEqual([
      '101.0 KB before the first input',
    ]);
  });

  it('a failed script is a miss on any page', () => {
    expect(scriptMisses('/services', { beforeLoad: phase(1, KB), beforeInput: phase(1, KB), failed: ['/assets/x.js answered 404'] })).toEqual([
      'failed scripts (/assets/x.js answered 404)',
    ]);
  });

  it('visits the form pages whatever routes are chosen', () => {
    expect(scriptRoutes(['/', '/get-quote'])).toEqual(['/', '/get-quote', '/contact', '/founder-contact', '/consultation-booking']);
  });
});

describe('Lighthouse targets', () => {
  const page: LighthouseSummary = {
    performance: 98,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1300,
    tbtMs: 100,
    cls: 0.01,
    fcpMs: 900,
    mainThreadMs: 2000,
    benchmarkIndex: 1500,
    performanceRange: { min: 97, max: 99 },
    missedAudits: [],
    runs: 3,
    validRuns: 3,
    problems: [],
  };

  it('meets every target at the limits', () => {
    expect(lighthouseMisses({ page, lcpRatio: 1.1, mainThreadRatio: 2 })).toEqual([]);
  });

  it('names each missed target, an unmeasured ratio included', () => {
    expect(lighthouseMisses({ page: { ...page, performance: 97, cls: 0.011, seo: null }, lcpRatio: null, mainThreadRatio: 2.01 })).toEqual([
      'performance',
      'LCP ratio',
      'CLS',
      'SEO',
      'main-thread ratio',
    ]);
  });
});

describe('latency', () => {
  it('takes medians over the samples, an Event Timing below 16 ms as 0', () => {
    const summary = summariseSamples([
      { wallMs: 80, eventTimingMs: null, events: [] },
      { wallMs: 40, eventTimingMs: 48, events: [] },
      { wallMs: 120, eventTimingMs: 24, events: [] },
    ]);
    expect(summary).toEqual({ wallMs: 80, wallRange: { min: 40, max: 120 }, eventTimingMs: 24, reloads: 0 });
  });

  it('a reloaded document is not a figure, and misses the target', () => {
    const summary = summariseSamples([
      { wallMs: Number.NaN, eventTimingMs: null, events: [], reloaded: true },
      { wallMs: 200, eventTimingMs: 32, events: [] },
    ]);
    expect(summary).toEqual({ wallMs: 200, wallRange: { min: 200, max: 200 }, eventTimingMs: 32, reloads: 1 });
    expect(latencyMet(summary, 300)).toBe(false);
  });

  it('needs both the wall time and Event Timing within the target', () => {
    expect(latencyMet({ wallMs: 100, eventTimingMs: 100, reloads: 0 }, 100)).toBe(true);
    expect(latencyMet({ wallMs: 90, eventTimingMs: 104, reloads: 0 }, 100)).toBe(false);
    expect(latencyMet({ wallMs: null, eventTimingMs: 0, reloads: 0 }, 100)).toBe(false);
  });

  it('reads the new page heading from its HTML', () => {
    expect(headingOf('<main><h1 id="page-heading" class="t">Custom services, <em>built</em> around &amp; for&#39;you&#x2019;</h1></main>')).toBe(
      "Custom services, built around & for'you\u2019",
    );
    expect(headingOf('<main><h2>No top heading</h2></main>')).toBeNull();
  });
});
