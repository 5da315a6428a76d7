import { useCallback, useEffect, useState } from 'react';
import { revealElement } from './motion';

/** True when a required text or choice was left empty (spaces count as empty). */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** Does `act` to an element by id once the render that shows it has been committed. */
function useElementRequest(act: (element: HTMLElement) => void) {
  const [request, setRequest] = useState<{ id: string } | null>(null);

  useEffect(() => {
    if (request === null) return;
    const element = document.getElementById(request.id);
    if (element instanceof HTMLElement) act(element);
  }, [request, act]);

  // A fresh object each time, so asking twice for the same element still acts.
  return useCallback((id: string) => setRequest({ id }), []);
}

function focusInView(element: HTMLElement): void {
  // The page glides to it (or jumps, under reduced motion) instead of the browser's own jump.
  element.focus({ preventScroll: true });
  revealElement(element);
}

/**
 * Moves focus to an element by id, and brings it into view, once the render that shows it has
 * been committed: after a failed submit the form calls `requestFocus` with the first invalid
 * field (which may sit on another wizard step that is only about to render).
 */
export function useFocusRequest() {
  return useElementRequest(focusInView);
}

/** Brings an element by id into view (a form's answer) once the render that shows it has been committed. */
export function useRevealRequest() {
  return useElementRequest(revealElement);
}
