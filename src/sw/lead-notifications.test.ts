/**
 * The worker's push and notificationclick handlers against a fake scope: what is shown for a
 * lead's push, and where a click goes (an open inbox window, or a new one).
 */
import { describe, expect, it, vi } from 'vitest';
import type { LeadNotificationOptions, WindowOpener } from './lead-notifications';
import { LEAD_NOTIFICATION_ICON, openLeadNotification, readPushJson, showLeadNotification } from './lead-notifications';

const ORIGIN = 'https://kestrel.example';
const LEAD_ID = '0b8f3c4e-2f57-4c1b-9a53-0f3a7d2b6e11';
const PUSH = { title: 'Quote request from Ada Lovelace', leadId: LEAD_ID, url: `/studio?lead=${LEAD_ID}` };

function fakeRegistration() {
  const shown: { title: string; options: LeadNotificationOptions }[] = [];
  return {
    shown,
    showNotification: (title: string, options: LeadNotificationOptions) => {
      shown.push({ title, options });
      return Promise.resolve();
    },
  };
}

function fakeWindow(url: string, navigates = true, focuses = true) {
  const calls: string[] = [];
  return {
    url,
    calls,
    focus: vi.fn(() => {
      calls.push('focus');
      return focuses ? Promise.resolve() : Promise.reject(new DOMException('Not allowed to focus a window.', 'InvalidAccessError'));
    }),
    navigate: vi.fn((to: string) => {
      calls.push(`navigate ${to}`);
      return Promise.resolve(navigates ? {} : null);
    }),
  };
}

function fakeClients(windows: ReturnType<typeof fakeWindow>[]) {
  const opened: string[] = [];
  const clients: WindowOpener & { opened: string[] } = {
    opened,
    matchAll: vi.fn(() => Promise.resolve(windows)),
    openWindow: (url: string) => {
      opened.push(url);
      return Promise.resolve(null);
    },
  };
  return clients;
}

describe('the push handler', () => {
  it("shows the lead's title with a tag of its own and the app's icon, and keeps the lead for the click", async () => {
    const registration = fakeRegistration();
    await showLeadNotification(readPushJson({ json: () => PUSH }), registration);
    expect(registration.shown).toEqual([
      { title: 'Quote request from Ada Lovelace', options: { tag: `lead-${LEAD_ID}`, icon: LEAD_NOTIFICATION_ICON, data: PUSH } },
    ]);
    expect(LEAD_NOTIFICATION_ICON).toBe('/icons/icon-192.png');
  });

  it('takes the address from the id, never from the push', async () => {
    const registration = fakeRegistration();
    await showLeadNotification({ ...PUSH, url: 'https://evil.example/' }, registration);
    expect(registration.shown[0]?.options.data).toEqual(PUSH);
  });

  it('still shows something for a push it cannot read', async () => {
    const registration = fakeRegistration();
    const notJson = {
      json: () => {
        throw new SyntaxError('Unexpected token');
      },
    };
    await showLeadNotification(readPushJson(notJson), registration);
    await showLeadNotification(readPushJson(null), registration);
    expect(registration.shown).toEqual([
      { title: 'New lead in the studio inbox', options: { tag: 'lead', icon: LEAD_NOTIFICATION_ICON, data: null } },
      { title: 'New lead in the studio inbox', options: { tag: 'lead', icon: LEAD_NOTIFICATION_ICON, data: null } },
    ]);
  });
});

describe('the notification click', () => {
  it('focuses an open inbox window and takes it to the lead', async () => {
    const page = fakeWindow(`${ORIGIN}/about`);
    const inbox = fakeWindow(`${ORIGIN}/studio?lead=another`);
    const clients = fakeClients([page, inbox]);
    await openLeadNotification(PUSH, clients, ORIGIN);
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(inbox.calls).toEqual(['focus', `navigate ${ORIGIN}/studio?lead=${LEAD_ID}`]);
    expect(page.calls).toEqual([]);
    expect(clients.opened).toEqual([]);
  });

  it('still takes the inbox to the lead when the browser does not let it be focused', async () => {
    const inbox = fakeWindow(`${ORIGIN}/studio`, true, false);
    const clients = fakeClients([inbox]);
    await openLeadNotification(PUSH, clients, ORIGIN);
    expect(inbox.calls).toEqual(['focus', `navigate ${ORIGIN}/studio?lead=${LEAD_ID}`]);
    expect(clients.opened).toEqual([]);
  });

  it('opens the inbox at the lead when no inbox window is open (another site at /studio is not one)', async () => {
    const elsewhere = fakeWindow('https://other.example/studio');
    const clients = fakeClients([fakeWindow(`${ORIGIN}/`), elsewhere]);
    await openLeadNotification(PUSH, clients, ORIGIN);
    expect(clients.opened).toEqual([`${ORIGIN}/studio?lead=${LEAD_ID}`]);
    expect(elsewhere.calls).toEqual([]);
  });

  it('opens a new window when the open one cannot be taken there', async () => {
    const stuck = fakeWindow(`${ORIGIN}/studio`, false);
    const clients = fakeClients([stuck]);
    await openLeadNotification(PUSH, clients, ORIGIN);
    expect(stuck.calls).toEqual(['focus', `navigate ${ORIGIN}/studio?lead=${LEAD_ID}`]);
    expect(clients.opened).toEqual([`${ORIGIN}/studio?lead=${LEAD_ID}`]);
  });

  it('opens the inbox itself for a notification without a lead', async () => {
    const clients = fakeClients([]);
    await openLeadNotification(null, clients, ORIGIN);
    expect(clients.opened).toEqual([`${ORIGIN}/studio`]);
  });
});
