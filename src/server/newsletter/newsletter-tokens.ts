import { createHmac, timingSafeEqual } from 'node:crypto';
import { DAY_MS, NEWSLETTER_CONFIRM_LINK_DAYS } from '@/leads/retention';

/**
 * Signed newsletter links. A token binds a purpose and an address (normalised, lower case) with
 * HMAC-SHA256 under the server's own secret; a confirm token also carries when it was made.
 *   confirm:     c.<issued, milliseconds since 1970, base 36>.<address, base64url>.<mac, base64url>
 *   unsubscribe: u.<address, base64url>.<mac, base64url>
 */
export type TokenPurpose = 'confirm' | 'unsubscribe';

/** A confirmation link works this long after the sign-up that mailed it. */
export const CONFIRM_TOKEN_TTL_DAYS = NEWSLETTER_CONFIRM_LINK_DAYS;
export const CONFIRM_TOKEN_TTL_MS = CONFIRM_TOKEN_TTL_DAYS * DAY_MS;
/** A confirm token made by a server whose clock runs this much ahead is still taken. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Far longer than any token this server makes (an address is at most 254 characters). */
const MAX_TOKEN_LENGTH = 1_000;

const PURPOSE_CODES: Record<TokenPurpose, string> = { confirm: 'c', unsubscribe: 'u' };

export type TokenCheck = { ok: true; email: string; issuedAt?: Date } | { ok: false; reason: 'invalid' | 'wrong-purpose' | 'expired' };

function mac(secret: Buffer, purpose: TokenPurpose, issued: string, email: string): Buffer {
  return createHmac('sha256', secret).update(`kestrel-newsletter\n${purpose}\n${issued}\n${email}`, 'utf8').digest();
}

function encodeAddress(email: string): string {
  return Buffer.from(email, 'utf8').toString('base64url');
}

/** base64url text back to bytes, or undefined when it is not canonical base64url. */
function decodeBase64Url(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}

export interface NewsletterTokens {
  sign(purpose: TokenPurpose, email: string, now: Date): string;
  /** Checks a token for `purpose`; expiry (confirm only) against `now`. */
  verify(token: string, purpose: TokenPurpose, now: Date): TokenCheck;
}

/** Token signing and checking under `secret` (see loadServerSecret). */
export function newsletterTokens(secret: Buffer): NewsletterTokens {
  return {
    sign(purpose, email, now) {
      const address = encodeAddress(email);
      if (purpose === 'unsubscribe') return `${PURPOSE_CODES.unsubscribe}.${address}.${mac(secret, purpose, '', email).toString('base64url')}`;
      const issued = now.getTime().toString(36);
      return `${PURPOSE_CODES.confirm}.${issued}.${address}.${mac(secret, purpose, issued, email).toString('base64url')}`;
    },
    verify(token, purpose, now) {
      if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
      const parts = token.split('.');
      const code = parts[0];
      const known = Object.entries(PURPOSE_CODES).find(([, value]) => value === code)?.[0] as TokenPurpose | undefined;
      if (!known) return { ok: false, reason: 'invalid' };
      const expectedParts = known === 'confirm' ? 4 : 3;
      if (parts.length !== expectedParts) return { ok: false, reason: 'invalid' };
      const issued = known === 'confirm' ? parts[1]! : '';
      if (known === 'confirm' && !/^[0-9a-z]{1,12}$/.test(issued)) return { ok: false, reason: 'invalid' };
      const addressBytes = decodeBase64Url(parts[expectedParts - 2]!);
      const given = decodeBase64Url(parts[expectedParts - 1]!);
      if (!addressBytes || !given) return { ok: false, reason: 'invalid' };
      let email: string;
      try {
        email = new TextDecoder('utf-8', { fatal: true }).decode(addressBytes);
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      const expected = mac(secret, known, issued, email);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
      // Genuine, but made for the other link: a confirm link cannot unsubscribe, nor the reverse.
      if (known !== purpose) return { ok: false, reason: 'wrong-purpose' };
      if (known === 'unsubscribe') return { ok: true, email };
      const issuedAt = new Date(parseInt(issued, 36));
      const age = now.getTime() - issuedAt.getTime();
      if (age > CONFIRM_TOKEN_TTL_MS || age < -CLOCK_SKEW_MS) return { ok: false, reason: 'expired' };
      return { ok: true, email, issuedAt };
    },
  };
}
