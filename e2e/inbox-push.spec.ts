/**
 * Web push in the studio's inbox, in Chromium against the real server: the button asks for
 * permission only when pressed and has the server keep (and forget) the subscription; a lead's push
 * delivered to the site's service worker (DevTools' ServiceWorker.deliverPushMessage) shows its
 * notification, and the notification's click takes the open inbox to that lead.
 *
 * Headless Chromium reaches no real push service, so the first test stands in for
 * PushManager.subscribe with a subscription of its own making (its endpoint refuses connections);
 * the encryption and the push service's side are tested in src/server/push/push-sender.test.ts. A
 * notification cannot be clicked here either: the click is dispatched in the worker, where the
 * browser lets the handler take the window to the lead but not focus it or open a new one.
 */
import type { Page } from '@playwright/test';
import { inboxLeadPath } from '@/leads/lead-push';
import { postLead, signInToInbox } from './support/inbox';
import { waitForOfflineReady } from './support/pwa';
import { expect, test } from './support/test';

/** A word only this test's leads hold. */
function tagFor(label: string): string {
  return `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The notifications the site's worker shows now: title and tag. */
function shownNotifications(page: Page): Promise<{ title: string; tag: string }[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({ title: notification.title, tag: notification.tag }));
  });
}

test.describe('web push in the studio inbox', () => {
  test('asks for permission only when the button is pressed, and the server keeps then forgets the subscription', async ({ page, context }) => {
    const endpoint = `https://127.0.0.1:9/push/${tagFor('e2e')}`;
    // Counts the permission questions, and answers subscribe() with a subscription of its own.
    await page.addInitScript((fakeEndpoint) => {
      const state = { asks: 0, subscribed: false };
      (window as unknown as { pushTest: typeof state }).pushTest = state;
      const ask = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = () => {
        state.asks += 1;
        return ask();
      };
      const fake = {
        endpoint: fakeEndpoint,
        toJSON: () => ({
          endpoint: fakeEndpoint,
          expirationTime: null,
          keys: {
            // A P-256 point (the generator) and 16 bytes: the server checks both.
            p256dh: 'BGsX0fLhLEJH-Lzm5WOkQPJ3A32BLeszoPShOUXYmMKWT-NC4v4af5uO5-tKfA-eFivOM1drMV7Oy7ZAaDe_UfU',
            auth: 'AAECAwQFBgcICQoLDA0ODw',
          },
        }),
        unsubscribe: () => {
          state.subscribed = false;
          return Promise.resolve(true);
        },
      };
      PushManager.prototype.getSubscription = () => Promise.resolve(state.subscribed ? (fake as unknown as PushSubscription) : null);
      PushManager.prototype.subscribe = () => {
        state.subscribed = true;
        return Promise.resolve(fake as unknown as PushSubscription);
      };
    }, endpoint);
    await context.grantPermissions(['notifications']);
    await signInToInbox(page);
    const turnOn = page.getByRole('button', { name: 'Notify me of new leads' });
    await expect(turnOn).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { pushTest: { asks: number } }).pushTest.asks)).toBe(0);

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/admin/push/subscription') && response.request().method() === 'PUT');
    await turnOn.click();
    expect((await saved).status()).toBe(200);
    expect(JSON.parse((await saved).request().postData() ?? '{}')).toMatchObject({ endpoint });
    await expect(page.getByRole('button', { name: 'Stop notifications' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { pushTest: { asks: number } }).pushTest.asks)).toBe(1);

    const forgotten = page.waitForResponse((response) => response.url().endsWith('/api/admin/push/subscription') && response.request().method() === 'DELETE');
    await page.getByRole('button', { name: 'Stop notifications' }).click();
    expect(await (await forgotten).json()).toEqual({ deleted: true, message: 'This browser is no longer told of new leads.' });
    await expect(page.getByRole('button', { name: 'Notify me of new leads' })).toBeVisible();
  });

  test("shows a lead's push as a notification, and its click opens that lead in the inbox", async ({ page, context, request }) => {
    const tag = tagFor('push');
    const leadId = await postLead(request, '/api/contact.js', {
      from_name: `Ada ${tag}`,
      from_email: `ada.${tag}@leads.example`,
      message: `Not in the notification (${tag}).`,
    });
    await context.grantPermissions(['notifications']);
    await signInToInbox(page);
    await waitForOfflineReady(page);

    // The push as the server sends it, delivered to the worker by the browser itself.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const registration = registrations.find((found) => found.scopeURL === new URL('/', page.url()).href && !found.isDeleted);
        if (registration) resolve(registration.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const title = `Contact message from Ada ${tag}`;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registrationId,
      data: JSON.stringify({ title, leadId, url: inboxLeadPath(leadId) }),
    });
    await expect.poll(() => shownNotifications(page)).toContainEqual({ title, tag: `lead-${leadId}` });

    // The click, dispatched in the worker with the notification shown: the open inbox goes to the lead.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    await worker!.evaluate(async (wantedTag) => {
      // The worker's own globals, which the page's types (DOM) do not name.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications({ tag: wantedTag });
      if (!notification) throw new Error(`No notification ${wantedTag}`);
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    }, `lead-${leadId}`);
    await expect(page).toHaveURL(new RegExp(`/studio\\?lead=${leadId}$`));
    await expect(page.getByRole('heading', { level: 2, name: `Ada ${tag}` })).toBeVisible();
    await expect.poll(() => shownNotifications(page)).not.toContainEqual({ title, tag: `lead-${leadId}` });
  });
});
