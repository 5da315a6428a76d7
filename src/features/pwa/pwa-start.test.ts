import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles } from './pwa-start';

let idleCallbacks: Array<() => void> = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the service worker registration', () => {
  it('waits 3 s after the page asked, then for an idle moment', () => {
    const start = vi.fn();
    afterPageSettles(start);
    vi.advanceTimersByTime(2999);
    expect(idleCallbacks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(1);
    expect(start).not.toHaveBeenCalled();
    idleCallbacks[0]!();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
