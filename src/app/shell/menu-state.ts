/**
 * The mobile menu is a native popover and opens without any script. Once the loader runs, the
 * menu button also says what it does now ('Open menu' / 'Close menu') and carries aria-expanded,
 * kept in step with the popover whichever way it opens or closes (button, Escape, a tap outside,
 * a navigation).
 */
import { MOBILE_MENU_ID } from './shell-markers';

export const MENU_LABELS = { open: 'Open menu', close: 'Close menu' } as const;

function sync(menu: HTMLElement, open: boolean): void {
  const button = document.querySelector<HTMLButtonElement>(`button[popovertarget="${MOBILE_MENU_ID}"]`);
  if (button === null) return;
  button.setAttribute('aria-expanded', String(open));
  const label = button.querySelector('.visually-hidden');
  if (label) label.textContent = open ? MENU_LABELS.close : MENU_LABELS.open;
  menu.dataset.open = String(open);
}

export function startMenuState(): void {
  const menu = document.getElementById(MOBILE_MENU_ID);
  if (menu === null) return;
  sync(menu, menu.matches(':popover-open'));
  menu.addEventListener('toggle', (event) => sync(menu, event.newState === 'open'));
}
