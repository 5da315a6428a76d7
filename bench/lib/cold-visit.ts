/**
 * What a real browser downloads on a cold first visit: a fresh profile opens the page and waits until
 * the network is idle. The page's own requests are the first load; the service worker's (its script and
 * the offline precache it fetches while installing) are counted apart, as background bytes.
 */
import type { Browser, Request } from 'playwright-core';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './chromium';

/** How long the visit waits for the service worker to finish installing before it stops counting. */
const WORKER_INSTALL_TIMEOUT_MS = 20_000;
/** Quiet time after the worker is ready, for its last precache responses to finish. */
const SETTLE_MS = 1_000;

export type TransferKind = 'html' | 'js' | 'css' | 'other';

export interface TransferTotals {
  /** Response bytes on the wire: headers plus the (encoded) body. */
  html: number;
  js: number;
  css: number;
  other: number;
  total: number;
  requests: number;
}

export interface ColdVisit {
  url: string;
  /** Requests the page made until the network was idle. */
  page: TransferTotals;
  /** Requests the service worker made while installing (its script, the precache). */
  worker: TransferTotals;
  workerReady: boolean;
}

function kindOf(request: Request): TransferKind {
  switch (request.resourceType()) {
    case 'document':
      return 'html';
    case 'script':
      return 'js';
    case 'stylesheet':
      return 'css';
    default:
      return 'other';
  }
}

function emptyTotals(): TransferTotals {
  return { html: 0, js: 0, css: 0, other: 0, total: 0, requests: 0 };
}

export async function launchMeasuringBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
}

/** One cold visit of `url` in a fresh context of `browser`. */
export async function coldVisit(browser: Browser, url: string): Promise<ColdVisit> {
  const context = await browser.newContext();
  try {
    const page = emptyTotals();
    const worker = emptyTotals();
    const pending: Promise<void>[] = [];
    const count = async (request: Request) => {
      const sizes = await request.sizes();
      const totals = request.serviceWorker() ? worker : page;
      const bytes = sizes.responseHeadersSize + sizes.responseBodySize;
      totals[kindOf(request)] += bytes;
      totals.total += bytes;
      totals.requests += 1;
    };
    context.on('requestfinished', (request) => pending.push(count(request)));
    const tab = await context.newPage();
    await tab.goto(url, { waitUntil: 'networkidle' });
    // The worker registers after load; its install is part of the first visit, but not of the page's first load.
    // A string expression: this file is typed for Node, without the DOM's `navigator`.
    const workerReady = await tab.evaluate<boolean>(
      `Promise.race([
        'serviceWorker' in navigator ? navigator.serviceWorker.ready.then(() => true) : Promise.resolve(false),
        new Promise((resolve) => setTimeout(() => resolve(false), ${WORKER_INSTALL_TIMEOUT_MS})),
      ])`,
    );
    await tab.waitForTimeout(SETTLE_MS);
    await Promise.all(pending);
    return { url, page, worker, workerReady };
  } finally {
    await context.close();
  }
}
