import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterConsentChoice, COOKIE_BANNER_DELAY_MS, COOKIE_CONSENT_KEY, readConsent, startConsent } from './cookie-consent';
import { CookieBanner } from './shell/cookie-banner';
import { startCookieBanner } from './shell/cookie-banner-behaviour';
import * as analytics from './analytics';

describe('cookie consent', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    render(<CookieBanner />);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  const banner = () => document.querySelector<HTMLElement>('section[aria-label="Cookie consent"]')!;
  const shown = () => !banner().hidden;
  const start = () => {
    stop = startCookieBanner();
  };

  it('shows the banner 1.5 s after load when no choice is stored', () => {
    start();
    expect(shown()).toBe(false);
    void act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS - 1));
    expect(shown()).toBe(false);
    void act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(true);
    // Slides in from the next frames on.
    void act(() => vi.advanceTimersByTime(50));
    expect(banner()).toHaveAttribute('data-visible');
  });

  it.each(['true', 'false'])('never shows the banner when %s is stored', (stored) => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, stored);
    start();
    void act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS * 10));
    expect(shown()).toBe(false);
  });

  it('treats an unknown stored value as no choice', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'maybe');
    expect(readConsent()).toBeNull();
    start();
    void act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    expect(shown()).toBe(true);
  });

  it('Accept stores "true", hides the banner and loads analytics', () => {
    const load = vi.spyOn(analytics, 'loadAnalytics').mockReturnValue(true);
    start();
    void act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(within(banner()).getByRole('button', { name: 'Accept' }));
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(shown()).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('Decline stores "false", hides the banner and never loads analytics', () => {
    const load = vi.spyOn(analytics, 'loadAnalytics').mockReturnValue(true);
    start();
    void act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    fireEvent.click(within(banner()).getByRole('button', { name: 'Decline' }));
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('false');
    expect(shown()).toBe(false);
    void act(() => vi.advanceTimersByTime(60_000));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads analytics on start when consent was given on an earlier visit, and needs no banner', () => {
    const load = vi.spyOn(analytics, 'loadAnalytics').mockReturnValue(true);
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    expect(startConsent()).toEqual({ needsBanner: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('needs the banner on start only when no choice is stored, and loads nothing then', () => {
    const load = vi.spyOn(analytics, 'loadAnalytics').mockReturnValue(true);
    expect(startConsent()).toEqual({ needsBanner: true });
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'false');
    expect(startConsent()).toEqual({ needsBanner: false });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('what waits for the cookie choice (the iOS install hint)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<CookieBanner />);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  const banner = () => document.querySelector<HTMLElement>('section[aria-label="Cookie consent"]')!;

  it('runs at once when a choice is stored from an earlier visit', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'false');
    const next = vi.fn();
    afterConsentChoice(next);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it.each(['Accept', 'Decline'])('waits while the banner asks, and runs once %s hides it', (choice) => {
    vi.spyOn(analytics, 'loadAnalytics').mockReturnValue(true);
    const stop = startCookieBanner();
    const next = vi.fn(() => expect(banner().hidden).toBe(true));
    afterConsentChoice(next);
    void act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    expect(banner().hidden).toBe(false);
    void act(() => vi.advanceTimersByTime(60_000));
    expect(next).not.toHaveBeenCalled();
    fireEvent.click(within(banner()).getByRole('button', { name: choice }));
    expect(next).toHaveBeenCalledTimes(1);
    // Once only: a later choice (on another page's banner) does not run it again.
    window.dispatchEvent(new Event('kestrel:consent-chosen'));
    expect(next).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('loadAnalytics', () => {
  afterEach(() => document.getElementById('page-view-analytics')?.remove());

  it('does nothing when no script URL is configured', () => {
    expect(analytics.loadAnalytics(undefined)).toBe(false);
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it('adds the script once', () => {
    expect(analytics.loadAnalytics('/_insights/script.js')).toBe(true);
    expect(analytics.loadAnalytics('/_insights/script.js')).toBe(false);
    expect(document.querySelectorAll('#page-view-analytics')).toHaveLength(1);
  });
});
