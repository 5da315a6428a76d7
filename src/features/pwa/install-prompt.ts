/**
 * The browser's install offer (beforeinstallprompt). It can come early, so the page's loader starts
 * listening at once; the Install button (static markup in the top bar, src/app/shell/install-button.tsx)
 * shows when it has come.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(next: BeforeInstallPromptEvent | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

export function installOffer(): BeforeInstallPromptEvent | null {
  return offer;
}

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor took (or turned down) the offer: it cannot be shown again. */
export function clearInstallOffer(): void {
  set(null);
}

/** Listens for the offer; `onOffer` runs each time the browser makes one. */
export function captureInstallOffer(onOffer: () => void): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the site shows its Install button instead.
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
    onOffer();
  });
  window.addEventListener('appinstalled', () => set(null));
}
