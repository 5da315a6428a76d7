import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INPUT_QUIET_MS, whenInputQuiet } from './input-quiet';

let idle: Array<() => void> = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const type = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));

describe('work that waits for a pause in typing', () => {
  it('runs 1 s after it was asked for when nothing is typed, at an idle moment', () => {
    expect(INPUT_QUIET_MS).toBe(1000);
    const work = vi.fn();
    whenInputQuiet(work);
    vi.advanceTimersByTime(999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();
    idle[0]!();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits until 1 s after the last keystroke', () => {
    const work = vi.fn();
    whenInputQuiet(work);
    vi.advanceTimersByTime(800);
    type();
    vi.advanceTimersByTime(800);
    type();
    vi.advanceTimersByTime(999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('can be called off', () => {
    const work = vi.fn();
    const cancel = whenInputQuiet(work);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(5000);
    idle.forEach((callback) => callback());
    expect(work).not.toHaveBeenCalled();
  });
});
