import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showShellNotice } from './shell-notice';
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

  it('shows the offline-ready notice for 6 s, and only it', () => {
    showShellNotice('offline-ready');
    const shown = screen.getAllByRole('status');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.textContent).toBe('Ready to work offline. This site now opens without a connection, portfolio and catalogue included.');
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
