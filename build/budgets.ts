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

/** The target for a first page: what `npm run bench` marks each route against. */
export const PAGE_TARGET: ByteBudget = { js: 50 * KB, css: 25 * KB, total: 80 * KB };

/**
 * The routes the bench measures: home, the catalogue, a product, the portfolio, the two longest forms,
 * the services and the case studies.
 */
export const BENCH_ROUTES = ['/', '/products', '/products/hexacart', '/projects', '/get-quote', '/consultation-booking', '/services', '/case-studies'] as const;

export type BenchRoute = (typeof BENCH_ROUTES)[number];

/**
 * What the build test enforces per route: the target itself. A page arrives with its loader alone
 * (about 9 KB of script; the islands load on their triggers) and its own purged stylesheet (16-20 KB),
 * so every page meets it with room to spare; a page that grows past it fails the build test.
 */
export const BYTE_BUDGETS: Record<BenchRoute, ByteBudget> = Object.fromEntries(BENCH_ROUTES.map((route) => [route, PAGE_TARGET])) as Record<
  BenchRoute,
  ByteBudget
>;

/**
 * Lighthouse targets (mobile, the default config), met by the median of each figure over the valid
 * runs. LCP has no fixed target: it is held to the same page's LCP with its scripts stripped.
 */
export const LIGHTHOUSE_TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbtMs: 100,
  cls: 0.01,
  /** The page's LCP over the same page's LCP with its scripts stripped. */
  lcpRatio: 1.1,
  /** The page's main-thread work over the same page's with its scripts stripped. */
  mainThreadRatio: 2,
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

/** The form pages: whatever else is measured, the scripts section visits these. */
export const FORM_PAGES = ['/contact', '/get-quote', '/founder-contact', '/consultation-booking'] as const;

/** What a real visit may fetch in scripts (gzip level 9 of each body, as the build test counts). */
export const SCRIPT_TARGETS = {
  /** Home, before its load event. */
  homeBeforeLoad: { requests: 10, gzipBytes: 50 * KB },
  /** A form page, before the visitor's first input: until the network is idle + 3 s with no input. */
  formBeforeInput: { gzipBytes: 100 * KB },
} as const;

/** Interaction latency targets: input to the next paint showing its effect. */
export const LATENCY_TARGETS = {
  /** A tap, a click or a keystroke on a page, with the CPU 4x slower. */
  interactionMs: 100,
  /** The first navigation inside the site (router application loaded on hover), click to the new heading. */
  navigationMs: 300,
} as const;
