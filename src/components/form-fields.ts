import { useCallback, useEffect, useState } from 'react';

/** True when a required text or choice was left empty (spaces count as empty). */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/**
 * Moves focus to an element by id once the render that shows it has been committed: after a
 * failed submit the form calls `requestFocus` with the first invalid field (which may sit on
 * another wizard step that is only about to render).
 */
export function useFocusRequest() {
  const [request, setRequest] = useState<{ id: string } | null>(null);

  useEffect(() => {
    if (request === null) return;
    const element = document.getElementById(request.id);
    if (element instanceof HTMLElement) element.focus();
  }, [request]);

  // A fresh object each time, so asking twice for the same field still moves focus.
  return useCallback((id: string) => setRequest({ id }), []);
}
