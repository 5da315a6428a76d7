import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_DELAY_MS, COOKIE_CONSENT_KEY, readConsent, useCookieConsent } from './cookie-consent';
import * as analytics from './analytics';

describe('cookie consent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the banner 1.5 s after load when no choice is stored', () => {
    const { result } = renderHook(() => useCookieConsent());
    expect(result.current.visible).toBe(false);
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS - 1));
    expect(result.current.visible).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.visible).toBe(true);
  });

  it.each(['true', 'false'])('never shows the banner when %s is stored', (stored) => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, stored);
    const { result } = renderHook(() => useCookieConsent());
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS * 10));
    expect(result.current.visible).toBe(false);
  });

  it('treats an unknown stored value as no choice', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'maybe');
    expect(readConsent()).toBeNull();
    const { result } = renderHook(() => useCookieConsent());
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    expect(result.current.visible).toBe(true);
  });

  it('Accept stores "true", hides the banner and loads analytics', () => {
    const load = vi.spyOn(analytics, 'loadAnalytics').mockReturnValue(true);
    const { result } = renderHook(() => useCookieConsent());
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.accept());
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(result.current.visible).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('Decline stores "false", hides the banner and never loads analytics', () => {
    const load = vi.spyOn(analytics, 'loadAnalytics').mockReturnValue(true);
    const { result } = renderHook(() => useCookieConsent());
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    act(() => result.current.decline());
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('false');
    expect(result.current.visible).toBe(false);
    act(() => vi.advanceTimersByTime(60_000));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads analytics on start when consent was given on an earlier visit', () => {
    const load = vi.spyOn(analytics, 'loadAnalytics').mockReturnValue(true);
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    renderHook(() => useCookieConsent());
    expect(load).toHaveBeenCalledTimes(1);
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
