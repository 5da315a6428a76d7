/**
 * When the inline script every page carries starts the page's loader: at the first contentful
 * paint, or, when no such entry comes (Firefox after a reload while scrolled down), at the load
 * event or after 2 s, whichever comes first; at once on a hidden page. Never twice.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import inlineScript from './loader-start.inline.js?raw';

const LOADER = '/assets/boot-Ab12Cd34.js';

/** The paint observer the script makes, driven by the test. */
let paintObserver: { emit(names: string[]): void; disconnected: boolean } | undefined;

class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'navigation'];
  disconnected = false;
  constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }, observer: FakePerformanceObserver) => void) {}
  observe(options: { type: string; buffered: boolean }): void {
    expect(options).toEqual({ type: 'paint', buffered: true });
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test drives this observer from outside
    const observer = this;
    paintObserver = {
      emit: (names) => this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, observer),
      get disconnected() {
        return observer.disconnected;
      },
    };
  }
  disconnect(): void {
    this.disconnected = true;
  }
}

const loaderScripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.getAttribute('src') === LOADER);

function runInlineScript(): void {
  // The page runs it as a classic script at parse time; here, as a function in the test's window.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- the script under test is text
  new Function(inlineScript)();
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  paintObserver = undefined;
  setVisibility('visible');
  document.documentElement.setAttribute('data-loader', LOADER);
});

afterEach(() => {
  for (const script of loaderScripts()) script.remove();
  document.documentElement.removeAttribute('data-loader');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the page's loader", () => {
  it('starts at the first contentful paint, once, as a module', async () => {
    runInlineScript();
    paintObserver!.emit(['first-paint']);
    expect(loaderScripts()).toHaveLength(0);
    paintObserver!.emit(['first-contentful-paint']);
    expect(loaderScripts()).toHaveLength(1);
    expect(loaderScripts()[0]!.type).toBe('module');
    expect(paintObserver!.disconnected).toBe(true);
    // Neither the load event nor the timer starts it again.
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(loaderScripts()).toHaveLength(1);
  });

  it('starts at the load event when no paint entry has come', async () => {
    runInlineScript();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(loaderScripts()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(loaderScripts()).toHaveLength(1);
    // A late paint entry and the timer change nothing.
    paintObserver!.emit(['first-contentful-paint']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(loaderScripts()).toHaveLength(1);
  });

  it('starts 2 s after the page arrived when neither a paint entry nor the load event has come', async () => {
    runInlineScript();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(loaderScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(loaderScripts()).toHaveLength(1);
    window.dispatchEvent(new Event('load'));
    paintObserver!.emit(['first-contentful-paint']);
    expect(loaderScripts()).toHaveLength(1);
  });

  it('starts at once on a hidden page, which paints nothing', async () => {
    setVisibility('hidden');
    runInlineScript();
    expect(loaderScripts()).toHaveLength(1);
    expect(paintObserver).toBeUndefined();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(loaderScripts()).toHaveLength(1);
  });

  it('starts after the first frame where the browser has no paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runInlineScript();
    expect(loaderScripts()).toHaveLength(0);
    // The first frame, then a task after it.
    await vi.advanceTimersByTimeAsync(20);
    expect(loaderScripts()).toHaveLength(1);
  });

  it('does nothing on a page without a loader', async () => {
    document.documentElement.removeAttribute('data-loader');
    runInlineScript();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(0);
  });
});
