import { describe, expect, it } from 'vitest';
import { shortcutOf, stepFrom } from './inbox-shortcuts';

const press = (key: string, target: EventTarget | null = document.body, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
  shortcutOf({ key, target, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

function element(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.querySelector<HTMLElement>('[data-target]')!;
}

describe("the inbox's keyboard shortcuts", () => {
  it('reads each key as its shortcut', () => {
    expect(['j', 'k', 'Enter', 'h', 's', 'a', 'r', '/', '?', 'x'].map((key) => press(key))).toEqual([
      'next',
      'previous',
      'open',
      'handled',
      'spam',
      'archived',
      'reply',
      'search',
      'help',
      undefined,
    ]);
  });

  it('ignores keys typed in a field, held with Ctrl, Cmd or Alt, or pressed inside a dialog', () => {
    expect(press('h', element('<input data-target type="search">'))).toBeUndefined();
    expect(press('j', element('<textarea data-target></textarea>'))).toBeUndefined();
    expect(press('s', element('<select data-target><option>a</option></select>'))).toBeUndefined();
    expect(press('a', element('<div data-target contenteditable="true"></div>'))).toBeUndefined();
    expect(press('r', document.body, { ctrlKey: true })).toBeUndefined();
    expect(press('k', document.body, { metaKey: true })).toBeUndefined();
    expect(press('h', element('<div role="dialog"><button data-target>Cancel</button></div>'))).toBeUndefined();
    // A radio or a button is not typed in: the shortcuts work there, Enter only where it does nothing of its own.
    expect(press('j', element('<input data-target type="radio">'))).toBe('next');
    expect(press('h', element('<button data-target>Row</button>'))).toBe('handled');
    expect(press('Enter', element('<button data-target>Row</button>'))).toBeUndefined();
    expect(press('Enter', element('<h2 data-target tabindex="-1">Ana</h2>'))).toBe('open');
  });

  it('moves along the list, and after a lead that left it, to the one that took its place', () => {
    const ids = ['a', 'b', 'c'];
    expect(stepFrom(ids, null, 0, 1)).toBe('a');
    expect(stepFrom(ids, null, 0, -1)).toBe('c');
    expect(stepFrom(ids, 'a', 0, 1)).toBe('b');
    expect(stepFrom(ids, 'c', 2, 1)).toBeUndefined();
    expect(stepFrom(ids, 'a', 0, -1)).toBeUndefined();
    // 'x' was second (place 1) and left: 'b' took its place.
    expect(stepFrom(ids, 'x', 1, 1)).toBe('b');
    expect(stepFrom(ids, 'x', 1, -1)).toBe('a');
    // The last one left: the new last one is next and previous alike.
    expect(stepFrom(ids, 'x', 3, 1)).toBe('c');
    expect(stepFrom(ids, 'x', 3, -1)).toBe('c');
    expect(stepFrom([], 'x', 0, 1)).toBeUndefined();
  });
});
