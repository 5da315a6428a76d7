/**
 * The islands of the page in the browser: when each one's code loads and hydrates (its trigger),
 * what the visitor did to it before that (kept and done again once it is live), and the
 * client-only islands that appear in the static shell when there is something to show.
 */
import type { Root } from 'react-dom/client';
import { ISLAND_ATTR, ISLAND_TAG, type HydrateTrigger } from '@/components/island-contract';
import { ISLAND_CODE_ATTRIBUTE, type IslandCode } from '@/components/island-code';
import { whenInputQuiet } from '@/components/input-quiet';
import { afterLoad, onIdle } from '@/app/boot/timing';
import { loadIsland } from './island-loaders';
import type { IslandProvider } from './island-tree';
import { prepareFormRestore, type FormRestore } from './form-restore';

/** What a visitor did before the island was live, done again once it is. */
type Replay = { type: 'click'; target: HTMLElement } | { type: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

const roots = new Map<Element, Root>();
const starting = new Map<Element, Promise<void>>();
const replays = new Map<Element, Replay[]>();

const loadRenderer = () => import('./renderer');
/** Mantine's provider with the site's theme: for every island but a plain one (ISLAND_ATTR.plain). */
const loadProvider = (element: Element): Promise<IslandProvider> =>
  element.hasAttribute(ISLAND_ATTR.plain) ? Promise.resolve(null) : import('@/components/site-mantine-provider').then((module) => module.SiteMantineProvider);

/** Lets the browser handle what the visitor did meanwhile (a keystroke, a frame) before the next step. */
function yieldToVisitor(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}

/**
 * An island's code, run a part at a time: React for islands, then the island's own code, each in
 * a task of its own with the browser free in between, so a keystroke waits for one part at most.
 * All of it is fetched at once first; each part then only runs what is already here.
 */
async function loadInSteps(element: Element, name: string, urgent: boolean) {
  await prefetchCode(name, urgent);
  const renderer = await loadRenderer();
  await yieldToVisitor();
  const Provider = await loadProvider(element);
  const Component = await loadIsland(name);
  await yieldToVisitor();
  return [Component, renderer, Provider] as const;
}

/** The islands not yet live, and their triggers. */
/** An island the prerender wrote that is not live yet (the inline click holder looks for the same). */
export const NOT_LIVE = `${ISLAND_TAG}[${ISLAND_ATTR.id}]:not([${ISLAND_ATTR.live}])`;

/** Started, not yet live: the e2e suite and the bench wait for this to be 0 ("settled"). */
let pending = 0;
function setPending(delta: number): void {
  pending += delta;
  document.documentElement.setAttribute('data-islands-pending', String(pending));
}

/** Where the pointer is now (hover can start an island; the island then sees the pointer arrive). */
let hovered: Element | null = null;

/**
 * A live island has missed the pointer arriving and the focus arriving: a notice that opens on
 * hover or focus would stay shut. Both are told again, as they stand now.
 */
function continueHoverAndFocus(element: Element): void {
  if (hovered?.isConnected && element.contains(hovered)) {
    hovered.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  }
  const focused = document.activeElement;
  if (focused && focused !== document.body && element.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

function replay(queued: readonly Replay[]): void {
  for (const action of queued) {
    if (action.type === 'click') {
      if (action.target.isConnected) action.target.click();
    } else if (action.form.isConnected) {
      const submitter = action.submitter?.isConnected && action.form.contains(action.submitter) ? action.submitter : null;
      action.form.requestSubmit(submitter instanceof HTMLButtonElement && submitter.type === 'submit' ? submitter : null);
    }
  }
}

/** Set on an island while React hydrates it: the visitor's events are kept from React meanwhile (see shieldHydration). */
const HYDRATING = 'data-hydrating';
/** The islands hydrating now, and what the visitor has typed into them meanwhile. */
const hydrating = new Map<Element, FormRestore>();

function markLive(element: Element): void {
  element.removeAttribute(HYDRATING);
  element.setAttribute(ISLAND_ATTR.live, '');
  element.removeAttribute('data-island-waiting');
  const queued = replays.get(element) ?? [];
  replays.delete(element);
  // After React has finished committing (this runs from the island's first effect): an event
  // dispatched from inside the commit would reach a root that is not yet taking events.
  window.setTimeout(() => {
    continueHoverAndFocus(element);
    replay(queued);
  }, 0);
}

function parseProps(element: Element): object {
  const text = element.getAttribute(ISLAND_ATTR.props);
  if (!text) return {};
  try {
    const props: unknown = JSON.parse(text);
    return typeof props === 'object' && props !== null ? props : {};
  } catch {
    return {};
  }
}

/**
 * Loads an island's code and hydrates its prerendered markup, now (once; later calls get the same
 * promise). `urgent`: the visitor waits for it (a held click or submit), so its code is fetched at once.
 */
export function hydrateIsland(element: Element, urgent = false): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTR.name) ?? '';
  const existing = starting.get(element);
  if (existing) {
    if (urgent) void prefetchCode(name, true);
    return existing;
  }
  startsWhenQuiet.get(element)?.();
  startsWhenQuiet.delete(element);
  const id = element.getAttribute(ISLAND_ATTR.id) ?? '0';
  setPending(1);
  const started = loadInSteps(element, name, urgent)
    .then(
      ([Component, renderer, Provider]) =>
        new Promise<void>((resolve) => {
          const restore = prepareFormRestore(element);
          hydrating.set(element, restore);
          element.setAttribute(HYDRATING, '');
          roots.set(
            element,
            renderer.hydrateIsland(element, Component, parseProps(element), id, Provider, () => {
              // React takes events again before what was typed is handed to it.
              element.removeAttribute(HYDRATING);
              hydrating.delete(element);
              restore.restore();
              markLive(element);
              resolve();
            }),
          );
        }),
    )
    .catch((error: unknown) => {
      // The code could not be loaded (offline before it was ever saved): the static markup stays,
      // and a form held back for hydration is sent the way it would without JavaScript.
      console.error(`The ${name} island could not start`, error);
      element.removeAttribute(HYDRATING);
      hydrating.delete(element);
      for (const replay of replays.get(element) ?? []) {
        if (replay.type === 'submit' && replay.form.isConnected) HTMLFormElement.prototype.submit.call(replay.form);
      }
      replays.delete(element);
    })
    .finally(() => setPending(-1));
  starting.set(element, started);
  return started;
}

// ---------------------------------------------------------------------------------------------
// Islands the visitor types into

/** Fields a visitor types into: an island holding one starts at a pause in their typing. */
const TEXT_FIELDS =
  'textarea, input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], input[type="search"], input[type="number"], input[type="date"]';

/** Islands waiting for a pause in typing, and how to call that off. */
const startsWhenQuiet = new Map<Element, () => void>();

let islandCode: IslandCode | null | undefined;

/** The script files island `name` runs, as the prerender listed them for this page. */
function codeFilesOf(name: string): string[] {
  if (islandCode === undefined) {
    try {
      islandCode = JSON.parse(document.querySelector(`script[${ISLAND_CODE_ATTRIBUTE}]`)?.textContent ?? 'null') as IslandCode | null;
    } catch {
      islandCode = null;
    }
  }
  const code = islandCode;
  return (code?.islands[name] ?? []).map((index) => code!.files[index]).filter((file): file is string => file !== undefined);
}

/**
 * Each link starts a request, a few milliseconds of main thread on a slow phone: a few per idle
 * moment, so that what the visitor does next (a tap, a keystroke) never waits behind them.
 */
const PREFETCH_LINKS_PER_TASK = 4;
const PREFETCH_IDLE_TIMEOUT_MS = 100;
const prefetches = new Map<string, Promise<void>>();

/**
 * Fetches an island's code without running it (modulepreload), a few files per idle moment, or
 * all at once when the visitor waits for it; resolves once every request has started. The build
 * leaves islands' code to this (see vite.config.ts): the module loader adds no links of its own.
 */
function prefetchCode(name: string, urgent = false): Promise<void> {
  const existing = prefetches.get(name);
  if (existing && !urgent) return existing;
  const files = codeFilesOf(name);
  const prefetch = new Promise<void>((resolve) => {
    const addSome = () => {
      // Another island, or the visitor waiting for this one, may have added some meanwhile.
      const missing = files.filter((file) => document.querySelector(`link[rel="modulepreload"][href="/${file}"]`) === null);
      const now = urgent ? missing : missing.slice(0, PREFETCH_LINKS_PER_TASK);
      for (const file of now) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = `/${file}`;
        document.head.append(link);
      }
      if (missing.length > now.length) later(addSome);
      else resolve();
    };
    if (urgent) addSome();
    else later(addSome);
  });
  prefetches.set(name, prefetch);
  return prefetch;
}

