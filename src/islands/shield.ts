/**
 * The hydration shield: while React hydrates an island, the visitor's events are kept from React.
 */
import { prepareFormRestore, type FormRestore } from './form-restore';
import type { RuntimeState } from './runtime-state';

/** Set on an island while React hydrates it: the visitor's events are kept from React meanwhile. */
export const HYDRATING = 'data-hydrating';

/**
 * Events that React, meeting them on a root it is still hydrating, answers by hydrating the rest
 * of that root at once, in one task: a keystroke typed while a form hydrates would then wait for
 * the whole form. Until the island is live they do not reach React: the browser still does what
 * they do (the letter is typed, the pointer moves), what was typed is handed to React once the
 * island is live (form-restore.ts), a pointer or focus already on it is told again, and clicks on
 * its controls and submits are held and done again (see interaction.ts; a click elsewhere in it, on
 * a field or a link, still does what the browser does with it).
 */
export const SHIELDED = [
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

/**
 * Raises the shield over `element`, just before React hydrates it: what the visitor has typed so
 * far, and types meanwhile, is recorded to be handed over once it is live.
 */
export function raiseShield(state: RuntimeState, element: Element): FormRestore {
  const restore = prepareFormRestore(element);
  state.hydrating.set(element, restore);
  element.setAttribute(HYDRATING, '');
  return restore;
}

/** React takes the island's events again (it is live, or its code never came). */
export function lowerShield(state: RuntimeState, element: Element): void {
  element.removeAttribute(HYDRATING);
  state.hydrating.delete(element);
}

/** The document's capture listener for SHIELDED events: stops them short of a hydrating island's root. */
export function shieldHydration(state: RuntimeState, event: Event): void {
  const island = event.target instanceof Element ? event.target.closest(`[${HYDRATING}]`) : null;
  if (island === null) return;
  event.stopPropagation();
  if (event.type === 'input' || event.type === 'change') state.hydrating.get(island)?.record(event.target);
}
