/**
 * The inline click holder every page carries: from the first paint until the loader runs, a click
 * on a control of an island not yet live is held (and handed to the runtime by drainEarlyClicks).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { drainEarlyClicks } from './early-clicks';
import { NOT_LIVE } from './island-contract';
import { REPLAYABLE_CONTROLS } from './replay';
import inlineScript from './early-clicks.inline.js?raw';

function runInlineScript(): void {
  // The page runs it as a classic script at parse time; here, as a function in the test's window.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- the script under test is text
  new Function(inlineScript)();
}

afterEach(() => {
  window.__earlyClicks?.take();
  delete window.__earlyClicks;
  document.body.innerHTML = '';
});

describe('the inline click holder', () => {
  /** A selector list as a set of its parts, quotes and spaces aside: `[role="tab"]` and `[role=tab]` are one. */
  const parts = (selector: string) => new Set(selector.split(',').map((part) => part.replace(/["'\s]/g, '')));
  const closestArguments = [...inlineScript.matchAll(/\.closest\('([^']+)'\)/g)].map((match) => match[1]!);

  it("holds clicks on the controls the islands' runtime replays, in the islands it hydrates", () => {
    expect(closestArguments).toHaveLength(2);
    expect(parts(closestArguments[0]!)).toEqual(parts(NOT_LIVE));
    expect(parts(closestArguments[1]!)).toEqual(parts(REPLAYABLE_CONTROLS));
    expect(parts(NOT_LIVE)).toEqual(new Set(['kestrel-island[data-island-id]:not([data-live])']));
  });

  it('holds a click on a control of an island not live yet, leaves a live one alone, and hands them to the loader once', () => {
    document.body.innerHTML =
      '<kestrel-island data-island="a" data-island-id="1"><button type="button">Next</button></kestrel-island>' +
      '<kestrel-island data-island="b" data-island-id="2" data-live=""><button type="button">Live</button></kestrel-island>';
    runInlineScript();
    const [waiting, live] = [...document.querySelectorAll('kestrel-island')];
    const held = new MouseEvent('click', { bubbles: true, cancelable: true });
    waiting!.querySelector('button')!.dispatchEvent(held);
    const passed = new MouseEvent('click', { bubbles: true, cancelable: true });
    live!.querySelector('button')!.dispatchEvent(passed);
    expect(held.defaultPrevented).toBe(true);
    expect(passed.defaultPrevented).toBe(false);
    expect(waiting!.hasAttribute('data-island-waiting')).toBe(true);

    const handed: string[] = [];
    drainEarlyClicks((island, target) => handed.push(`${island.getAttribute('data-island')}:${target.textContent}`));
    expect(handed).toEqual(['a:Next']);
    expect(window.__earlyClicks).toBeUndefined();
    // The holder has stopped: a later click is the runtime's, not held here.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    waiting!.querySelector('button')!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