/** At the browser's next idle moment (soon, on a busy page). */
function later(step: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(step, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else window.setTimeout(step, 0);
}

/**
 * An island the visitor has come to without asking anything of it yet (a pointer over it, the
 * focus in it, text typed): one they type into has its code fetched now and started at the first
 * pause in their typing, as starting holds the main thread for a while and a keystroke meeting it
 * would wait. Until then the fields are the browser's own (what is typed is kept, see
 * form-restore.ts); a click on a control or a submit starts it at once (see holdClick, holdSubmit).
 * Any other island starts now.
 */
function startOnArrival(element: Element): void {
  if (starting.has(element) || startsWhenQuiet.has(element)) return;
  if (element.querySelector(TEXT_FIELDS) === null) {
    void hydrateIsland(element);
    return;
  }
  void prefetchCode(element.getAttribute(ISLAND_ATTR.name) ?? '');
  startsWhenQuiet.set(
    element,
    whenInputQuiet(() => void hydrateIsland(element)),
  );
}

/** Renders the client-only island `name` into its slot in the shell, if not already there. */
export function mountIsland(name: string, props: object = {}): Promise<void> {
  const element = document.querySelector(`${ISLAND_TAG}[${ISLAND_ATTR.name}="${name}"]`);
  if (element === null) return Promise.resolve();
  const existing = starting.get(element);
  if (existing) return existing;
  setPending(1);
  const started = Promise.all([loadIsland(name), loadRenderer(), loadProvider(element)])
    .then(
      ([Component, renderer, Provider]) =>
        new Promise<void>((resolve) => {
          roots.set(
            element,
            renderer.renderIsland(element, Component, props, Provider, () => {
              element.setAttribute(ISLAND_ATTR.live, '');
              resolve();
            }),
          );
        }),
    )
    .catch((error: unknown) => console.error(`The ${name} island could not start`, error))
    .finally(() => setPending(-1));
  starting.set(element, started);
  return started;
}

/** Unmounts the islands inside `container` (the router application is about to render there). */
export function unmountIslandsIn(container: Element): void {
  for (const [element, root] of roots) {
    if (!container.contains(element)) continue;
    root.unmount();
    roots.delete(element);
    starting.delete(element);
  }
}

// ---------------------------------------------------------------------------------------------
// Triggers

/**
 * The controls whose click the island's code (not the browser) gives its meaning: held until the
 * island is live and done again then. The inline click holder (src/app/boot/early-clicks.inline.js)
 * holds the same ones before the loader runs (early-clicks.inline.test.ts checks they match).
 */
export const REPLAYABLE_CONTROLS = 'button, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="option"], a[data-replay]';

/** The control a click acts on, when the island's code (not the browser) gives the click its meaning. */
function replayableControl(target: Element, island: Element): HTMLElement | null {
  const control = target.closest<HTMLElement>(REPLAYABLE_CONTROLS);
  if (control === null || !island.contains(control)) return null;
  // A submit button's click submits its form natively: the submit event is what is held back.
  if (control instanceof HTMLButtonElement && control.type === 'submit') return null;
  return control;
}

function queue(island: Element, replay: Replay): void {
  const list = replays.get(island) ?? [];
  list.push(replay);
  replays.set(island, list);
  // Shown as busy until the island is live (see global.css).
  island.setAttribute('data-island-waiting', '');
}

/** The island an event happened in, if it is not live yet. */
function islandOf(event: Event): Element | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  return target.closest(NOT_LIVE);
}

