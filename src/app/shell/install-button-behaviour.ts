/**
 * What the static Install button does (see install-button.tsx): shown while the browser's install
 * offer stands, it makes the offer on a click; gone once the app is installed or the offer taken.
 */
import { captureInstallOffer, clearInstallOffer, installOffer, subscribeToInstallOffer } from '@/features/pwa/install-prompt';
import { INSTALL_BUTTON_ATTRIBUTE } from './shell-markers';

const holder = () => document.querySelector<HTMLElement>(`[${INSTALL_BUTTON_ATTRIBUTE}]`);

function sync(): void {
  const element = holder();
  if (element) element.hidden = installOffer() === null;
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
  holder()?.addEventListener('click', () => void install());
}
