/**
 * Lighthouse with its default (mobile) config: a Moto G Power-sized screen, simulated slow 4G and a
 * 4x slower CPU. Each run gets its own Chromium (chrome-launcher), and the median run of several is kept,
 * as Lighthouse recommends for noisy machines.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_PATH, LIGHTHOUSE_CHROME_FLAGS } from './chromium';

/** Lighthouse's runtime error for a page that paints no content. */
const NO_PAINT = 'NO_FCP';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  /** Category scores, 0-100 (null when Lighthouse could not score the category). */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** Audits of the median run that cost points: 'seo: robots-txt'. */
  missedAudits: string[];
  /** Runs made (fewer than asked when the page painted nothing). */
  runs: number;
  validRuns: number;
  /** Why runs were not valid (Lighthouse's runtime error codes and messages). */
  errors: string[];
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

/** One Lighthouse run of `url` in a fresh Chromium. */
export async function runLighthouse(url: string): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_CHROME_FLAGS });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** `runs` sequential runs of `url`; the figures are those of the median run (by FCP and TTI). */
export async function lighthouseMedian(url: string, runs: number): Promise<LighthouseFigures> {
  const results: Result[] = [];
  const errors: string[] = [];
  let attempted = 0;
  for (let run = 0; run < runs; run += 1) {
    attempted += 1;
    try {
      const lhr = await runLighthouse(url);
      results.push(lhr);
      if (lhr.runtimeError) errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      // Nothing painted within Lighthouse's wait (30 s): a page that shows nothing will not on a second try.
      if (lhr.runtimeError?.code === NO_PAINT) {
        errors.push(`stopped after run ${run + 1}: the page paints nothing`);
        break;
      }
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  const valid = filterToValidRuns(results.filter((lhr) => !lhr.runtimeError));
  const empty = { performance: null, accessibility: null, bestPractices: null, seo: null, lcpMs: null, tbtMs: null, cls: null, fcpMs: null };
  if (valid.length === 0) return { ...empty, missedAudits: [], runs: attempted, validRuns: 0, errors: [...new Set(errors)] };
  const median = computeMedianRun(valid);
  return {
    performance: score(median, 'performance'),
    accessibility: score(median, 'accessibility'),
    bestPractices: score(median, 'best-practices'),
    seo: score(median, 'seo'),
    lcpMs: numeric(median, 'largest-contentful-paint'),
    tbtMs: numeric(median, 'total-blocking-time'),
    cls: numeric(median, 'cumulative-layout-shift'),
    fcpMs: numeric(median, 'first-contentful-paint'),
    missedAudits: missedAudits(median),
    runs: attempted,
    validRuns: valid.length,
    errors: [...new Set(errors)],
  };
}
