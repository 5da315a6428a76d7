/**
 * This browser's web push subscription for new leads: whether it can have one, whether it has
 * one, and turning it on (permission asked then, never before) or off, with the server told.
 */
import { inboxApi } from './inbox-api';

/** Where this browser stands: no push here, blocked by the person, or on or off. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** What turning it on came to: on, blocked, or the browser's question dismissed (asked again next time). */
export type TurnOnOutcome = 'on' | 'denied' | 'dismissed';

/** Push needs a service worker, the Push API and notifications (iOS: the installed app only). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window
  );
}

/** A VAPID key as PushManager.subscribe takes it: the bytes of its base64url text. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

function sameBytes(kept: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!kept) return false;
  const bytes = new Uint8Array(kept);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/** Where this browser stands now; asks nothing of the person. */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** Asks for permission (on the person's click), subscribes with the server's key and has the server keep it. */
export async function turnOnPush(): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const { publicKey } = await inboxApi.pushKey();
  const key = applicationServerKey(publicKey);
  const registration = await navigator.serviceWorker.ready;
  // A subscription made with another key (a server whose database was replaced) cannot be reused: subscribe() would refuse.
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameBytes(existing.options.applicationServerKey, key)) await existing.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await inboxApi.savePushSubscription(subscription.toJSON());
  return 'on';
}

/** Has the server forget this browser, then ends the subscription itself. */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await inboxApi.deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
