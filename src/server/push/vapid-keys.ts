import { createECDH } from 'node:crypto';
import type { Kysely } from 'kysely';
import { loadServerSecret } from '@/server/newsletter/server-secret';
import type { Database } from '@/server/store/schema';

/** The server secret that is the VAPID private key (RFC 8292): made on first need, kept in the store. */
export const VAPID_SECRET_NAME = 'vapid-private-key';

/** The server's application server key pair, base64url as web-push and PushManager.subscribe take them. */
export interface VapidKeys {
  /** The P-256 public key, uncompressed (65 bytes). */
  publicKey: string;
  /** The P-256 private key (32 bytes). */
  privateKey: string;
}

/**
 * The VAPID key pair every process on the database shares: the private key is a server secret
 * (32 random bytes, race-free on first need, see loadServerSecret) and the public key is derived
 * from it, so the pair can never be stored half-written. Changing it would orphan every subscription,
 * so it is never rotated by the server.
 */
export async function loadVapidKeys(db: Kysely<Database>, now: Date): Promise<VapidKeys> {
  const secret = await loadServerSecret(db, VAPID_SECRET_NAME, now);
  const ecdh = createECDH('prime256v1');
  // Throws for the one value in 2^32 that is not a P-256 private key: the operator then deletes the row.
  ecdh.setPrivateKey(secret);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: secret.toString('base64url') };
}

/**
 * The VAPID subject (a contact for push services): the site's address when it is https, else the
 * studio's notification address, else the site's contact address. web-push accepts only https: and mailto:.
 */
export function vapidSubject(siteUrl: string, fallbackEmail: string): string {
  const url = new URL(siteUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:${fallbackEmail}`;
}
