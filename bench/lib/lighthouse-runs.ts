/**
 * Lighthouse with its default (mobile) config: a Moto G Power-sized screen, simulated slow 4G and a
 * 4x slower CPU. Each run gets its own Chromium (chrome-launcher). The figures of several runs are
 * summarised figure by figure (the median score, the median TBT, the median LCP...), over the runs
 * that count (see runProblems), not as the one run Lighthouse's computeMedianRun would pick.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { median, medianOf, ratio, runProblems, spread } from './bench-figures';
import { benchPort, releaseBenchPort } from './bench-ports';
import { CHROMIUM_PATH, LIGHTHOUSE_CHROME_FLAGS } from './chromium';

/** Lighthouse's runtime error for a page that paints no content. */
export const NO_PAINT = 'NO_FCP';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The figures of one run. */
export interface RunFigures {
  /** Category scores, 0-100 (null when Lighthouse could not score the category). */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** Main-thread work (the `mainthread-work-breakdown` audit's total), ms. */
  mainThreadMs: number | null;
  /** Lighthouse's measure of this machine's speed at the time of the run (higher is faster). */
  benchmarkIndex: number | null;
  /** Audits that cost points: 'seo: robots-txt'. */
  missedAudits: string[];
}

/** One run: its figures, and whether it counts. */
export interface LighthouseRun {
  figures: RunFigures | null;
  /** Why the run does not count; empty when it does. */
  problems: string[];
  /** Lighthouse's runtime error code, if any (NO_FCP: the page painted nothing). */
  errorCode?: string;
}

/** A page's runs, summarised figure by figure over the valid runs. */
export interface LighthouseSummary extends Omit<RunFigures, 'missedAudits'> {
  /** Lowest and highest performance score of the valid runs. */
  performanceRange: { min: number; max: number } | null;
  /** Audits costing points, with how many valid runs they did: 'seo: robots-txt (2/3)'. */
  missedAudits: string[];
  runs: number;
  validRuns: number;
  /** Each invalid run's problems: 'run 2: script /assets/a.js answered 404'. */
  problems: string[];
}

const score = (lhr: Result, id: (typeof LIGHTHOUSE_CATEGORIES)[number]): number | null => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};

const numeric = (lhr: Result, audit: string): number | null => {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

function missedAudits(lhr: Result): string[] {
  const missed: string[] = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && typeof audit.score === 'number' && audit.score < 1) missed.push(`${category.id}: ${ref.id}`);
    }
  }
  return missed;
}

/** The figures of one Lighthouse result. */
export function figuresOf(lhr: Result): RunFigures {
  const benchmarkIndex = lhr.environment?.benchmarkIndex;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
    benchmarkIndex: typeof benchmarkIndex === 'number' && Number.isFinite(benchmarkIndex) ? benchmarkIndex : null,
    missedAudits: missedAudits(lhr),
  };
}

/** One Lighthouse run of `url` in a fresh Chromium (its debugging port from the bench's range). */
export async function runLighthouse(url: string): Promise<Result> {
  const port = await benchPort();
  try {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_CHROME_FLAGS, port });
    try {
      const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] };
      const result = await lighthouse(url, flags);
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      return result.lhr;
    } finally {
      chrome.kill();
    }
  } finally {
    releaseBenchPort(port);
  }
}

/** One run, classified: a crash of Lighthouse itself is an invalid run, not an abort. */
export async function measuredRun(url: string): Promise<LighthouseRun> {
  try {
    const lhr = await runLighthouse(url);
    const problems = runProblems(lhr);
    return { figures: figuresOf(lhr), problems, ...(lhr.runtimeError ? { errorCode: lhr.runtimeError.code } : {}) };
  } catch (error) {
    return { figures: null, problems: [error instanceof Error ? error.message : String(error)] };
  }
}

/** The valid runs' figures (a run with problems, or without figures, is left out). */
export function validFigures(runs: readonly LighthouseRun[]): RunFigures[] {
  return runs.filter((run) => run.problems.length === 0 && run.figures !== null).map((run) => run.figures!);
}

/** Median of each figure on its own over the valid runs; invalid runs are listed, not counted. */
export function summariseRuns(runs: readonly LighthouseRun[]): LighthouseSummary {
  const valid = validFigures(runs);
  const pick = (figure: keyof Omit<RunFigures, 'missedAudits'>) => medianOf(valid, (run) => run[figure]);
  const missedCounts = new Map<string, number>();
  for (const run of valid) for (const audit of run.missedAudits) missedCounts.set(audit, (missedCounts.get(audit) ?? 0) + 1);
  const scores = valid.map((run) => run.performance).filter((value): value is number => value !== null);
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    mainThreadMs: pick('mainThreadMs'),
    benchmarkIndex: pick('benchmarkIndex'),
    performanceRange: spread(scores),
    missedAudits: [...missedCounts].map(([audit, count]) => `${audit} (${count}/${valid.length})`),
    runs: runs.length,
    validRuns: valid.length,
    problems: runs.flatMap((run, index) => run.problems.map((problem) => `run ${index + 1}: ${problem}`)),
  };
}

/**
 * The median over the runs of `page[i]` / `stripped[i]`: each run of the page is paired with the
 * run of the stripped page made right after it, so a change in the machine's speed between pairs
 * cancels out. A pair counts only when both runs are valid and have the figure.
 */
export function pairedRatio(
  page: readonly LighthouseRun[],
  stripped: readonly LighthouseRun[],
  figure: 'lcpMs' | 'mainThreadMs',
): { ratio: number | null; pairs: number } {
  const ratios: number[] = [];
  for (let index = 0; index < Math.min(page.length, stripped.length); index += 1) {
    const [ours, theirs] = [page[index]!, stripped[index]!];
    if (ours.problems.length > 0 || theirs.problems.length > 0) continue;
    const value = ratio(ours.figures?.[figure] ?? null, theirs.figures?.[figure] ?? null);
    if (value !== null) ratios.push(value);
  }
  return { ratio: median(ratios), pairs: ratios.length };
}
