/**
 * The bench sections about pages: first-load bytes (from dist/ and from a real browser), Lighthouse,
 * and Lighthouse on the same pages without their scripts (the no-JS baseline).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchSection, Grid, TableRow } from './bench-report';
import { mark } from './bench-report';
import type { BenchRoute } from './budgets';
import { BENCH_ROUTES, BYTE_BUDGETS, LIGHTHOUSE_TARGETS, PAGE_TARGET, budgetMisses, formatKb } from './budgets';
import type { ColdVisit, TransferTotals } from './cold-visit';
import { coldVisit, launchMeasuringBrowser } from './cold-visit';
import type { FirstLoad } from './first-load';
import { firstLoadBytes, pageHtmlFile } from './first-load';
import type { LighthouseFigures } from './lighthouse-runs';
import { lighthouseMedian } from './lighthouse-runs';
import { startNoJsProxy } from './no-js-proxy';

const DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
const DEFAULT_LIGHTHOUSE_RUNS = 3;

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
      'Marks compare with the target; the build test enforces the per-route ceilings in scripts/lib/budgets.ts.',
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
    const loads = BENCH_ROUTES.map((route) => ({ route, htmlFile: pageHtmlFile(DIST_DIR, route), load: firstLoadBytes(DIST_DIR, route) }));
    const url = await siteUrl();
    const browser = await launchMeasuringBrowser();
    const visits: { route: BenchRoute; visit: ColdVisit }[] = [];
    try {
      for (const route of BENCH_ROUTES) visits.push({ route, visit: await coldVisit(browser, `${url}${route}`) });
    } finally {
      await browser.close();
    }
    const misses = loads.flatMap(({ route, load }) => budgetMisses(load, PAGE_TARGET).map((miss) => ({ route, ...miss })));
    const ceilingMisses = loads.flatMap(({ route, load }) => budgetMisses(load, BYTE_BUDGETS[route]));
    const checked = loads.length * 3;
    const home = loads.find((entry) => entry.route === '/')!.load;
    const rows: TableRow[] = [
      {
        section: 'bytes',
        metric: '/ first load (gzip)',
        value: `JS ${within(home.js, PAGE_TARGET.js)}, CSS ${within(home.css, PAGE_TARGET.css)}, total ${within(home.total, PAGE_TARGET.total)}`,
      },
      { section: 'bytes', metric: 'byte targets met (6 routes × JS, CSS, total)', value: `${checked - misses.length} of ${checked} ${mark(misses.length === 0)}` },
      { section: 'bytes', metric: 'enforced ceilings held (build test)', value: `${checked - ceilingMisses.length} of ${checked} ${mark(ceilingMisses.length === 0)}` },
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
// Lighthouse

const T = LIGHTHOUSE_TARGETS;

function scoreCell(value: number | null, target: number): string {
  return value === null ? '—' : `${value} ${mark(value >= target)}`;
}

function limitCell(value: number | null, limit: number, format: (value: number) => string): string {
  return value === null ? '—' : `${format(value)} ${mark(value <= limit)}`;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const cls = (value: number) => value.toFixed(3);

const LIGHTHOUSE_COLUMNS = ['route', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'valid runs'];

const targetRow = [
  'target',
  `≥ ${T.performance}`,
  String(T.accessibility),
  String(T.bestPractices),
  String(T.seo),
  `≤ ${T.lcpMs} ms`,
  `≤ ${T.tbtMs} ms`,
  `≤ ${T.cls}`,
  '',
];

function lighthouseCells(figures: LighthouseFigures): string[] {
  return [
    scoreCell(figures.performance, T.performance),
    scoreCell(figures.accessibility, T.accessibility),
    scoreCell(figures.bestPractices, T.bestPractices),
    scoreCell(figures.seo, T.seo),
    limitCell(figures.lcpMs, T.lcpMs, ms),
    limitCell(figures.tbtMs, T.tbtMs, ms),
    limitCell(figures.cls, T.cls, cls),
    `${figures.validRuns}/${figures.runs}`,
  ];
}

/** Targets met by one route's median run (a figure Lighthouse could not measure is a miss). */
function lighthouseMisses(figures: LighthouseFigures): string[] {
  const checks: [string, boolean][] = [
    ['performance', (figures.performance ?? 0) >= T.performance],
    ['accessibility', (figures.accessibility ?? 0) >= T.accessibility],
    ['best practices', (figures.bestPractices ?? 0) >= T.bestPractices],
    ['SEO', (figures.seo ?? 0) >= T.seo],
    ['LCP', figures.lcpMs !== null && figures.lcpMs <= T.lcpMs],
    ['TBT', figures.tbtMs !== null && figures.tbtMs <= T.tbtMs],
    ['CLS', figures.cls !== null && figures.cls <= T.cls],
  ];
  return checks.filter(([, met]) => !met).map(([name]) => name);
}

function auditNotes(figures: { route: BenchRoute; figures: LighthouseFigures }[]): string[] {
  const notes: string[] = [];
  for (const { route, figures: result } of figures) {
    if (result.missedAudits.length > 0) notes.push(`${route} audits costing points: ${result.missedAudits.join(', ')}`);
    // The code and any status, not Lighthouse's advice (the full text is in bench.json).
    const short = result.errors.map((error) => {
      const status = /\(Status code: \d+\)/.exec(error)?.[0];
      const code = error.split(':')[0]!;
      return status ? `${code} ${status}` : code;
    });
    if (short.length > 0) notes.push(`${route} run errors: ${short.join('; ')}`);
  }
  return notes;
}

