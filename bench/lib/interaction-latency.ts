/**
 * Input to next paint in Chromium: one real input (CDP's Input domain, as the browser gets it from
 * the OS, not element.click()), then two figures. "Wall": performance.now() in the page just before
 * the input is sent, to the first animation frame after the one in which the expected change is in
 * the DOM (so that frame has been painted). "Event Timing": the longest entry of the interaction
 * the page's PerformanceObserver (type 'event', durationThreshold 16) reports; none means under 16 ms.
 *
 * Page code is passed as strings: this file is typed for Node, without the DOM's types.
 */
import type { CDPSession, Page } from 'playwright-core';

/** The attribute a step puts on the element it acts on, so Playwright can find it again. */
export const TARGET_ATTR = 'data-bench-target';
const CHANGE_TIMEOUT_MS = 15_000;
/** Event Timing entries arrive after the frame they describe is presented: wait this long for them. */
const EVENT_TIMING_WAIT_MS = 500;

/** Installed before any page script: collects the page's Event Timing entries. */
export const EVENT_TIMING_OBSERVER = `(() => {
  window.__benchEvents = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__benchEvents.push({ name: entry.name, duration: entry.duration, startTime: entry.startTime, interactionId: entry.interactionId || 0 });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
})()`;

export interface LatencySample {
  /** Input sent → the frame after the change was in the DOM, ms (the page's clock). */
  wallMs: number;
  /** The longest Event Timing entry of the interaction, ms; null when none reached 16 ms. */
  eventTimingMs: number | null;
  /** The entries read (name and duration), for bench.json. */
  events: string[];
}

/**
 * Marks the element `findExpression` (page code returning an element or null) finds with TARGET_ATTR
 * = `name`, scrolled into view. Throws when there is none: a bench that cannot find an interaction
 * must fail, not skip it.
 */
export async function markTarget(page: Page, name: string, findExpression: string, description: string): Promise<{ x: number; y: number }> {
  const found = await page.evaluate<boolean>(`(() => {
    const element = (${findExpression});
    if (!element) return false;
    element.setAttribute(${JSON.stringify(TARGET_ATTR)}, ${JSON.stringify(name)});
    return true;
  })()`);
  if (!found) throw new Error(`No ${description} on ${page.url()}: the interaction cannot be measured`);
  const locator = page.locator(`[${TARGET_ATTR}="${name}"]`);
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box || box.width === 0 || box.height === 0) throw new Error(`The ${description} on ${page.url()} is not visible`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Starts watching for `conditionExpression` (page code, true once the input's effect is in the DOM),
 * checked every animation frame. Throws if it already holds: the input would then measure nothing.
 */
export async function armChange(page: Page, conditionExpression: string): Promise<void> {
  const armed = await page.evaluate<boolean>(`(() => {
    const done = () => (${conditionExpression});
    if (done()) return false;
    window.__benchT0 = performance.now();
    window.__benchChange = new Promise((resolve) => {
      const check = () => {
        // The change is in the DOM in this frame, which paints next: the frame after it marks the paint.
        if (done()) requestAnimationFrame(() => resolve(performance.now() - window.__benchT0));
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    return true;
  })()`);
  if (!armed) throw new Error(`The expected change (${conditionExpression}) already holds before the input on ${page.url()}`);
}

/** Waits for the armed change; returns the sample. */
export async function awaitChange(page: Page, description: string): Promise<LatencySample> {
  const wallMs = await Promise.race([
    page.evaluate<number>('window.__benchChange'),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${description}: no change within ${CHANGE_TIMEOUT_MS} ms on ${page.url()}`)), CHANGE_TIMEOUT_MS),
    ),
  ]);
  await page.waitForTimeout(EVENT_TIMING_WAIT_MS);
  const entries = await page.evaluate<{ name: string; duration: number; interactionId: number }[]>(
    '(window.__benchEvents || []).filter((entry) => entry.startTime >= window.__benchT0 && entry.interactionId > 0)',
  );
  return {
    wallMs,
    eventTimingMs: entries.length === 0 ? null : Math.max(...entries.map((entry) => entry.duration)),
    events: entries.map((entry) => `${entry.name} ${entry.duration} ms`),
  };
}

/**
 * Polls `conditionExpression` (page code) until it holds. Not page.waitForFunction: that evaluates
 * its string inside the page, which the site's Content Security Policy (no 'unsafe-eval') refuses.
 */
export async function waitUntil(page: Page, conditionExpression: string, description: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(`!!(${conditionExpression})`))) {
    if (Date.now() > deadline) throw new Error(`${description}: not within ${timeoutMs} ms on ${page.url()}`);
    await page.waitForTimeout(20);
  }
}

/** A tap on a touch screen: touchStart and touchEnd at one point. */
export async function tap(cdp: CDPSession, point: { x: number; y: number }): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: point.x, y: point.y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The pointer moves onto a point (hover). */
export async function moveMouse(cdp: CDPSession, point: { x: number; y: number }): Promise<void> {
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: point.x, y: point.y });
}

/** A left click with the mouse already at `point`: press and release. */
export async function click(cdp: CDPSession, point: { x: number; y: number }): Promise<void> {
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: point.x, y: point.y, button: 'left', buttons: 1, clickCount: 1 });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: point.x, y: point.y, button: 'left', buttons: 0, clickCount: 1 });
}

/** One keystroke of a lower-case letter: keyDown with its text, then keyUp. */
export async function typeLetter(cdp: CDPSession, letter: string): Promise<void> {
  if (!/^[a-z]$/.test(letter)) throw new Error(`typeLetter takes one lower-case letter, not '${letter}'`);
  const code = `Key${letter.toUpperCase()}`;
  const keyCode = letter.toUpperCase().charCodeAt(0);
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: letter, code, text: letter, unmodifiedText: letter, windowsVirtualKeyCode: keyCode });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: letter, code, windowsVirtualKeyCode: keyCode });
}

/** The text of the first <h1> of an HTML document, tags dropped and common entities decoded. */
export function headingOf(html: string): string | null {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  if (inner === undefined) return null;
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
      if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(parseInt(body.slice(2), 16));
      if (body.startsWith('#')) return String.fromCodePoint(Number(body.slice(1)));
      return entities[body.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
