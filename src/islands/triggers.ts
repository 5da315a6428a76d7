/**
 * The triggers that fire by themselves (island-contract.ts, HydrateTrigger): `stored` at once,
 * then after the page's load event `idle` at the first idle moment and `visible` when an island
 * comes near the viewport; and any island the visitor was at before the loader ran.
 */
import { ISLAND_ATTR, NOT_LIVE, type HydrateTrigger } from './island-contract';
import { hydrateIsland } from './hydrate';
import { startOnArrival } from './interaction';
import { setPending, type RuntimeState } from './runtime-state';
import { afterLoad, onIdle } from './timing';

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
 * Sets every island of the page that is not live on the triggers that fire by themselves. Until
 * they have had their first chance (load, then the first visibility report and the first idle
 * moment), the page counts as not settled.
 */
export function startTriggers(state: RuntimeState): void {
  const islands = [...document.querySelectorAll(NOT_LIVE)];
  // The visitor may have been at it before this script ran: focus in an island, or text typed
  // into one. Those islands start now (their clicks were held by the inline click holder).
  for (const element of islands) if (touchedBeforeLoader(element)) startOnArrival(state, element);
  const idle = islands.filter((element) => triggersOf(element).includes('idle'));
  const stored = islands.filter((element) => triggersOf(element).some((trigger) => trigger.startsWith('stored:') && isStored(trigger.slice('stored:'.length))));
  const visible = islands.filter((element) => triggersOf(element).includes('visible'));
  setPending(state, 1 + (idle.length > 0 ? 1 : 0) + (visible.length > 0 ? 1 : 0));

  for (const element of stored) void hydrateIsland(state, element);

  afterLoad(() => {
    setPending(state, -1);
    if (idle.length > 0)
      onIdle(() => {
        idle.forEach((element) => void hydrateIsland(state, element));
        setPending(state, -1);
      });
    if (visible.length === 0) return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          void hydrateIsland(state, entry.target);
        }
        if (firstReport) {
          firstReport = false;
          setPending(state, -1);
        }
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    visible.forEach((element) => observer.observe(element));
  });
}