/** A click before the island is live: kept and done again once it is. Used by the pre-boot capture too. */
export function holdClick(island: Element, target: Element): boolean {
  const control = replayableControl(target, island);
  if (control === null) return false;
  queue(island, { type: 'click', target: control });
  void hydrateIsland(island, true);
  return true;
}

/**
 * A click on a form's submit button before the island is live (Enter in a field clicks it too):
 * held, so that neither the browser's own validation nor a native post happens now; the live form
 * then checks and sends it itself, with its own messages and the outbox behind it.
 */
function holdSubmit(island: Element, target: Element): boolean {
  const submitter = target.closest<HTMLButtonElement | HTMLInputElement>('button, input[type="submit"], input[type="image"]');
  if (submitter === null || submitter.type !== 'submit' || submitter.form === null || !island.contains(submitter.form)) return false;
  queue(island, { type: 'submit', form: submitter.form, submitter });
  void hydrateIsland(island, true);
  return true;
}

function onInteraction(event: Event): void {
  const island = islandOf(event);
  if (island === null) return;
  if (event.type === 'click') {
    if (holdClick(island, event.target as Element) || holdSubmit(island, event.target as Element)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    return;
  }
  if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
    // Sent by the island (with the outbox behind it) once it is live, not natively now.
    event.preventDefault();
    event.stopImmediatePropagation();
    queue(island, { type: 'submit', form: event.target, submitter: (event as SubmitEvent).submitter });
    void hydrateIsland(island, true);
    return;
  }
  startOnArrival(island);
}

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change', 'click', 'submit'] as const;

