/**
 * The page's loader, the one script every page runs on arrival. The page is already complete
 * prerendered HTML; this only makes its interactive parts work, each when it is needed:
 * - the islands, each on its own trigger (src/islands, given the site's islands by site-islands.ts);
 * - small scripts for what moves but takes no input: scroll effects, this year in the footer, the
 *   cookie banner, the typing headline and the counters (no React for any of them), and Escape for
 *   the notices that styles show on hover and focus;
 * - the router application, loaded on the first sign of in-site navigation (spa-links.ts);
 * - consent, the install offer, and (when idle after load) the service worker and the outbox;
 * - the visit's arrival, kept for the source of the leads it sends (src/outbox/visit-source.ts).
 * React, Mantine and the rest load with the first island or navigation that needs them.
 */
import './shell-styles';
import { showCurrentYear } from '@/components/current-year';
import { startHoverNotices } from '@/components/hover-notice';
import { shouldHintIos } from '@/features/pwa/ios-install-hint';
import { startQuoteSelection } from '@/features/product-pages/quote-selection';
import { startCountUps } from '@/features/about/count-up';
import { startTypingHeadlines } from '@/features/home/typing-text';
import { afterConsentChoice, startConsent } from '@/app/cookie-consent';
import { startCookieBanner } from '@/app/shell/cookie-banner-behaviour';
import { startInstallButton } from '@/app/shell/install-button-behaviour';
import { showOfflineReady } from '@/app/shell/shell-notice';
import { startIslands } from '@/islands/runtime';
import { afterLoad, onIdle } from '@/islands/timing';
import { startMenuState } from '@/app/shell/menu-state';
import { startScrollEffects } from '@/app/shell/scroll-effects';
import { recordVisitSource } from '@/outbox/visit-source';
import { siteIslands } from './site-islands';
import { startSpaLinks } from './spa-links';

// The visit's arrival (campaign tags, referring site), kept for the leads it may send: on the landing page.
recordVisitSource();
showCurrentYear();
startScrollEffects();
startMenuState();
startHoverNotices();
// It takes over the clicks the inline holder kept, and renders client-only islands on request.
const islands = startIslands(siteIslands);
startSpaLinks();
startQuoteSelection();

startInstallButton();

if (startConsent().needsBanner) startCookieBanner();

afterLoad(() => {
  startTypingHeadlines();
  startCountUps();
  onIdle(() => {
    // The bottom of the screen holds one overlay at a time: the cookie question first, then the hint.
    if (shouldHintIos()) afterConsentChoice(() => void islands.mountIsland('features/pwa/ios-install-hint'));
    // "Available offline" is a quiet line of the footer's static markup: no React, and no overlay.
    void import('@/features/pwa/pwa-start').then(({ startPwa }) => startPwa(showOfflineReady));
  });
});

document.documentElement.setAttribute('data-boot', 'ready');
