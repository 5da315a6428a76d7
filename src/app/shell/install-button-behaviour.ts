/**
 * What the static Install button does (see install-button.tsx): shown while the browser's install
 * offer stands, it makes the offer on a click; gone once the app is installed or the offer taken.
 */
import { captureInstallOffer, clearInstallOffer, installOffer, subscribeToInstallOffer } from '@/features/pwa/install-prompt';
import { INSTALL_BUTTON_ATTRIBUTE } from './shell-markers';

/** The button's places: the top bar, and the menu (each shown at the widths that have room for it). */
const holders = () => document.querySelectorAll<HTMLElement>(`[${INSTALL_BUTTON_ATTRIBUTE}]`);

function sync(): void {
  for (const element of holders()) element.hidden = installOffer() === null;
}

async function install(): Promise<void> {
  const offer = installOffer();
  if (offer === null) return;
  await offer.prompt();
  const choice = await offer.userChoice;
  if (choice.outcome === 'accepted') clearInstallOffer();
}

export function startInstallButton(): void {
  subscribeToInstallOffer(sync);
  captureInstallOffer(sync);
  for (const element of holders()) element.addEventListener('click', () => void install());
}
