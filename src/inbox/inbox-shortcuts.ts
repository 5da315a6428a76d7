/**
 * The inbox's keyboard shortcuts: which key does what, when a key press is one (never while typing
 * in a field, nor inside a dialog), and how the selection moves along the list.
 */
import { useLayoutEffect, useRef } from 'react';

export type InboxShortcut = 'next' | 'previous' | 'open' | 'handled' | 'spam' | 'archived' | 'reply' | 'search' | 'help';

/** Each shortcut's key, in the order the list of shortcuts shows them. */
export const SHORTCUT_KEYS: readonly (readonly [InboxShortcut, string])[] = [
  ['next', 'j'],
  ['previous', 'k'],
  ['open', 'Enter'],
  ['handled', 'h'],
  ['spam', 's'],
  ['archived', 'a'],
  ['reply', 'r'],
  ['search', '/'],
  ['help', '?'],
];

const SHORTCUT_BY_KEY = new Map(SHORTCUT_KEYS.map(([shortcut, key]) => [key, shortcut]));

/** Inputs a person types in; a checkbox, a radio or a button is not one. */
const TYPED_INPUTS = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url', 'date', 'datetime-local', 'month', 'time', 'week']);

/** Whether keys pressed in `target` are typing: a text field, a text area, a list box, or editable text. */
export function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TYPED_INPUTS.has(target.type);
}

/** Elements whose own Enter means something (a button presses, a link follows). */
const ACTS_ON_ENTER = 'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="option"], [role="radio"], [role="checkbox"]';

export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/**
 * The shortcut a key press asks for, if any. None while typing, with Ctrl, Cmd or Alt held (the
 * browser's own keys), or inside a dialog (a confirmation, the filters, the list of shortcuts);
 * Enter only where it does nothing of its own.
 */
export function shortcutOf(event: ShortcutKeyEvent): InboxShortcut | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || isTypingIn(event.target)) return undefined;
  const shortcut = SHORTCUT_BY_KEY.get(event.key);
  if (shortcut === undefined) return undefined;
  if (event.target instanceof Element) {
    if (event.target.closest('[role="dialog"], [aria-modal="true"]')) return undefined;
    if (shortcut === 'open' && event.target.closest(ACTS_ON_ENTER)) return undefined;
  }
  return shortcut;
}

/**
 * The lead `step` places from `current` in `ids`. From nothing, j takes the first and k the last.
 * A current lead no longer listed (marked out of this filter, deleted) had the place `lastIndex`:
 * the lead that took that place is next, the one before it previous.
 */
export function stepFrom(ids: readonly string[], current: string | null, lastIndex: number, step: 1 | -1): string | undefined {
  if (ids.length === 0) return undefined;
  if (current === null) return step === 1 ? ids[0] : ids.at(-1);
  const index = ids.indexOf(current);
  if (index >= 0) return ids[index + step];
  return step === 1 ? ids[Math.min(lastIndex, ids.length - 1)] : ids[Math.min(lastIndex, ids.length) - 1];
}

/**
 * Calls `onShortcut` for each shortcut pressed while the inbox is open. Listening starts as the
 * inbox is put on the screen (a layout effect), not after its first paint: a key pressed the
 * moment the inbox shows, on a busy phone, is not lost.
 */
export function useInboxShortcuts(onShortcut: (shortcut: InboxShortcut, event: KeyboardEvent) => void): void {
  const handler = useRef(onShortcut);
  useLayoutEffect(() => {
    handler.current = onShortcut;
  });
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const shortcut = shortcutOf(event);
      // A held j or k runs down the list; a held h marks once.
      if (shortcut === undefined || (event.repeat && shortcut !== 'next' && shortcut !== 'previous')) return;
      handler.current(shortcut, event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
