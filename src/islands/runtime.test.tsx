/**
 * The islands' runtime against real prerendered markup and React: a trigger starts an island once,
 * a click held before it was live is done again once on the live control, the shield keeps the
 * visitor's events from React while it hydrates, and text typed before it was live is handed over.
 */
import { useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_ATTR, NOT_LIVE } from './island-contract';
import { islandIdPrefix, islandTree } from './island-tree';
import { createIslandRuntime, type IslandRuntime } from './runtime';
import type { IslandComponent, IslandSite } from './runtime-state';
import { HYDRATING } from './shield';

/** Where each click on the counter's button was when React handled it: in a live island, or in one not live yet. */
let counterClicks: string[] = [];

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={(event) => {
        counterClicks.push(event.currentTarget.closest(NOT_LIVE) === null ? 'live' : 'not live');
        setCount((value) => value + 1);
      }}
    >
      Clicked {count}
    </button>
  );
}

function NameForm() {
  const [name, setName] = useState('');
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <output>{name}</output>
    </form>
  );
}

const COMPONENTS: Record<string, ComponentType> = { counter: Counter, 'name-form': NameForm };

/** A prerendered island, as the prerender writes it: its own markup, rendered on its own with its id prefix. */
function prerendered(name: string, id: number, hydrate: string): string {
  const markup = renderToString(
    islandTree(
      <>
        {(() => {
          const Component = COMPONENTS[name]!;
          return <Component />;
        })()}
      </>,
      null,
    ),
    { identifierPrefix: islandIdPrefix(id) },
  );
  return `<kestrel-island ${ISLAND_ATTR.name}="${name}" ${ISLAND_ATTR.id}="${id}" ${ISLAND_ATTR.hydrate}="${hydrate}" ${ISLAND_ATTR.plain}="" ${ISLAND_ATTR.props}="{}">${markup}</kestrel-island>`;
}

const loadIsland = vi.fn((name: string): Promise<IslandComponent> => Promise.resolve(COMPONENTS[name]!));
const site: IslandSite = { loadIsland, loadProvider: () => Promise.reject(new Error('every island here is plain')) };

let runtime: IslandRuntime | undefined;
const island = (name: string) => document.querySelector(`[${ISLAND_ATTR.name}="${name}"]`)!;
const pending = () => document.documentElement.getAttribute('data-islands-pending');
/** The task after the current one: the runtime replays held clicks in a task of their own once an island is live. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/** The page's IntersectionObserver, driven by the test. */
let reportVisible: ((target: Element) => void) | undefined;
class FakeIntersectionObserver {
  private readonly observed = new Set<Element>();
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    reportVisible = (target) =>
      callback([...this.observed].filter((element) => element === target).map((element) => ({ target: element, isIntersecting: true })));
  }
  observe(element: Element): void {
    this.observed.add(element);
  }
  unobserve(element: Element): void {
    this.observed.delete(element);
  }
  disconnect(): void {
    this.observed.clear();
  }
}

beforeEach(() => {
  counterClicks = [];
  loadIsland.mockClear();
  reportVisible = undefined;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a trigger', () => {
  it('starts an island on the first interaction, once however often the visitor comes back', async () => {
    document.body.innerHTML = prerendered('counter', 1, 'interaction');
    runtime = createIslandRuntime(site);
    const button = island('counter').querySelector('button')!;
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await runtime.hydrateIsland(island('counter'));
    expect(loadIsland.mock.calls).toEqual([['counter']]);
    expect(island('counter').hasAttribute(ISLAND_ATTR.live)).toBe(true);
    expect(pending()).toBe('0');
  });

  it('starts a `visible` island when it comes near the viewport, once', async () => {
    document.body.innerHTML = prerendered('counter', 1, 'visible');
    runtime = createIslandRuntime(site);
    // Load has come (happy-dom's document is complete); the island waits to be seen.
    expect(loadIsland).not.toHaveBeenCalled();
    expect(pending()).toBe('1');
    reportVisible!(island('counter'));
    reportVisible!(island('counter'));
    await runtime.hydrateIsland(island('counter'));
    expect(loadIsland.mock.calls).toEqual([['counter']]);
    expect(island('counter').hasAttribute(ISLAND_ATTR.live)).toBe(true);
    expect(pending()).toBe('0');
  });
});

describe('a click before the island is live', () => {
  it('is held, then done again once, on the live control', async () => {
    document.body.innerHTML = prerendered('counter', 1, 'visible');
    runtime = createIslandRuntime(site);
    const button = island('counter').querySelector('button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(island('counter').hasAttribute('data-island-waiting')).toBe(true);
    expect(button.textContent).toBe('Clicked 0');

    await runtime.hydrateIsland(island('counter'));
    await nextTask();
    expect(counterClicks).toEqual(['live']);
    expect(island('counter').querySelector('button')!.textContent).toBe('Clicked 1');
    expect(island('counter').hasAttribute('data-island-waiting')).toBe(false);
    // A click on the live island is React's own, not held.
    island('counter').querySelector('button')!.click();
    expect(counterClicks).toEqual(['live', 'live']);
    await nextTask();
    expect(island('counter').querySelector('button')!.textContent).toBe('Clicked 2');
  });
});

describe('the hydration shield', () => {
  it("keeps the visitor's events from the island while React hydrates it, and lets them through once it is live", async () => {
    document.body.innerHTML = prerendered('name-form', 2, 'interaction');
    runtime = createIslandRuntime(site);
    const element = island('name-form');
    const field = element.querySelector('input')!;
    const reached: string[] = [];
    element.addEventListener('keydown', (event) => reached.push(`${event.type} ${(event as KeyboardEvent).key}`));
    element.addEventListener('input', (event) => reached.push(`${event.type} ${(event.target as HTMLInputElement).value}`));

    // The moment the shield goes up, before React has hydrated anything: the visitor types "Ada".
    const duringHydration: string[] = [];
    const shieldUp = new Promise<void>((resolve) => {
      new MutationObserver((_, observer) => {
        if (!element.hasAttribute(HYDRATING)) return;
        observer.disconnect();
        field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
        field.value = 'Ada';
        field.dispatchEvent(new Event('input', { bubbles: true }));
        duringHydration.push(...reached);
        resolve();
      }).observe(element, { attributes: true, attributeFilter: [HYDRATING] });
    });
    const live = runtime.hydrateIsland(element);
    await shieldUp;
    expect(duringHydration).toEqual([]);
    await live;
    expect(element.hasAttribute(HYDRATING)).toBe(false);
    // What was typed behind the shield is handed to React as one input once live.
    expect(reached).toEqual(['input Ada']);
    expect(field.value).toBe('Ada');
    expect(element.querySelector('output')!.textContent).toBe('Ada');
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));
    expect(reached).toEqual(['input Ada', 'keydown x']);
  });
});

describe('text typed before the island is live', () => {
  it('is in the live input, and in its state, after', async () => {
    document.body.innerHTML = prerendered('name-form', 3, 'interaction');
    const field = island('name-form').querySelector('input')!;
    // Typed into the static form before the loader ran.
    field.value = 'Grace Hopper';
    runtime = createIslandRuntime(site);
    // Touched before the loader: it waits for a pause in typing; sending it would start it at once.
    await runtime.hydrateIsland(island('name-form'), true);
    const live = island('name-form');
    expect(live.hasAttribute(ISLAND_ATTR.live)).toBe(true);
    expect(live.querySelector('input')!.value).toBe('Grace Hopper');
    expect(live.querySelector('output')!.textContent).toBe('Grace Hopper');
  });
});
