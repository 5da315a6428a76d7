import { loadAnalytics } from './analytics';

/** localStorage key and values are the spec's. */
export const COOKIE_CONSENT_KEY = 'cookieConsent';
/** The banner appears this long after load when no choice is stored. */
export const COOKIE_BANNER_DELAY_MS = 1500;

export type CookieConsent = 'true' | 'false';

export function readConsent(storage: Storage = window.localStorage): CookieConsent | null {
  try {
    const value = storage.getItem(COOKIE_CONSENT_KEY);
    return value === 'true' || value === 'false' ? value : null;
  } catch {
    // Storage can be unavailable (private modes, blocked cookies): behave as if nothing is stored.
    return null;
  }
}

export function storeConsent(value: CookieConsent, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // Nothing to do: the choice holds for this visit only.
  }
}

/**
 * What the page does about consent when it starts: with an accepted choice stored it loads the
 * analytics; with no choice stored the banner is needed (the loader then mounts it).
 */
export function startConsent(): { needsBanner: boolean } {
  const stored = readConsent();
  if (stored === 'true') loadAnalytics();
  return { needsBanner: stored === null };
}

/** Dispatched on window when the visitor answers the cookie question. */
const CONSENT_CHOSEN_EVENT = 'kestrel:consent-chosen';

/** The visitor chose: the choice is stored, and an accept loads the analytics. */
export function chooseConsent(value: CookieConsent): void {
  storeConsent(value);
  if (value === 'true') loadAnalytics();
  window.dispatchEvent(new Event(CONSENT_CHOSEN_EVENT));
}

/**
 * Runs `callback` once the cookie question is answered: at once when a choice is stored from an
 * earlier visit, else when the visitor answers the banner. What would otherwise share the bottom of
 * the screen with the banner (the iOS install hint) waits for it.
 */
export function afterConsentChoice(callback: () => void): void {
  if (readConsent() !== null) callback();
  else window.addEventListener(CONSENT_CHOSEN_EVENT, () => callback(), { once: true });
}
