import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aboutCounters } from '@/content/about';
import { COUNTER_TICK_MS, countAt, countUp, startCountUps } from './count-up';

describe('about counters', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('are the spec targets and durations', () => {
    expect(aboutCounters.map((counter) => [counter.target, counter.durationMs, counter.label])).toEqual([
      [100, 2000, 'Projects Completed'],
      [50, 2500, 'Happy Clients'],
      [5, 1500, 'Years Experience'],
      [24, 3000, 'Support Hours'],
    ]);
  });

  it('counts from 0 and lands exactly on the target at the end', () => {
    expect(countAt(100, 2000, 0)).toBe(0);
    expect(countAt(100, 2000, 1000)).toBeGreaterThan(0);
    expect(countAt(100, 2000, 1999)).toBeLessThan(100);
    expect(countAt(100, 2000, 2000)).toBe(100);
    expect(countAt(100, 2000, 5000)).toBe(100);
  });

  for (const counter of aboutCounters) {
    it(`reaches ${counter.target} ${counter.label} in ${counter.durationMs} ms, not before`, () => {
      const element = document.createElement('span');
      element.textContent = `${counter.target}+`;
      countUp(element, counter, '+');
      const value = () => Number.parseInt(element.textContent ?? '', 10);
      expect(element.textContent).toBe('0+');
      vi.advanceTimersByTime(counter.durationMs / 2);
      expect(value()).toBeGreaterThan(0);
      expect(value()).toBeLessThan(counter.target);
      vi.advanceTimersByTime(counter.durationMs / 2 - 3 * COUNTER_TICK_MS);
      expect(value()).toBeLessThan(counter.target);
      vi.advanceTimersByTime(4 * COUNTER_TICK_MS);
      expect(element.textContent).toBe(`${counter.target}+`);
    });
  }

  /** An IntersectionObserver the test drives: `show()` reports every observed element on screen. */
  function stubObserver() {
    const observed: Element[] = [];
    let report: IntersectionObserverCallback = () => undefined;
    class Observer {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    return {
      show: () =>
        report(
          observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        ),
    };
  }

  it('shows the final figure until the counters are on screen, then counts up from 0', () => {
    document.body.innerHTML = `<ul><li><span data-count-up='{"target":100,"durationMs":2000,"suffix":"+"}'>100+</span></li></ul>`;
    const observer = stubObserver();
    startCountUps();
    vi.advanceTimersByTime(3000);
    const value = document.querySelector('[data-count-up]')!;
    // The prerendered page (and a visitor whose scripts never run) reads the real figure.
    expect(value.textContent).toBe('100+');
    observer.show();
    expect(value.textContent).toBe('0+');
    vi.advanceTimersByTime(1000);
    expect(Number.parseInt(value.textContent ?? '', 10)).toBeGreaterThan(0);
    vi.advanceTimersByTime(1100);
    expect(value.textContent).toBe('100+');
  });

  it('keeps the final figure under reduced motion', () => {
    document.body.innerHTML = `<span data-count-up='{"target":24,"durationMs":3000}'>24</span>`;
    const observer = stubObserver();
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    startCountUps();
    observer.show();
    vi.advanceTimersByTime(100);
    expect(document.querySelector('[data-count-up]')?.textContent).toBe('24');
  });
});
