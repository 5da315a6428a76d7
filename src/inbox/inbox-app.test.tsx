import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test-utils/render';
import { clearInboxCache, loadSession, saveSession, type KeptSession } from './inbox-cache';
import { InboxApp } from './inbox-app';
import { INBOX_POLL_MS } from './inbox-query';

// The device's storage, as the test says it is.
vi.mock('./inbox-cache', () => ({
  loadSession: vi.fn(),
  saveSession: vi.fn(async () => undefined),
  clearInboxCache: vi.fn(async () => undefined),
  queryStorage: { getItem: vi.fn(async () => undefined), setItem: vi.fn(async () => undefined), removeItem: vi.fn(async () => undefined) },
}));

const NOW = Date.parse('2030-03-01T09:00:00.000Z');
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const emptyPage = { leads: [], nextCursor: null, counts: { new: 0, handled: 0, spam: 0, archived: 0 }, total: 0 };

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const asked = () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input);
    if (path === '/api/studio/session' && init?.method === 'POST') return json({ signedIn: true, expiresAt: '2030-03-01T21:00:00.000Z' });
    if (path === '/api/studio/session') return json({ signedIn: false, message: 'Not signed in.' }, 401);
    return json(emptyPage);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(loadSession).mockReset();
  vi.mocked(saveSession).mockClear();
  vi.mocked(clearInboxCache).mockClear();
});

function keep(session: KeptSession | undefined | 'unknown') {
  vi.mocked(loadSession).mockResolvedValue(session);
}

describe('the inbox before sign-in', () => {
  it.each([
    ['no session was signed in on this device', undefined],
    ['the session kept here has ended', { expiresAt: '2030-03-01T09:00:00.000Z' }],
  ] as const)('shows the sign-in form without asking the server (whose 401 the browser logs) when %s, and forgets the leads kept', async (_case, kept) => {
    keep(kept);
    renderWithTheme(<InboxApp />);
    expect(await screen.findByRole('heading', { name: 'Sign in to the inbox' })).toBeInTheDocument();
    expect(asked()).toEqual([]);
    expect(clearInboxCache).toHaveBeenCalledTimes(1);
  });

  it('asks the server while a session kept here may still be open, or when the device keeps nothing', async () => {
    for (const kept of [{ expiresAt: '2030-03-01T09:00:00.001Z' }, 'unknown'] as const) {
      keep(kept);
      fetchMock.mockClear();
      const view = renderWithTheme(<InboxApp />);
      expect(await screen.findByRole('heading', { name: 'Sign in to the inbox' })).toBeInTheDocument();
      expect(asked(), String(kept)).toEqual(['GET /api/studio/session']);
      view.unmount();
    }
  });

  it('keeps the end of the session it signs in with', async () => {
    keep(undefined);
    renderWithTheme(<InboxApp />);
    fireEvent.change(await screen.findByLabelText('Passphrase'), { target: { value: 'the-passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(saveSession).toHaveBeenCalledWith({ signedIn: true, expiresAt: '2030-03-01T21:00:00.000Z' });
    await waitFor(() => expect(asked()).toContain('GET /api/admin/leads?status=new&limit=50'));
    expect(asked()[0]).toBe('POST /api/studio/session');
  });
});

describe('the chart of leads over time', () => {
  it('asks for its numbers when the inbox opens, and again each time the list is refreshed from the server', async () => {
    keep({ expiresAt: '2030-03-01T21:00:00.000Z' });
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/studio/session' ? json({ signedIn: true, expiresAt: '2030-03-01T21:00:00.000Z' }) : json(emptyPage),
    );
    renderWithTheme(<InboxApp />);
    expect(await screen.findByRole('region', { name: 'Leads per week' })).toBeInTheDocument();
    const statsAsked = () => asked().filter((request) => request === 'GET /api/admin/stats').length;
    await waitFor(() => expect(statsAsked()).toBe(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(INBOX_POLL_MS);
    });
    await waitFor(() => expect(statsAsked()).toBe(2));
    expect(asked().filter((request) => request === 'GET /api/admin/leads?status=new&limit=50')).toHaveLength(2);
  });
});
