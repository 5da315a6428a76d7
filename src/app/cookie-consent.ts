import { useCallback, useEffect, useState } from 'react';
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
 * The cookie banner's state: hidden until COOKIE_BANNER_DELAY_MS after mount when no choice is
 * stored; Accept and Decline store the choice and hide it. Analytics load only after an accept.
 */
export function useCookieConsent() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const stored = readConsent();
    if (stored === 'true') {
      loadAnalytics();
      return;
    }
    if (stored === 'false') return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const choose = useCallback((value: CookieConsent) => {
    storeConsent(value);
    setVisible(false);
    if (value === 'true') loadAnalytics();
  }, []);

  return {
    visible,
    accept: useCallback(() => choose('true'), [choose]),
    decline: useCallback(() => choose('false'), [choose]),
  };
}
