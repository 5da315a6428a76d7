import { useCallback, useEffect, useState } from 'react';
import { bannerDelay, chooseConsent, readConsent, type CookieConsent } from '../cookie-consent';

/**
 * The cookie banner's state: hidden until COOKIE_BANNER_DELAY_MS after the page started loading,
 * when no choice is stored; Accept and Decline store the choice and hide it.
 */
export function useCookieConsent() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readConsent() !== null) return;
    const timer = window.setTimeout(() => setVisible(true), bannerDelay(performance.now()));
    return () => window.clearTimeout(timer);
  }, []);

  const choose = useCallback((value: CookieConsent) => {
    chooseConsent(value);
    setVisible(false);
  }, []);

  return {
    visible,
    accept: useCallback(() => choose('true'), [choose]),
    decline: useCallback(() => choose('false'), [choose]),
  };
}
