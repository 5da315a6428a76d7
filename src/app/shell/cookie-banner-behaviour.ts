/**
 * What the static cookie banner does (see cookie-banner.tsx): shown COOKIE_BANNER_DELAY_MS after the
 * page's loader started (as the page finishes loading) when no choice is stored; Accept or Decline stores the choice (and an accept
 * loads the analytics) and hides it.
 */
import { COOKIE_BANNER_DELAY_MS, chooseConsent, readConsent, type CookieConsent } from '@/app/cookie-consent';
import { CONSENT_CHOICE_ATTRIBUTE, COOKIE_BANNER_ATTRIBUTE } from './shell-markers';

const banner = () => document.querySelector<HTMLElement>(`[${COOKIE_BANNER_ATTRIBUTE}]`);

function show(): void {
  const element = banner();
  if (element === null || readConsent() !== null) return;
  element.hidden = false;
  // Visible from the next frame, so the slide-in transition runs from the hidden position.
  window.requestAnimationFrame(() => window.requestAnimationFrame(() => element.setAttribute('data-visible', '')));
}

function hide(): void {
  const element = banner();
  if (element === null) return;
  element.removeAttribute('data-visible');
  element.hidden = true;
}

/** Shows the banner when it is due, if no choice is stored; returns a function that stops it. */
export function startCookieBanner(): () => void {
  if (readConsent() !== null) return () => undefined;
  const timer = window.setTimeout(show, COOKIE_BANNER_DELAY_MS);
  const onClick = (event: MouseEvent) => {
    const choice = event.target instanceof Element ? event.target.closest(`[${CONSENT_CHOICE_ATTRIBUTE}]`) : null;
    if (choice === null) return;
    // Hidden first: what waits for the choice (afterConsentChoice) then has the bottom of the screen to itself.
    hide();
    chooseConsent(choice.getAttribute(CONSENT_CHOICE_ATTRIBUTE) as CookieConsent);
  };
  document.addEventListener('click', onClick);
  return () => {
    window.clearTimeout(timer);
    document.removeEventListener('click', onClick);
  };
}
