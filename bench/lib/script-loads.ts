/**
 * Which scripts a page really fetches in Chromium, and when: before its load event, and after it
 * until the network has been idle and 3 s more have passed with no input (the islands that hydrate
 * on idle or on being in view, the service worker's registration...). Bytes are counted as the
 * build test counts them: each script's body gzipped at level 9.
 */
import type { Browser, Page, Request, Response } from 'playwright-core';
import { gzipSize } from '../../build/first-load';

/** The time with no request in flight that counts as "the network is idle" (Playwright's networkidle uses 500 ms). */
export const NETWORK_IDLE_MS = 500;
/** How long after the network is idle the visitor still has not touched anything. */
export const NO_INPUT_MS = 3_000;
const IDLE_TIMEOUT_MS = 30_000;
/** A desktop window: what is in view decides which `visible` islands load. */
export const SCRIPT_VIEWPORT = { width: 1280, height: 720 } as const;

export type ScriptPhase = 'before-load' | 'after-load';

export interface LoadedScript {
  /** The path and query ('/assets/boot-abc.js'). */
  path: string;
  status: number;
  phase: ScriptPhase;
  /** The decoded body gzipped at level 9 (as the build test counts). */
  gzipBytes: number;
  /** What came over the wire (headers + encoded body), as Chromium reports it. */
  transferBytes: number;
}

export interface PhaseTotals {
  requests: number;
  gzipBytes: number;
  transferBytes: number;
}

export interface ScriptLoads {
  url: string;
  files: LoadedScript[];
  beforeLoad: PhaseTotals;
  afterLoad: PhaseTotals;
  /** Everything before the first input: both phases. */
  beforeInput: PhaseTotals;
  /** Scripts that answered 4xx/5xx or whose body could not be read. */
  failed: string[];
}

/**
 * The phase of a script: whether its response had ended by the page's load event, both read from the
 * page's own clock (Resource Timing and Navigation Timing). Without a timing entry, when Node saw
 * the response decides.
 */
export function phaseOf(responseEnd: number | undefined, loadEventStart: number, seenBeforeLoad: boolean): ScriptPhase {
  if (responseEnd === undefined || loadEventStart <= 0) return seenBeforeLoad ? 'before-load' : 'after-load';
  return responseEnd <= loadEventStart ? 'before-load' : 'after-load';
}

/** Request count and bytes of `files`. */
export function totals(files: readonly LoadedScript[]): PhaseTotals {
  return {
    requests: files.length,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    transferBytes: files.reduce((sum, file) => sum + file.transferBytes, 0),
  };
}

export interface NetworkWatch {
  /** Resolves once no request of the page has been in flight for `quietMs`. */
  quiet(quietMs: number, timeoutMs?: number): Promise<void>;
  /** Requests of the page seen since the watch started, by Playwright's resource type. */
  requests(type: string): number;
  stop(): void;
}

/** Watches the requests of `page` from now on (start it before the input whose requests count). */
export function watchNetwork(page: Page): NetworkWatch {
  let inFlight = 0;
  let lastChange = Date.now();
  const byType = new Map<string, number>();
  const started = (request: Request) => {
    inFlight += 1;
    lastChange = Date.now();
    byType.set(request.resourceType(), (byType.get(request.resourceType()) ?? 0) + 1);
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs, timeoutMs = IDLE_TIMEOUT_MS) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`The network of ${page.url()} was not idle within ${timeoutMs} ms`);
        await page.waitForTimeout(50);
      }
    },
    requests: (type) => byType.get(type) ?? 0,
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

interface TimingSnapshot {
  loadEventStart: number;
  resources: { name: string; responseEnd: number }[];
}

/** One visit of `url` in a fresh context: every script the page fetched until idle + 3 s with no input. */
export async function scriptLoads(browser: Browser, url: string): Promise<ScriptLoads> {
  const context = await browser.newContext({ viewport: SCRIPT_VIEWPORT });
  try {
    const page = await context.newPage();
    let loaded = false;
    page.once('load', () => (loaded = true));
    const seen: { response: Response; seenBeforeLoad: boolean }[] = [];
    page.on('response', (response) => {
      const request = response.request();
      // The page's own scripts: the worker's fetches (its precache) are not the page's load.
      if (request.resourceType() === 'script' && request.serviceWorker() === null) seen.push({ response, seenBeforeLoad: !loaded });
    });
    const network = watchNetwork(page);
    await page.goto(url, { waitUntil: 'load' });
    await network.quiet(NETWORK_IDLE_MS);
    await page.waitForTimeout(NO_INPUT_MS);
    await network.quiet(NETWORK_IDLE_MS);
    network.stop();
    const timing = await page.evaluate<TimingSnapshot>(`(() => {
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        loadEventStart: navigation ? navigation.loadEventStart : 0,
        resources: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, responseEnd: entry.responseEnd })),
      };
    })()`);
    const failed: string[] = [];
    const files: LoadedScript[] = [];
    for (const { response, seenBeforeLoad } of seen) {
      const address = new URL(response.url());
      const path = `${address.pathname}${address.search}`;
      if (response.status() >= 400) failed.push(`${path} answered ${response.status()}`);
      let gzipBytes = 0;
      try {
        gzipBytes = gzipSize(await response.body());
      } catch (error) {
        failed.push(`${path}: body unreadable (${error instanceof Error ? error.message : String(error)})`);
      }
      const sizes = await response.request().sizes();
      const entry = timing.resources.find((resource) => resource.name === response.url());
      files.push({
        path,
        status: response.status(),
        phase: phaseOf(entry?.responseEnd, timing.loadEventStart, seenBeforeLoad),
        gzipBytes,
        transferBytes: sizes.responseHeadersSize + sizes.responseBodySize,
      });
    }
    const beforeLoad = files.filter((file) => file.phase === 'before-load');
    const afterLoad = files.filter((file) => file.phase === 'after-load');
    return { url, files, beforeLoad: totals(beforeLoad), afterLoad: totals(afterLoad), beforeInput: totals(files), failed };
  } finally {
    await context.close();
  }
}
