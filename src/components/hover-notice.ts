/**
 * Notices that show while their control is pointed at or focused are drawn by styles alone (they
 * work before and without any script). What a script adds is the way out that WCAG 1.4.13 asks
 * for: Escape hides the notices showing now, until the pointer or the focus leaves them.
 */

/** Marks the element holding a control and its notice; `data-dismissed` on it hides the notice. */
export const HOVER_NOTICE_ATTRIBUTE = 'data-hover-notice';
const DISMISSED = 'data-dismissed';

const hovered = (element: Element) => element.matches(':hover');

function noticeOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(`[${HOVER_NOTICE_ATTRIBUTE}]`) : null;
}

/** Escape hides every notice shown now; leaving one (pointer or focus) makes it ready to show again. */
export function startHoverNotices(root: Document = document): void {
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const notice of root.querySelectorAll(`[${HOVER_NOTICE_ATTRIBUTE}]`)) {
      if (notice.contains(root.activeElement) || hovered(notice)) notice.setAttribute(DISMISSED, '');
    }
  });
  // Ready again once neither the pointer nor the focus is on it.
  const leave = (event: MouseEvent | FocusEvent, stillThere: (notice: Element) => boolean) => {
    const notice = noticeOf(event.target);
    if (notice === null || !notice.hasAttribute(DISMISSED)) return;
    const next = event.relatedTarget;
    if ((next instanceof Node && notice.contains(next)) || stillThere(notice)) return;
    notice.removeAttribute(DISMISSED);
  };
  root.addEventListener('mouseout', (event) => leave(event, (notice) => notice.contains(root.activeElement)));
  root.addEventListener('focusout', (event) => leave(event, hovered));
}