async function lighthouseRoutes(baseUrl: string, label: string): Promise<{ route: BenchRoute; figures: LighthouseFigures }[]> {
  const runs = lighthouseRuns();
  const results: { route: BenchRoute; figures: LighthouseFigures }[] = [];
  for (const route of BENCH_ROUTES) {
    const startedAt = performance.now();
    const figures = await lighthouseMedian(`${baseUrl}${route}`, runs);
    const seconds = Math.round((performance.now() - startedAt) / 1000);
    console.info(`  ${label} ${route}: ${figures.validRuns} valid of ${figures.runs} runs, ${seconds} s`);
    results.push({ route, figures });
  }
  return results;
}

export const lighthouseSection: BenchSection = {
  name: 'lighthouse',
  description: `Lighthouse 12 (mobile defaults: simulated slow 4G, 4x CPU), median of ${DEFAULT_LIGHTHOUSE_RUNS} runs per route`,
  needsSite: true,
  async run({ siteUrl }) {
    const results = await lighthouseRoutes(await siteUrl(), 'lighthouse');
    const missing = results.map(({ route, figures }) => ({ route, misses: lighthouseMisses(figures) }));
    const met = missing.filter((entry) => entry.misses.length === 0).length;
    return {
      rows: [
        { section: 'lighthouse', metric: 'routes meeting every target', value: `${met} of ${results.length} ${mark(met === results.length)}` },
        ...missing
          .filter((entry) => entry.misses.length > 0)
          .map(({ route, misses }) => ({ section: 'lighthouse', metric: `${route} misses`, value: misses.join(', ') })),
      ],
      grids: [
        {
          title: `Lighthouse, mobile (median of ${lighthouseRuns()} runs by FCP and TTI)`,
          columns: LIGHTHOUSE_COLUMNS,
          rows: [targetRow, ...results.map(({ route, figures }) => [route, ...lighthouseCells(figures)])],
          notes: auditNotes(results),
        },
      ],
      data: { runsPerRoute: lighthouseRuns(), targets: T, routes: Object.fromEntries(results.map(({ route, figures }) => [route, figures])) },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// No-JS baseline

/** The page's own LCP from the lighthouse section's data (this run, else the last report). */
function pageLcp(results: Record<string, unknown>, route: string): number | null {
  const section = results.lighthouse;
  if (typeof section !== 'object' || section === null || !('routes' in section)) return null;
  const routes = section.routes;
  if (typeof routes !== 'object' || routes === null || !(route in routes)) return null;
  const figures: unknown = (routes as Record<string, unknown>)[route];
  if (typeof figures !== 'object' || figures === null || !('lcpMs' in figures)) return null;
  return typeof figures.lcpMs === 'number' ? figures.lcpMs : null;
}

export const noJsBaselineSection: BenchSection = {
  name: 'no-js',
  description: 'Lighthouse on the same pages with their scripts stripped (a local proxy), and our LCP over theirs',
  needsSite: true,
  async run({ siteUrl, results }) {
    const proxy = await startNoJsProxy(await siteUrl());
    let baseline: { route: BenchRoute; figures: LighthouseFigures }[];
    try {
      baseline = await lighthouseRoutes(proxy.url, 'no-JS baseline');
    } finally {
      await proxy.close();
    }
    const ratios = baseline.map(({ route, figures }) => {
      const ours = pageLcp(results, route);
      return { route, pageLcpMs: ours, ratio: ours !== null && figures.lcpMs ? ours / figures.lcpMs : null };
    });
    const ratioCell = (entry: (typeof ratios)[number], figures: LighthouseFigures) => {
      if (figures.lcpMs === null) return 'no LCP without scripts';
      if (entry.ratio === null) return 'run lighthouse too';
      return `${entry.ratio.toFixed(2)} ${mark(entry.ratio <= T.lcpRatio)}`;
    };
    const met = ratios.filter((entry) => entry.ratio !== null && entry.ratio <= T.lcpRatio).length;
    return {
      rows: [{ section: 'no-js', metric: `routes with LCP ≤ ${T.lcpRatio} × no-JS LCP`, value: `${met} of ${ratios.length} ${mark(met === ratios.length)}` }],
      grids: [
        {
          title: 'No-JS baseline: the same pages without scripts (Lighthouse mobile, median run)',
          columns: [...LIGHTHOUSE_COLUMNS, 'page LCP', 'LCP ratio'],
          rows: [
            [...targetRow, '', `≤ ${T.lcpRatio}`],
            ...baseline.map(({ route, figures }, index) => {
              const entry = ratios[index]!;
              return [route, ...lighthouseCells(figures), entry.pageLcpMs === null ? '—' : ms(entry.pageLcpMs), ratioCell(entry, figures)];
            }),
          ],
          notes: [
            'LCP ratio: the page\'s LCP (lighthouse section) over the same page\'s LCP without scripts.',
            'A page that shows nothing without scripts (the client-rendered shell) has no LCP here.',
            ...auditNotes(baseline).filter((note) => note.includes('run error')),
          ],
        },
      ],
      data: {
        runsPerRoute: lighthouseRuns(),
        stripped: 'every <script> but JSON-LD, <link rel="modulepreload"> and script preloads',
        routes: Object.fromEntries(baseline.map(({ route, figures }, index) => [route, { ...figures, pageLcpMs: ratios[index]!.pageLcpMs, lcpRatio: ratios[index]!.ratio }])),
      },
    };
  },
};
