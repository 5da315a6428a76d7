/**
 * The inbox's notification button against a stubbed browser (Notification, PushManager, the
 * worker's registration) and server: permission asked on the click only, the subscription made
 * with the server's key and kept by the server, and turned off again; blocked and missing push said plainly.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test-utils/render';
import { PushToggle } from './push-toggle';

const PUBLIC_KEY = 'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';
const SUBSCRIPTION = { endpoint: 'https://push.example/send/abc', keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let permission: NotificationPermission;
let answer: NotificationPermission;
let subscription: { endpoint: string; toJSON: () => typeof SUBSCRIPTION; unsubscribe: ReturnType<typeof vi.fn> } | null;
const requestPermission = vi.fn(async () => {
  permission = answer;
  return answer;
});
const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
  subscription = { endpoint: SUBSCRIPTION.endpoint, toJSON: () => SUBSCRIPTION, unsubscribe: vi.fn(async () => true) };
  return subscription;
});
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const asked = () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}${init?.body ? ` ${String(init.body)}` : ''}`);

function stubBrowser({ push = true }: { push?: boolean } = {}) {
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  if (push) vi.stubGlobal('PushManager', function PushManager() {});
  else delete (window as { PushManager?: unknown }).PushManager;
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: { ready: Promise.resolve(registration) } }));
}

beforeEach(() => {
  permission = 'default';
  answer = 'granted';
  subscription = null;
  requestPermission.mockClear();
  subscribe.mockClear();
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input);
    if (path === '/api/admin/push/key') return json({ publicKey: PUBLIC_KEY });
    if (init?.method === 'DELETE') return json({ deleted: true, message: 'This browser is no longer told of new leads.' });
    return json({ subscribed: true, message: 'This browser is told of each new lead.' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { PushManager?: unknown }).PushManager;
});

describe('the notification button', () => {
  it('asks for permission only when pressed, then subscribes with the server key and has the server keep it', async () => {
    stubBrowser();
    renderWithTheme(<PushToggle />);
    const button = await screen.findByRole('button', { name: 'Notify me of new leads' });
    expect(requestPermission).not.toHaveBeenCalled();
    expect(asked()).toEqual([]);

    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Stop notifications' })).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    const options = subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual(Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : index)));
    expect(asked()).toEqual(['GET /api/admin/push/key', `PUT /api/admin/push/subscription ${JSON.stringify(SUBSCRIPTION)}`]);
  });

  it('turns off: the server forgets this browser, then the subscription ends', async () => {
    permission = 'granted';
    await subscribe({});
    const kept = subscription!;
    stubBrowser();
    renderWithTheme(<PushToggle />);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop notifications' }));
    expect(await screen.findByRole('button', { name: 'Notify me of new leads' })).toBeInTheDocument();
    expect(asked()).toEqual([`DELETE /api/admin/push/subscription ${JSON.stringify({ endpoint: SUBSCRIPTION.endpoint })}`]);
    expect(kept.unsubscribe).toHaveBeenCalledTimes(1);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('says so when the question is dismissed or blocked, and subscribes to nothing', async () => {
    stubBrowser();
    answer = 'default';
    renderWithTheme(<PushToggle />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notify me of new leads' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Notifications were not allowed. Press the button again to be asked again.');
    answer = 'denied';
    fireEvent.click(screen.getByRole('button', { name: 'Notify me of new leads' }));
    expect(
      await screen.findByText('Notifications are blocked for this site. Allow them in the browser’s site settings to be told of new leads.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    expect(asked()).toEqual([]);
  });

  it('says plainly when notifications are blocked, or this browser has no push', async () => {
    permission = 'denied';
    stubBrowser();
    const { unmount } = renderWithTheme(<PushToggle />);
    expect(
      await screen.findByText('Notifications are blocked for this site. Allow them in the browser’s site settings to be told of new leads.'),
    ).toBeInTheDocument();
    unmount();
    permission = 'default';
    stubBrowser({ push: false });
    renderWithTheme(<PushToggle />);
    expect(await screen.findByText('This browser cannot show notifications of new leads.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('ends a subscription made with another server key before subscribing again', async () => {
    const stale = {
      endpoint: 'https://push.example/send/old',
      options: { applicationServerKey: new Uint8Array(65).buffer },
      unsubscribe: vi.fn(async () => true),
    };
    stubBrowser();
    const registration = { pushManager: { getSubscription: async () => stale, subscribe } };
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: { ready: Promise.resolve(registration) } }));
    renderWithTheme(<PushToggle />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notify me of new leads' }));
    expect(await screen.findByRole('button', { name: 'Stop notifications' })).toBeInTheDocument();
    expect(stale.unsubscribe).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(asked()).toEqual(['GET /api/admin/push/key', `PUT /api/admin/push/subscription ${JSON.stringify(SUBSCRIPTION)}`]);
  });

  it('shows why turning on failed, and stays off', async () => {
    stubBrowser();
    fetchMock.mockImplementation(async () => json({ message: 'Cross-origin requests are refused.' }, 403));
    renderWithTheme(<PushToggle />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notify me of new leads' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications could not be changed: Cross-origin requests are refused.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notify me of new leads' })).toBeEnabled());
  });
});
