/**
 * What the layout checks measure in the page: sideways scroll, header controls off-screen, and
 * button or link labels cut off by their own box. Each function runs inside the page
 * (page.evaluate), so it takes no arguments from the test's scope.
 */

export interface LayoutProblems {
  /** document.documentElement.scrollWidth against the viewport's width. */
  scrollWidth: number;
  innerWidth: number;
  /** Header controls (links and buttons a visitor can see) whose box leaves the viewport. */
  headerOffscreen: string[];
  /** Buttons and button-like links whose label is wider than their box. */
  clippedLabels: string[];
}

/** Measures the page as it is shown now. */
export function measureLayout(): LayoutProblems {
  const describe = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const shown = (element: Element) => {
    if (!(element instanceof HTMLElement) || !element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };

  const header = document.querySelector('header');
  const headerOffscreen = header
    ? [...header.querySelectorAll('a[href], button')].filter(shown).flatMap((control) => {
        const box = control.getBoundingClientRect();
        return box.left < -0.5 || box.right > window.innerWidth + 0.5 ? [`${describe(control)} spans ${Math.round(box.left)}-${Math.round(box.right)} px`] : [];
      })
    : [];

  // A label is clipped when a box of the control (the control itself, or the span Mantine wraps its
  // label in) holds content wider than itself: scrollWidth counts the text that overflows, whether
  // it is cut off or spills out. Inline links wrap and have no box of their own to overflow;
  // everything drawn as a button or a card link does. Text hidden for screen readers only (a 1 px
  // clipped box) is meant to overflow.
  const boxed = (element: Element): element is HTMLElement => element instanceof HTMLElement && getComputedStyle(element).display !== 'inline';
  const screenReaderOnly = (element: HTMLElement) => element.clientWidth <= 1 || getComputedStyle(element).clip !== 'auto';
  const controls = [...document.querySelectorAll('a[href], button, [role="button"]')].filter(
    (element): element is HTMLElement => shown(element) && boxed(element) && !element.closest('[aria-hidden="true"]'),
  );
  const clippedLabels = controls.flatMap((control) => {
    const overflowing = [control, ...control.querySelectorAll('*')].find(
      (part) => boxed(part) && !screenReaderOnly(part) && part.scrollWidth > part.clientWidth + 1,
    ) as HTMLElement | undefined;
    return overflowing ? [`${describe(control)}: ${overflowing.scrollWidth} px of content in ${overflowing.clientWidth} px`] : [];
  });

  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, headerOffscreen, clippedLabels };
}

/** Dispatches the event Chromium fires when it offers installation, with a prompt the test can see called. */
export function offerInstallation(): void {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
  event.prompt = () => {
    (window as unknown as { prompted: boolean }).prompted = true;
    return Promise.resolve();
  };
  event.userChoice = Promise.resolve({ outcome: 'dismissed' });
  window.dispatchEvent(event);
}
