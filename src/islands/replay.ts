/**
 * What a visitor did to an island before it was live, kept and done again once it is: clicks on
 * its controls, a form's submit, and the pointer or focus already on it.
 */
import type { Replay, RuntimeState } from './runtime-state';

/**
 * The controls whose click the island's code (not the browser) gives its meaning: held until the
 * island is live and done again then. The inline click holder (early-clicks.inline.js) holds the
 * same ones before the loader runs (early-clicks.inline.test.ts checks they match).
 */
export const REPLAYABLE_CONTROLS = 'button, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="option"], a[data-replay]';

/** The control a click acts on, when the island's code (not the browser) gives the click its meaning. */
export function replayableControl(target: Element, island: Element): HTMLElement | null {
  const control = target.closest<HTMLElement>(REPLAYABLE_CONTROLS);
  if (control === null || !island.contains(control)) return null;
  // A submit button's click submits its form natively: the submit event is what is held back.
  if (control instanceof HTMLButtonElement && control.type === 'submit') return null;
  return control;
}

export function queueReplay(state: RuntimeState, island: Element, replay: Replay): void {
  const list = state.replays.get(island) ?? [];
  list.push(replay);
  state.replays.set(island, list);
  // Shown as busy until the island is live (see global.css).
  island.setAttribute('data-island-waiting', '');
}

/** Takes what was held for `island`, to do it again (or to send its form natively). */
export function takeReplays(state: RuntimeState, island: Element): Replay[] {
  const queued = state.replays.get(island) ?? [];
  state.replays.delete(island);
  return queued;
}

/**
 * A live island has missed the pointer arriving and the focus arriving: a notice that opens on
 * hover or focus would stay shut. Both are told again, as they stand now.
 */
export function continueHoverAndFocus(state: RuntimeState, element: Element): void {
  const hovered = state.hovered;
  if (hovered?.isConnected && element.contains(hovered)) {
    hovered.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  }
  const focused = document.activeElement;
  if (focused && focused !== document.body && element.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

export function replay(queued: readonly Replay[]): void {
  for (const action of queued) {
    if (action.type === 'click') {
      if (action.target.isConnected) action.target.click();
    } else if (action.form.isConnected) {
      const submitter = action.submitter?.isConnected && action.form.contains(action.submitter) ? action.submitter : null;
      action.form.requestSubmit(submitter instanceof HTMLButtonElement && submitter.type === 'submit' ? submitter : null);
    }
  }
}

/** The island's code could not be loaded: a form held back for hydration is sent the way it would without JavaScript. */
export function submitNatively(queued: readonly Replay[]): void {
  for (const action of queued) {
    if (action.type === 'submit' && action.form.isConnected) HTMLFormElement.prototype.submit.call(action.form);
  }
}
