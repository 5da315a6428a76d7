/**
 * Motion the page makes on its own (scrolling to what the visitor needs to see next, animations),
 * held back for a visitor who asks the system for less motion. No React: the page's loader uses it too.
 */

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A scroll the page starts glides, or jumps at once under reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'instant' : 'smooth';
}

/**
 * Whether the element is wholly in the part of the window the visitor sees: below what the page
 * keeps clear at the top (the fixed top bar, `scroll-padding-top` of the root) and above the bottom.
 */
export function isWhollyInView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const clearTop = Number.parseFloat(window.getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return box.top >= clearTop && box.bottom <= window.innerHeight;
}

/** The element and what describes it (a field's error under it, by `aria-describedby`). */
function withDescriptions(element: Element): Element[] {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return [element, ...ids.map((id) => document.getElementById(id)).filter((part): part is HTMLElement => part !== null)];
}

/**
 * Brings an element the visitor must see (a form's answer, the field to correct with its error)
 * into the middle of the window, unless it is wholly in view already: a page that does not need to
 * move stays still.
 */
export function revealElement(element: Element): void {
  if (withDescriptions(element).every(isWhollyInView)) return;
  element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: scrollBehavior() });
}

/** Brings a card to the top of the window (below the top bar: its `scroll-margin-top`). */
export function scrollToTopOf(element: Element): void {
  element.scrollIntoView({ block: 'start', inline: 'nearest', behavior: scrollBehavior() });
}
