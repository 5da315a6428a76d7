import { ECDH } from 'node:crypto';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { adminJsonBody, parseBody } from '@/server/admin/inbox-routes';
import type { Database } from '@/server/store/schema';
import { deletePushSubscription, savePushSubscription } from './push-subscriptions';
import { loadVapidKeys } from './vapid-keys';

/** Push service URLs are a few hundred characters; far more is no push service's. */
const MAX_ENDPOINT_LENGTH = 2048;
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;

/**
 * A push service's address: https:// (lead news leaves the server encrypted and to a known host),
 * or http:// to this machine when PUSH_ALLOW_HTTP_LOOPBACK says so (a local push service in tests).
 * No user name or password.
 */
export function isPushEndpoint(value: string, allowHttpLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (allowHttpLoopback && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** Base64url (padding allowed, as some browsers add it) decoding to exactly `bytes` bytes. */
function base64urlKey(bytes: number) {
  return z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `must be ${bytes} bytes, base64url`);
}

/** A P-256 point the payload can be encrypted to (ECDH.convertKey refuses one off the curve). */
function isP256Point(value: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(value, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

function endpointSchema(allowHttpLoopback: boolean) {
  const message = allowHttpLoopback
    ? 'endpoint must be an https:// URL (http:// only for localhost, 127.0.0.1 or [::1]), without a user name or password'
    : 'endpoint must be an https:// URL without a user name or password';
  return z
    .string({ error: message })
    .max(MAX_ENDPOINT_LENGTH, `endpoint must be at most ${MAX_ENDPOINT_LENGTH} characters`)
    .refine((value) => isPushEndpoint(value, allowHttpLoopback), message);
}

/** PushSubscription.toJSON(): the endpoint and the keys the payload is encrypted to (expirationTime ignored). */
function subscriptionSchema(allowHttpLoopback: boolean) {
  return z.object({
    endpoint: endpointSchema(allowHttpLoopback),
    keys: z.object(
      {
        p256dh: base64urlKey(P256DH_BYTES).refine(isP256Point, 'must be a P-256 public key'),
        auth: base64urlKey(AUTH_BYTES),
      },
      { error: 'keys must hold p256dh and auth' },
    ),
  });
}

export interface PushRoutesDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** PUSH_ALLOW_HTTP_LOOPBACK: http:// endpoints on this machine are accepted (tests, development). */
  allowHttpLoopback: boolean;
}

/**
 * The studio's web push, under the admin API (its door and same-origin rule): the server's VAPID
 * public key for PushManager.subscribe, and keeping or forgetting this browser's subscription.
 */
export function createPushRoutes({ db, now, allowHttpLoopback }: PushRoutesDeps): Hono {
  const routes = new Hono();
  const subscription = subscriptionSchema(allowHttpLoopback);
  const unsubscription = z.object({ endpoint: endpointSchema(true) });

  routes.get('/push/key', async (c) => {
    const { publicKey } = await loadVapidKeys(db, now());
    return c.json({ publicKey });
  });

  routes.put('/push/subscription', adminJsonBody(), async (c) => {
    const body = parseBody(c, subscription, '{"endpoint":"https://push.example/…","keys":{"p256dh":"…","auth":"…"}}');
    if ('refusal' in body) return body.refusal;
    const { endpoint, keys } = body.data;
    await savePushSubscription(db, { endpoint, p256dh: keys.p256dh, auth: keys.auth }, now());
    return c.json({ subscribed: true, message: 'This browser is told of each new lead.' });
  });

  routes.delete('/push/subscription', adminJsonBody(), async (c) => {
    const body = parseBody(c, unsubscription, '{"endpoint":"https://push.example/…"}');
    if ('refusal' in body) return body.refusal;
    const deleted = await deletePushSubscription(db, body.data.endpoint);
    return c.json({ deleted, message: deleted ? 'This browser is no longer told of new leads.' : 'No such subscription: nothing was deleted.' });
  });
  return routes;
}
