/**
 * Clicks made before the page's loader has run. A small inline script in every page
 * (early-clicks.inline.js, allowed by its hash in the CSP) holds clicks on the islands' controls
 * from the first paint on; the loader takes them over here and does them again once each island is
 * live. Links and form submission need no script at all, so they are left to the browser.
 */
declare global {
  interface Window {
    __earlyClicks?: { take(): [Element, Element][] };
  }
}

/** Hands the held clicks to `hold` (the runtime's own click holding, interaction.ts) and stops the early script. */
export function drainEarlyClicks(hold: (island: Element, target: Element) => void): void {
  const early = window.__earlyClicks;
  if (!early) return;
  delete window.__earlyClicks;
  for (const [island, target] of early.take()) hold(island, target);
}
