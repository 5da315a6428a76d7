/**
 * Pure helpers the page sections of `npm run bench` share: medians taken figure by figure, which
 * Lighthouse runs count, target marks, the route filter and the machine-load gate. No I/O here, so
 * each is unit-tested (bench-figures.test.ts).
 */
import { mark } from './bench-report';

// ---------------------------------------------------------------------------------------------
// Medians

/** The median of `values` (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The median of one figure across items, each figure on its own: a run missing the figure (null)
 * is left out of that figure only. Lighthouse's own computeMedianRun keeps the whole run nearest
 * the median FCP and TTI instead, whose score or TBT need not be anywhere near their medians.
 */
export function medianOf<T>(items: readonly T[], pick: (item: T) => number | null): number | null {
  return median(items.map(pick).filter((value): value is number => value !== null));
}

/** Lowest and highest of `values`; null for none. */
export function spread(values: readonly number[]): { min: number; max: number } | null {
  if (values.length === 0) return null;
  return { min: Math.min(...values), max: Math.max(...values) };
}

// ---------------------------------------------------------------------------------------------
// Which Lighthouse runs count

/** The parts of a Lighthouse result the validity check reads (a real `Result` fits). */
export interface RunEvidence {
  runtimeError?: { code: string; message: string };
  audits: Record<string, { details?: object } | undefined>;
}

function itemsOf(evidence: RunEvidence, audit: string): Record<string, unknown>[] {
  const details = evidence.audits[audit]?.details;
  const items: unknown = details && 'items' in details ? details.items : undefined;
  if (!Array.isArray(items)) return [];
  return items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
}

/**
 * Why a run must not count (empty: it counts). A run is invalid when Lighthouse reports a runtime
 * error, when a script the page asked for failed (a 4xx/5xx: dist/ rebuilt under the bench, say),
 * or when the page threw an uncaught exception: the figures are then those of a broken page.
 */
export function runProblems(evidence: RunEvidence): string[] {
  const problems: string[] = [];
  if (evidence.runtimeError) problems.push(`${evidence.runtimeError.code}: ${evidence.runtimeError.message}`);
  for (const item of itemsOf(evidence, 'network-requests')) {
    const status = typeof item.statusCode === 'number' ? item.statusCode : 0;
    if (item.resourceType === 'Script' && status >= 400) problems.push(`script ${String(item.url)} answered ${status}`);
  }
  for (const item of itemsOf(evidence, 'errors-in-console')) {
    if (item.source === 'exception') problems.push(`uncaught exception: ${String(item.description ?? 'no message')}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Targets

/** Met when the figure exists and is at least `target`. */
export function atLeast(value: number | null, target: number): boolean {
  return value !== null && value >= target;
}

/** Met when the figure exists and is at most `limit`. */
export function atMost(value: number | null, limit: number): boolean {
  return value !== null && value <= limit;
}

/** '97 ✘', '0.004 ✔', or '—' for a figure that could not be measured (itself a miss). */
export function markedCell(value: number | null, met: boolean, format: (value: number) => string = String): string {
  return value === null ? `— ${mark(false)}` : `${format(value)} ${mark(met)}`;
}

/** `page / reference`, or null when either is missing or the reference is zero. */
export function ratio(page: number | null, reference: number | null): number | null {
  return page === null || reference === null || reference === 0 ? null : page / reference;
}

// ---------------------------------------------------------------------------------------------
// The route filter

/**
 * BENCH_ROUTES='/,/products' → those routes, in the bench's order; unset or empty → every route.
 * A route the bench does not know is an error, not silently dropped.
 */
export function selectRoutes<R extends string>(filter: string | undefined, all: readonly R[]): R[] {
  const wanted = (filter ?? '')
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  if (wanted.length === 0) return [...all];
  const unknown = wanted.filter((route) => !(all as readonly string[]).includes(route));
  if (unknown.length > 0) throw new Error(`BENCH_ROUTES: no bench route ${unknown.join(', ')}. Routes: ${all.join(', ')}`);
  return all.filter((route) => wanted.includes(route));
}

// ---------------------------------------------------------------------------------------------
// Machine load

/**
 * Above this share of the machine's CPU time busy in the seconds before a route's runs (its own
 * Chromium closed by then), other work is running: the bench prints a warning beside the figures.
 * The 1-minute load average cannot tell: it still counts the bench's own previous runs.
 */
export const BUSY_CPU = 0.15;
/** BENCH_WAIT_QUIET waits for the 1-minute load average to fall below this. */
export const QUIET_LOAD = 0.3;

/** Busy and total CPU time over all cores (os.cpus() times, in ms). */
export interface CpuTimes {
  busy: number;
  total: number;
}

export function cpuTimes(cpus: readonly { times: { user: number; nice: number; sys: number; idle: number; irq: number } }[]): CpuTimes {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus) {
    const used = times.user + times.nice + times.sys + times.irq;
    busy += used;
    total += used + times.idle;
  }
  return { busy, total };
}

/** The share of CPU time busy between two readings (0-1). */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/** A warning line when other work kept the CPU busy before a route's runs, else null. */
export function busyWarning(label: string, share: number, threshold = BUSY_CPU): string | null {
  if (share <= threshold) return null;
  return `warning: ${label}: CPU ${Math.round(share * 100)} % busy before the runs (> ${Math.round(threshold * 100)} %): other work is running; Lighthouse's simulated throttling scales with the machine, so these figures are not the page's`;
}

export interface QuietGate {
  loadAverage(): number;
  now(): number;
  sleep(ms: number): Promise<void>;
  log(line: string): void;
  below: number;
  timeoutMs: number;
  pollMs: number;
}

export interface QuietOutcome {
  quiet: boolean;
  waitedMs: number;
  /** The last 1-minute load average read. */
  load1: number;
}

/** Polls the 1-minute load average until it is below `below`, or gives up after `timeoutMs`. */
export async function waitForQuiet(gate: QuietGate): Promise<QuietOutcome> {
  const startedAt = gate.now();
  for (;;) {
    const load1 = gate.loadAverage();
    const waitedMs = gate.now() - startedAt;
    if (load1 < gate.below) return { quiet: true, waitedMs, load1 };
    if (waitedMs >= gate.timeoutMs) {
      gate.log(`The machine did not quiet down in ${Math.round(gate.timeoutMs / 1000)} s (1-min load ${load1.toFixed(2)}): measuring anyway.`);
      return { quiet: false, waitedMs, load1 };
    }
    gate.log(`Waiting for a quiet machine: 1-min load average ${load1.toFixed(2)}, waiting for < ${gate.below} (${Math.round(waitedMs / 1000)} s so far)`);
    await gate.sleep(Math.min(gate.pollMs, gate.timeoutMs - waitedMs));
  }
}