/**
 * Events that React, meeting them on a root it is still hydrating, answers by hydrating the rest
 * of that root at once, in one task: a keystroke typed while a form hydrates would then wait for
 * the whole form. Until the island is live they do not reach React: the browser still does what
 * they do (the letter is typed, the pointer moves), what was typed is handed to React once the
 * island is live (form-restore.ts), a pointer or focus already on it is told again, and clicks on
 * its controls and submits are held and done again (see onInteraction; a click elsewhere in it, on a
 * field or a link, still does what the browser does with it).
 */
const SHIELDED = [
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'textInput',
  'input',
  'invalid',
  'change',
  'compositionstart',
  'compositionupdate',
  'compositionend',
  'paste',
  'cut',
  'copy',
  'select',
  'focusin',
  'focusout',
  'click',
  'dblclick',
  'auxclick',
  'pointerdown',
  'pointerup',
  'pointercancel',
  'pointerover',
  'pointerout',
  'pointermove',
  'mousedown',
  'mouseup',
  'mouseover',
  'mouseout',
  'mousemove',
  'touchstart',
  'touchend',
  'touchcancel',
  'touchmove',
  'contextmenu',
  'dragstart',
  'dragend',
  'drop',
  'wheel',
] as const;

function shieldHydration(event: Event): void {
  const island = event.target instanceof Element ? event.target.closest(`[${HYDRATING}]`) : null;
  if (island === null) return;
  event.stopPropagation();
  if (event.type === 'input' || event.type === 'change') hydrating.get(island)?.record(event.target);
}

function triggersOf(element: Element): HydrateTrigger[] {
  return (element.getAttribute(ISLAND_ATTR.hydrate) ?? '').split(/\s+/).filter(Boolean) as HydrateTrigger[];
}

/** Whether the visitor has focused or changed anything in `element` (a static form keeps what is typed). */
function touchedBeforeLoader(element: Element): boolean {
  if (element.contains(document.activeElement) && document.activeElement !== document.body) return true;
  for (const control of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (control instanceof HTMLSelectElement) {
      if ([...control.options].some((option) => option.selected !== option.defaultSelected)) return true;
    } else if (control.type === 'checkbox' || control.type === 'radio') {
      if ((control as HTMLInputElement).checked !== (control as HTMLInputElement).defaultChecked) return true;
    } else if (control.value !== control.defaultValue) return true;
  }
  return false;
}

function isStored(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** IntersectionObserver margin: an island starts a little before it scrolls into view. */
const VISIBLE_MARGIN = '200px';

/**
 * Sets every island of the page on its triggers. Interaction always counts, whatever the trigger.
 * Until the triggers that fire by themselves have had their first chance (load, then the first
 * visibility report and the first idle moment), the page counts as not settled.
 */
export function startIslands(): void {
  document.addEventListener('pointerover', (event) => (hovered = event.target instanceof Element ? event.target : null), { capture: true, passive: true });
  document.addEventListener('pointerout', (event) => event.relatedTarget === null && (hovered = null), { capture: true, passive: true });
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: type !== 'click' && type !== 'submit' });
  // After the triggers above (same node and phase: in the order added), before any root's own listeners.
  for (const type of SHIELDED) document.addEventListener(type, shieldHydration, { capture: true, passive: true });

  const islands = [...document.querySelectorAll(NOT_LIVE)];
  // The visitor may have been at it before this script ran: focus in an island, or text typed
  // into one. Those islands start now (their clicks were held by the inline click holder).
  for (const element of islands) if (touchedBeforeLoader(element)) startOnArrival(element);
  const idle = islands.filter((element) => triggersOf(element).includes('idle'));
  const stored = islands.filter((element) => triggersOf(element).some((trigger) => trigger.startsWith('stored:') && isStored(trigger.slice('stored:'.length))));
  const visible = islands.filter((element) => triggersOf(element).includes('visible'));
  setPending(1 + (idle.length > 0 ? 1 : 0) + (visible.length > 0 ? 1 : 0));

  for (const element of stored) void hydrateIsland(element);

  afterLoad(() => {
    setPending(-1);
    if (idle.length > 0)
      onIdle(() => {
        idle.forEach((element) => void hydrateIsland(element));
        setPending(-1);
      });
    if (visible.length === 0) return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          void hydrateIsland(entry.target);
        }
        if (firstReport) {
          firstReport = false;
          setPending(-1);
        }
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    visible.forEach((element) => observer.observe(element));
  });
}
