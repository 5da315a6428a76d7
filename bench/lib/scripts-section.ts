/**
 * The `scripts` bench section: the scripts each page fetches in Chromium before its load event, and
 * after it until the network is idle + 3 s with no input. The form pages are always visited: their
 * target is what arrives before the visitor's first input.
 */
import type { BenchSection, Grid, TableRow } from './bench-report';
import { mark } from './bench-report';
import { FORM_PAGES, SCRIPT_TARGETS, formatKb } from '../../build/budgets';
import { atMost, markedCell } from './bench-figures';
import { launchMeasuringBrowser } from './cold-visit';
import { watchDist } from './dist-guard';
import { DIST_DIR, benchRoutes } from './page-sections';
import type { ScriptLoads } from './script-loads';
import { NO_INPUT_MS, SCRIPT_VIEWPORT, scriptLoads } from './script-loads';

const HOME = SCRIPT_TARGETS.homeBeforeLoad;
const FORM = SCRIPT_TARGETS.formBeforeInput;

const isForm = (route: string) => (FORM_PAGES as readonly string[]).includes(route);

/** The routes to visit: the bench routes (BENCH_ROUTES) and every form page. */
export function scriptRoutes(routes: readonly string[]): string[] {
  return [...new Set([...routes, ...FORM_PAGES])];
}

/** The targets a route misses; routes without a target miss none. */
export function scriptMisses(route: string, loads: Pick<ScriptLoads, 'beforeLoad' | 'beforeInput' | 'failed'>): string[] {
  const misses: string[] = [];
  if (loads.failed.length > 0) misses.push(`failed scripts (${loads.failed.join(', ')})`);
  if (route === '/') {
    if (!atMost(loads.beforeLoad.requests, HOME.requests)) misses.push(`${loads.beforeLoad.requests} scripts before load`);
    if (!atMost(loads.beforeLoad.gzipBytes, HOME.gzipBytes)) misses.push(`${formatKb(loads.beforeLoad.gzipBytes)} before load`);
  }
  if (isForm(route) && !atMost(loads.beforeInput.gzipBytes, FORM.gzipBytes)) misses.push(`${formatKb(loads.beforeInput.gzipBytes)} before the first input`);
  return misses;
}

function grid(results: { route: string; loads: ScriptLoads }[]): Grid {
  const kb = (bytes: number) => formatKb(bytes);
  return {
    title: `Scripts the page fetches in Chromium (${SCRIPT_VIEWPORT.width}×${SCRIPT_VIEWPORT.height}, fresh profile, no input), gzip level 9`,
    columns: ['route', 'before load', 'KB', 'after load', 'KB', 'before input', 'KB', 'target'],
    rows: results.map(({ route, loads }) => {
      const home = route === '/';
      const form = isForm(route);
      return [
        route,
        home ? markedCell(loads.beforeLoad.requests, atMost(loads.beforeLoad.requests, HOME.requests)) : String(loads.beforeLoad.requests),
        home ? markedCell(loads.beforeLoad.gzipBytes, atMost(loads.beforeLoad.gzipBytes, HOME.gzipBytes), kb) : kb(loads.beforeLoad.gzipBytes),
        String(loads.afterLoad.requests),
        kb(loads.afterLoad.gzipBytes),
        String(loads.beforeInput.requests),
        form ? markedCell(loads.beforeInput.gzipBytes, atMost(loads.beforeInput.gzipBytes, FORM.gzipBytes), kb) : kb(loads.beforeInput.gzipBytes),
        home ? `≤ ${HOME.requests} requests, ≤ ${kb(HOME.gzipBytes)} before load` : form ? `≤ ${kb(FORM.gzipBytes)} before input` : '',
      ];
    }),
    notes: [
      'Before load: script responses that had ended by the load event (Resource Timing). After load: until the network',
      `was idle (500 ms) and ${NO_INPUT_MS / 1000} s more with no input. Before input: both. The page's own requests only,`,
      "not the service worker's precache. KB: each body gzipped at level 9, as the build test counts; the files are in bench.json.",
      ...results.flatMap(({ route, loads }) => loads.failed.map((failure) => `${route}: ${failure} ${mark(false)}`)),
    ],
  };
}

export const scriptsSection: BenchSection = {
  name: 'scripts',
  description: 'scripts each page fetches in Chromium before load and until idle + 3 s with no input (form pages always)',
  needsSite: true,
  async run({ siteUrl }) {
    const routes = scriptRoutes(benchRoutes());
    const guard = watchDist(DIST_DIR);
    const url = await siteUrl();
    const browser = await launchMeasuringBrowser();
    const results: { route: string; loads: ScriptLoads }[] = [];
    try {
      for (const route of routes) {
        const loads = await scriptLoads(browser, `${url}${route}`);
        console.info(`  scripts ${route}: ${loads.beforeLoad.requests} before load, ${loads.afterLoad.requests} after`);
        results.push({ route, loads });
      }
    } finally {
      await browser.close();
    }
    guard.assertUnchanged();
    const misses = results.map(({ route, loads }) => ({ route, misses: scriptMisses(route, loads) }));
    const home = results.find((result) => result.route === '/');
    const forms = results.filter((result) => isForm(result.route));
    const formsMet = forms.filter(({ route, loads }) => scriptMisses(route, loads).length === 0).length;
    const rows: TableRow[] = [
      ...(home
        ? [
            {
              section: 'scripts',
              metric: '/ scripts before load',
              value: `${home.loads.beforeLoad.requests} requests, ${formatKb(home.loads.beforeLoad.gzipBytes)} ${mark(scriptMisses('/', home.loads).length === 0)}`,
            },
          ]
        : []),
      {
        section: 'scripts',
        metric: `form pages ≤ ${formatKb(FORM.gzipBytes)} before the first input`,
        value: `${formsMet} of ${forms.length} ${mark(formsMet === forms.length)}`,
      },
      ...misses
        .filter((entry) => entry.misses.length > 0)
        .map(({ route, misses: list }) => ({ section: 'scripts', metric: `${route} misses`, value: list.join('; ') })),
    ];
    return {
      rows,
      grids: [grid(results)],
      data: {
        unit: 'bytes: gzip level 9 of each decoded body (transferBytes: on the wire)',
        viewport: SCRIPT_VIEWPORT,
        noInputMs: NO_INPUT_MS,
        targets: SCRIPT_TARGETS,
        routes: Object.fromEntries(results.map(({ route, loads }) => [route, { ...loads, misses: scriptMisses(route, loads) }])),
      },
    };
  },
};
