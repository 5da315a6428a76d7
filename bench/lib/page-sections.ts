/**
 * The bench sections about pages: first-load bytes (from dist/ and from a real browser), and
 * Lighthouse on each page alternating with the same page without its scripts (the no-JS baseline).
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchSection, Grid, TableRow } from './bench-report';
import { mark } from './bench-report';
import type { BenchRoute } from '../../build/budgets';
import { BENCH_ROUTES, BYTE_BUDGETS, LIGHTHOUSE_TARGETS, PAGE_TARGET, budgetMisses, formatKb } from '../../build/budgets';
import { atLeast, atMost, busyShare, busyWarning, cpuTimes, markedCell, median, selectRoutes } from './bench-figures';

/** How long the bench watches the CPU before a route's runs, to tell whether other work is running. */
const BUSY_SAMPLE_MS = 3000;
import { benchPort } from './bench-ports';
import type { ColdVisit, TransferTotals } from './cold-visit';
import { coldVisit, launchMeasuringBrowser } from './cold-visit';
import type { FirstLoad } from '../../build/first-load';
import { firstLoadBytes, pageHtmlFile } from '../../build/first-load';
import { watchDist } from './dist-guard';
import type { LighthouseRun, LighthouseSummary } from './lighthouse-runs';
import { NO_PAINT, measuredRun, pairedRatio, summariseRuns, validFigures } from './lighthouse-runs';
import { startNoJsProxy } from './no-js-proxy';

export const DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
const DEFAULT_LIGHTHOUSE_RUNS = 3;

/** The bench routes, or those BENCH_ROUTES names ('/,/products'). */
export function benchRoutes(): BenchRoute[] {
  return selectRoutes(process.env.BENCH_ROUTES, BENCH_ROUTES);
}

function lighthouseRuns(): number {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? DEFAULT_LIGHTHOUSE_RUNS);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_LIGHTHOUSE_RUNS must be a positive whole number');
  return runs;
}

const within = (value: number, limit: number) => `${formatKb(value)} ${mark(value <= limit)}`;
const kb = (bytes: number) => formatKb(bytes);

// ---------------------------------------------------------------------------------------------
// First-load bytes

function staticGrid(loads: { route: BenchRoute; htmlFile: string; load: FirstLoad }[]): Grid {
  return {
    title: 'First-load bytes from dist/ (gzip level 9; HTML + scripts with their static imports + styles)',
    columns: ['route', 'page file', 'HTML', 'JS', 'CSS', 'total', 'biggest file'],
    rows: [
      ['target', '', '', `≤ ${kb(PAGE_TARGET.js)}`, `≤ ${kb(PAGE_TARGET.css)}`, `≤ ${kb(PAGE_TARGET.total)}`, ''],
      ...loads.map(({ route, htmlFile, load }) => {
        const biggest = load.files[0];
        return [
          route,
          htmlFile,
          kb(load.html),
          within(load.js, PAGE_TARGET.js),
          within(load.css, PAGE_TARGET.css),
          within(load.total, PAGE_TARGET.total),
          biggest ? `${biggest.file} (${kb(biggest.gzipBytes)})` : '',
        ];
      }),
    ],
    notes: [
      'KB = 1024 bytes. "index.html" as page file: no prerendered page, the app shell answers.',
      'Marks compare with the target; the build test enforces the per-route ceilings in build/budgets.ts.',
      'Route chunks loaded lazily after start are not counted here; the browser table below sees them.',
    ],
  };
}

function transferCells(totals: TransferTotals): string[] {
  return [String(totals.requests), kb(totals.html), kb(totals.js), kb(totals.css), kb(totals.other), kb(totals.total)];
}

