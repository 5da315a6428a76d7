/**
 * First-load byte budgets: what a visitor's phone downloads before the page works, gzipped.
 * KB here is 1024 bytes. The build test (tests/build/budgets.test.ts) holds the build to them and
 * `npm run bench` prints the figures beside them.
 */
import type { FirstLoad } from './first-load';

/** 1 KB = 1024 bytes. */
export const KB = 1024;

export interface ByteBudget {
  /** Every script loaded up front with its static imports, gzip. */
  js: number;
  /** Every stylesheet loaded up front, gzip. */
  css: number;
  /** HTML + JS + CSS, gzip. */
  total: number;
}

export const PAGE_BUDGET: ByteBudget = { js: 120 * KB, css: 25 * KB, total: 160 * KB };

/** The routes the bench measures: home, the catalogue, a product, the portfolio and the two longest forms. */
export const BENCH_ROUTES = ['/', '/products', '/products/hexacart', '/projects', '/get-quote', '/consultation-booking'] as const;

export type BenchRoute = (typeof BENCH_ROUTES)[number];

/** The same budget for every measured route: each can be a visitor's first page. */
export const BYTE_BUDGETS: Record<BenchRoute, ByteBudget> = Object.fromEntries(
  BENCH_ROUTES.map((route) => [route, PAGE_BUDGET]),
) as Record<BenchRoute, ByteBudget>;

/** Lighthouse targets (mobile, the default config), met by the median of the runs. */
export const LIGHTHOUSE_TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
  /** The page's LCP over the same page's LCP with its scripts stripped. */
  lcpRatio: 1.2,
} as const;

export type BudgetFigure = keyof ByteBudget;

export interface BudgetMiss {
  figure: BudgetFigure;
  bytes: number;
  budget: number;
}

/** The figures of `load` that exceed `budget`. */
export function budgetMisses(load: FirstLoad, budget: ByteBudget): BudgetMiss[] {
  return (['js', 'css', 'total'] as const)
    .filter((figure) => load[figure] > budget[figure])
    .map((figure) => ({ figure, bytes: load[figure], budget: budget[figure] }));
}

/** '12.3 KB' with KB = 1024 bytes. */
export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}
