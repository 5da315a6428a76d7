import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showOfflineReady, showShellNotice } from './shell-notice';
import { OFFLINE_READY_ATTRIBUTE } from './shell-markers';
import { ShellNotices } from './shell-notices';

describe('the shell notices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(createElement(ShellNotices));
  });
  afterEach(() => vi.useRealTimers());

  it('are all hidden until one is shown', () => {
    expect(screen.queryAllByRole('status')).toEqual([]);
  });

  it('shows the offline notice for 6 s', () => {
    showShellNotice('offline');
    const shown = screen.getAllByRole('status');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.textContent).toBe('You are offline. That page has not been saved on this device yet. It opens once you are back online.');
    vi.advanceTimersByTime(5999);
    expect(screen.queryAllByRole('status')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(screen.queryAllByRole('status')).toEqual([]);
  });

  it('counts its 6 s again when shown again', () => {
    showShellNotice('offline');
    vi.advanceTimersByTime(4000);
    showShellNotice('offline');
    vi.advanceTimersByTime(4000);
    expect(screen.getByRole('status').textContent).toBe('You are offline. That page has not been saved on this device yet. It opens once you are back online.');
    vi.advanceTimersByTime(2000);
    expect(screen.queryAllByRole('status')).toEqual([]);
  });
});

describe("the footer's offline line", () => {
  it('stays hidden until the site is saved on the device, then shows for good, with no notice over the page', () => {
    vi.useFakeTimers();
    render(createElement('p', { hidden: true, [OFFLINE_READY_ATTRIBUTE]: '' }, 'Available offline'));
    render(createElement(ShellNotices));
    const line = () => document.querySelector<HTMLElement>(`[${OFFLINE_READY_ATTRIBUTE}]`)!;
    expect(line().hidden).toBe(true);
    showOfflineReady();
    expect(line().hidden).toBe(false);
    expect(screen.queryAllByRole('status')).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(line().hidden).toBe(false);
    vi.useRealTimers();
  });
});
