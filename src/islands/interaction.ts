/**
 * The interaction trigger, which every island has: the first pointer, focus, key or input in an
 * island starts it; a click on one of its controls or a submit is held and starts it at once.
 */
import { whenInputQuiet } from './input-quiet';
import { ISLAND_ATTR, NOT_LIVE } from './island-contract';
import { hydrateIsland } from './hydrate';
import { prefetchCode } from './prefetch';
import { queueReplay, replayableControl } from './replay';
import type { RuntimeState } from './runtime-state';

/** Fields a visitor types into: an island holding one starts at a pause in their typing. */
const TEXT_FIELDS =
  'textarea, input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], input[type="search"], input[type="number"], input[type="date"]';

/**
 * An island the visitor has come to without asking anything of it yet (a pointer over it, the
 * focus in it, text typed): one they type into has its code fetched now and started at the first
 * pause in their typing, as starting holds the main thread for a while and a keystroke meeting it
 * would wait. Until then the fields are the browser's own (what is typed is kept, see
 * form-restore.ts); a click on a control or a submit starts it at once (see holdClick, holdSubmit).
 * Any other island starts now.
 */
export function startOnArrival(state: RuntimeState, element: Element): void {
  if (state.starting.has(element) || state.startsWhenQuiet.has(element)) return;
  if (element.querySelector(TEXT_FIELDS) === null) {
    void hydrateIsland(state, element);
    return;
  }
  void prefetchCode(state, element.getAttribute(ISLAND_ATTR.name) ?? '');
  state.startsWhenQuiet.set(
    element,
    whenInputQuiet(() => void hydrateIsland(state, element)),
  );
}

/** The island an event happened in, if it is not live yet. */
function islandOf(event: Event): Element | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  return target.closest(NOT_LIVE);
}

/** A click before the island is live: kept and done again once it is. Used by the pre-boot capture too. */
export function holdClick(state: RuntimeState, island: Element, target: Element): boolean {
  const control = replayableControl(target, island);
  if (control === null) return false;
  queueReplay(state, island, { type: 'click', target: control });
  void hydrateIsland(state, island, true);
  return true;
}

/**
 * A click on a form's submit button before the island is live (Enter in a field clicks it too):
 * held, so that neither the browser's own validation nor a native post happens now; the live form
 * then checks and sends it itself, with its own messages and the outbox behind it.
 */
function holdSubmit(state: RuntimeState, island: Element, target: Element): boolean {
  const submitter = target.closest<HTMLButtonElement | HTMLInputElement>('button, input[type="submit"], input[type="image"]');
  if (submitter === null || submitter.type !== 'submit' || submitter.form === null || !island.contains(submitter.form)) return false;
  queueReplay(state, island, { type: 'submit', form: submitter.form, submitter });
  void hydrateIsland(state, island, true);
  return true;
}

/** The document's capture listener for INTERACTIONS. */
export function onInteraction(state: RuntimeState, event: Event): void {
  const island = islandOf(event);
  if (island === null) return;
  if (event.type === 'click') {
    if (holdClick(state, island, event.target as Element) || holdSubmit(state, island, event.target as Element)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    return;
  }
  if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
    // Sent by the island (with the outbox behind it) once it is live, not natively now.
    event.preventDefault();
    event.stopImmediatePropagation();
    queueReplay(state, island, { type: 'submit', form: event.target, submitter: (event as SubmitEvent).submitter });
    void hydrateIsland(state, island, true);
    return;
  }
  startOnArrival(state, island);
}

export const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change', 'click', 'submit'] as const;