function browserGrid(visits: { route: BenchRoute; visit: ColdVisit }[]): Grid {
  return {
    title: 'Cold first visit in Chromium (bytes on the wire: headers + body as the server sent it)',
    columns: ['route', 'requests', 'HTML', 'JS', 'CSS', 'other', 'total', 'worker requests', 'worker bytes'],
    rows: visits.map(({ route, visit }) => [
      route,
      ...transferCells(visit.page),
      String(visit.worker.requests),
      `${kb(visit.worker.total)}${visit.workerReady ? '' : ' (not ready)'}`,
    ]),
    notes: [
      'A fresh profile per route, counted until the network is idle. "worker": the service worker script and the',
      'offline precache it downloads in the background on the first visit (not part of the page load).',
    ],
  };
}

export const firstLoadSection: BenchSection = {
  name: 'bytes',
  description: 'first-load bytes per route: dist/ gzipped against the budgets, and a cold visit in Chromium',
  needsSite: true,
  async run({ siteUrl }) {
    const routes = benchRoutes();
    const guard = watchDist(DIST_DIR);
    const loads = routes.map((route) => ({ route, htmlFile: pageHtmlFile(DIST_DIR, route), load: firstLoadBytes(DIST_DIR, route) }));
    const url = await siteUrl();
    const browser = await launchMeasuringBrowser();
    const visits: { route: BenchRoute; visit: ColdVisit }[] = [];
    try {
      for (const route of routes) visits.push({ route, visit: await coldVisit(browser, `${url}${route}`) });
    } finally {
      await browser.close();
    }
    guard.assertUnchanged();
    const misses = loads.flatMap(({ route, load }) => budgetMisses(load, PAGE_TARGET).map((miss) => ({ route, ...miss })));
    const ceilingMisses = loads.flatMap(({ route, load }) => budgetMisses(load, BYTE_BUDGETS[route]));
    const checked = loads.length * 3;
    const home = loads.find((entry) => entry.route === '/')?.load;
    const rows: TableRow[] = [
      ...(home
        ? [
            {
              section: 'bytes',
              metric: '/ first load (gzip)',
              value: `JS ${within(home.js, PAGE_TARGET.js)}, CSS ${within(home.css, PAGE_TARGET.css)}, total ${within(home.total, PAGE_TARGET.total)}`,
            },
          ]
        : []),
      {
        section: 'bytes',
        metric: `byte targets met (${loads.length} routes × JS, CSS, total)`,
        value: `${checked - misses.length} of ${checked} ${mark(misses.length === 0)}`,
      },
      {
        section: 'bytes',
        metric: 'enforced ceilings held (build test)',
        value: `${checked - ceilingMisses.length} of ${checked} ${mark(ceilingMisses.length === 0)}`,
      },
    ];
    return {
      rows,
      grids: [staticGrid(loads), browserGrid(visits)],
      data: {
        unit: 'bytes (gzip level 9 for dist figures; on-the-wire bytes for the browser)',
        target: PAGE_TARGET,
        ceilings: BYTE_BUDGETS,
        routes: Object.fromEntries(
          loads.map(({ route, htmlFile, load }) => [
            route,
            { htmlFile, dist: load, targetMisses: budgetMisses(load, PAGE_TARGET), coldVisit: visits.find((entry) => entry.route === route)?.visit },
          ]),
        ),
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Lighthouse, each page alternating with the same page without its scripts

const T = LIGHTHOUSE_TARGETS;

const ms = (value: number) => `${Math.round(value)} ms`;
const cls = (value: number) => value.toFixed(3);
const times = (value: number) => `${value.toFixed(2)}×`;
const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');

/** One route's runs: the page's, the stripped page's (made alternately) and the machine around them. */
interface RouteLighthouse {
  route: BenchRoute;
  page: LighthouseSummary;
  stripped: LighthouseSummary;
  /** Median of the paired ratios page / stripped (see pairedRatio). */
  lcpRatio: number | null;
  mainThreadRatio: number | null;
  /** Pairs with both runs valid, behind the ratios. */
  pairs: number;
  /** os.loadavg() (1, 5, 15 min) before the first run and after the last. */
  loadAtStart: number[];
  /** Share of CPU time busy in the BUSY_SAMPLE_MS before the first run. */
  cpuBusyBefore: number;
  loadAtEnd: number[];
  /** Median benchmarkIndex of every valid run of the route, both pages. */
  benchmarkIndex: number | null;
  seconds: number;
  warning: string | null;
  runs: { page: LighthouseRun[]; stripped: LighthouseRun[] };
}

/** The targets a route misses (a figure that could not be measured is a miss). */
export function lighthouseMisses(result: Pick<RouteLighthouse, 'page' | 'lcpRatio' | 'mainThreadRatio'>): string[] {
  const { page } = result;
  const checks: [string, boolean][] = [
    ['performance', atLeast(page.performance, T.performance)],
    ['TBT', atMost(page.tbtMs, T.tbtMs)],
    ['LCP ratio', atMost(result.lcpRatio, T.lcpRatio)],
    ['CLS', atMost(page.cls, T.cls)],
    ['accessibility', atLeast(page.accessibility, T.accessibility)],
    ['best practices', atLeast(page.bestPractices, T.bestPractices)],
    ['SEO', atLeast(page.seo, T.seo)],
    ['main-thread ratio', atMost(result.mainThreadRatio, T.mainThreadRatio)],
  ];
  return checks.filter(([, met]) => !met).map(([name]) => name);
}

/** `runs` runs of the page, each followed by a run of the stripped page; dist/ checked after each pair. */
async function measureRoute(route: BenchRoute, siteUrl: string, strippedUrl: string, runs: number, assertUnchanged: () => void): Promise<RouteLighthouse> {
  const loadAtStart = os.loadavg();
  const cpuBefore = cpuTimes(os.cpus());
  await new Promise((resolve) => setTimeout(resolve, BUSY_SAMPLE_MS));
  const cpuBusyBefore = busyShare(cpuBefore, cpuTimes(os.cpus()));
  const warning = busyWarning(`lighthouse ${route}`, cpuBusyBefore);
  if (warning) console.warn(`  ${warning}`);
  const startedAt = performance.now();
  const page: LighthouseRun[] = [];
  const stripped: LighthouseRun[] = [];
  // Nothing painted within Lighthouse's wait (30 s): a page that shows nothing will not on a second try.
  const paintsNothing = (done: LighthouseRun[]) => done.some((run) => run.errorCode === NO_PAINT);
  for (let run = 0; run < runs; run += 1) {
    if (!paintsNothing(page)) page.push(await measuredRun(`${siteUrl}${route}`));
    if (!paintsNothing(stripped)) stripped.push(await measuredRun(`${strippedUrl}${route}`));
    assertUnchanged();
    const perf = (done: LighthouseRun[]) => {
      const last = done[run];
      if (!last) return 'skipped';
      return last.problems.length > 0 ? 'invalid' : `perf ${last.figures?.performance ?? '—'}`;
    };
    console.info(`  lighthouse ${route} run ${run + 1}/${runs}: page ${perf(page)}, stripped ${perf(stripped)}`);
  }
  const lcp = pairedRatio(page, stripped, 'lcpMs');
  const mainThread = pairedRatio(page, stripped, 'mainThreadMs');
  const indices = [...validFigures(page), ...validFigures(stripped)].map((figures) => figures.benchmarkIndex);
  return {
    route,
    page: summariseRuns(page),
    stripped: summariseRuns(stripped),
    lcpRatio: lcp.ratio,
    mainThreadRatio: mainThread.ratio,
    pairs: lcp.pairs,
    loadAtStart,
    cpuBusyBefore,
    loadAtEnd: os.loadavg(),
    benchmarkIndex: median(indices.filter((value): value is number => value !== null)),
    seconds: Math.round((performance.now() - startedAt) / 1000),
    warning,
    runs: { page, stripped },
  };
}

const optional = (value: number | null, format: (value: number) => string) => (value === null ? '—' : format(value));

function pageGrid(results: RouteLighthouse[], runs: number): Grid {
  return {
    title: `Lighthouse, mobile: the page (median of each figure over up to ${runs} valid runs)`,
    columns: ['route', 'perf', 'perf min–max', 'TBT', 'LCP', 'CLS', 'a11y', 'BP', 'SEO', 'valid runs'],
    rows: [
      ['target', `≥ ${T.performance}`, '', `≤ ${T.tbtMs} ms`, `≤ ${T.lcpRatio}× stripped`, `≤ ${T.cls}`, '100', '100', '100', ''],
      ...results.map(({ route, page }) => [
        route,
        markedCell(page.performance, atLeast(page.performance, T.performance)),
        page.performanceRange ? `${page.performanceRange.min}–${page.performanceRange.max}` : '—',
        markedCell(page.tbtMs, atMost(page.tbtMs, T.tbtMs), ms),
        optional(page.lcpMs, ms),
        markedCell(page.cls, atMost(page.cls, T.cls), cls),
        markedCell(page.accessibility, atLeast(page.accessibility, T.accessibility)),
        markedCell(page.bestPractices, atLeast(page.bestPractices, T.bestPractices)),
        markedCell(page.seo, atLeast(page.seo, T.seo)),
        `${page.validRuns}/${page.runs}`,
      ]),
    ],
    notes: [
      'Each figure is its own median over the valid runs (score, TBT, LCP... each), not the figures of the one run',
      "Lighthouse's computeMedianRun would pick (the run nearest the median FCP and TTI).",
      'A run is invalid, reported and not counted, when Lighthouse reports a runtime error, a script the page',
      'requested answered 4xx/5xx, or the page threw an uncaught exception.',
      ...results.flatMap(({ route, page }) => [
        ...(page.missedAudits.length > 0 ? [`${route} audits costing points: ${page.missedAudits.join(', ')}`] : []),
        ...page.problems.map((problem) => `${route} invalid ${shortProblem(problem)}`),
      ]),
    ],
  };
}

function strippedGrid(results: RouteLighthouse[]): Grid {
  return {
    title: 'Lighthouse, mobile: the same page with its scripts stripped (run alternately with the page), and page / stripped',
    columns: [
      'route',
      'stripped perf',
      'stripped TBT',
      'stripped LCP',
      'LCP ratio',
      'main thread',
      'stripped main thread',
      'main-thread ratio',
      'valid runs',
      'pairs',
    ],
    rows: [
      ['target', '', '', '', `≤ ${T.lcpRatio}`, '', '', `≤ ${T.mainThreadRatio}`, '', ''],
      ...results.map(({ route, page, stripped, lcpRatio, mainThreadRatio, pairs }) => [
        route,
        optional(stripped.performance, String),
        optional(stripped.tbtMs, ms),
        optional(stripped.lcpMs, ms),
        markedCell(lcpRatio, atMost(lcpRatio, T.lcpRatio), times),
        optional(page.mainThreadMs, ms),
        optional(stripped.mainThreadMs, ms),
        markedCell(mainThreadRatio, atMost(mainThreadRatio, T.mainThreadRatio), times),
        `${stripped.validRuns}/${stripped.runs}`,
        String(pairs),
      ]),
    ],
    notes: [
      'Stripped: every <script> but JSON-LD, module and script preloads removed by a local proxy in front of the same server.',
      'Ratios: the median over pairs (a run of the page and the run of the stripped page right after it) of page / stripped;',
      'main thread is the mainthread-work-breakdown audit. "pairs": pairs with both runs valid.',
      ...results.flatMap(({ route, stripped }) => stripped.problems.map((problem) => `${route} stripped invalid ${shortProblem(problem)}`)),
    ],
  };
}

function machineGrid(results: RouteLighthouse[]): Grid {
  return {
    title: 'The machine during the Lighthouse runs',
    columns: ['route', 'CPU busy before', 'load at start (1 5 15 min)', 'load at end', 'benchmarkIndex (median)', 'time'],
    rows: results.map(({ route, cpuBusyBefore, loadAtStart, loadAtEnd, benchmarkIndex, seconds }) => [
      route,
      `${Math.round(cpuBusyBefore * 100)} %`,
      loads(loadAtStart),
      loads(loadAtEnd),
      optional(benchmarkIndex, (value) => String(Math.round(value))),
      `${seconds} s`,
    ]),
    notes: [
      'Lighthouse simulates a slow phone by scaling what it measures on this machine: with other work on it, the figures',
      "are the machine's, not the page's. CPU busy before: the share of CPU time in use during the 3 s before the route's",
      "first run, when none of the bench's own browsers runs: above 15 % something else is working. The load average",
      "is printed too, but it still counts the bench's own previous runs for a minute or more.",
      ...results.flatMap(({ warning }) => (warning ? [warning] : [])),
    ],
  };
}

/** The code and any status, not Lighthouse's advice (the full text is in bench.json). */
function shortProblem(problem: string): string {
  const status = /\(Status code: \d+\)/.exec(problem)?.[0];
  const firstLine = problem.split('\n')[0]!;
  const short = firstLine.length > 160 ? `${firstLine.slice(0, 157)}...` : firstLine;
  return status && !short.includes(status) ? `${short} ${status}` : short;
}

export const lighthouseSection: BenchSection = {
  name: 'lighthouse',
  description: `Lighthouse 12 (mobile defaults: simulated slow 4G, 4x CPU), runs per route (${DEFAULT_LIGHTHOUSE_RUNS} by default) alternating with the same page without scripts`,
  needsSite: true,
  async run({ siteUrl }) {
    const runs = lighthouseRuns();
    const routes = benchRoutes();
    const guard = watchDist(DIST_DIR);
    const url = await siteUrl();
    const proxy = await startNoJsProxy(url, await benchPort());
    const results: RouteLighthouse[] = [];
    try {
      for (const route of routes) results.push(await measureRoute(route, url, proxy.url, runs, () => guard.assertUnchanged()));
    } finally {
      await proxy.close();
    }
    const missing = results.map((result) => ({ route: result.route, misses: lighthouseMisses(result) }));
    const met = missing.filter((entry) => entry.misses.length === 0).length;
    const invalid = results.reduce((total, { page, stripped }) => total + page.runs - page.validRuns + stripped.runs - stripped.validRuns, 0);
    const busy = results.filter((result) => result.warning !== null).map((result) => result.route);
    return {
      rows: [
        { section: 'lighthouse', metric: 'routes meeting every target', value: `${met} of ${results.length} ${mark(met === results.length)}` },
        ...missing
          .filter((entry) => entry.misses.length > 0)
          .map(({ route, misses }) => ({ section: 'lighthouse', metric: `${route} misses`, value: misses.join(', ') })),
        { section: 'lighthouse', metric: 'invalid runs (not counted)', value: String(invalid) },
        {
          section: 'lighthouse',
          metric: `routes started with the CPU > 15 % busy`,
          value: busy.length === 0 ? 'none' : `${busy.length} (${busy.join(', ')}): figures under load are not figures`,
        },
      ],
      grids: [pageGrid(results, runs), strippedGrid(results), machineGrid(results)],
      data: {
        runsPerRoute: runs,
        order: 'page, stripped, page, stripped... per route, on the same server',
        median: 'each figure on its own over the valid runs; ratios: median of paired page/stripped ratios',
        stripped: 'every <script> but JSON-LD, <link rel="modulepreload"> and script preloads',
        distBuiltAt: guard.startedWith.toISOString(),
        targets: T,
        routes: Object.fromEntries(results.map(({ route, ...result }) => [route, { ...result, misses: lighthouseMisses(result) }])),
      },
    };
  },
};
