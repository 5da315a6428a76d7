import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/store/schema';
import { DamagedRowError } from '@/server/store/store-health';

/** How long a sign-in lasts: a working day. Not extended by use, so a stolen cookie ages out. */
export const STUDIO_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** 256 bits of randomness: a session id can neither be guessed nor enumerated. */
const SESSION_ID_BYTES = 32;
/** How the server stores a time (toISOString): anything else in the row was not written by it. */
const STORED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** The id as the cookie carries it: base64url of SESSION_ID_BYTES, without padding. */
const SESSION_ID_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Which ADMIN_TOKEN a session was opened with. SHA-256 of the token, prefixed so the digest is
 * of use for nothing but this comparison. Not an HMAC with a key in `server_secrets`: that key
 * would sit in the same database as the fingerprints, so whoever reads one reads the other, and
 * the HMAC would protect nothing the hash does not. What makes the fingerprint safe to store is
 * the token itself: the configuration refuses one with less than about 100 bits of randomness,
 * far beyond guessing from its digest. The hash needs no database round trip and is the same in
 * every process.
 */
export function tokenFingerprint(adminToken: string): string {
  return createHash('sha256').update('kestrel studio session\0', 'utf8').update(adminToken, 'utf8').digest('hex');
}

/** The database key of a session: its id never reaches the database, so a copy of it opens nothing. */
function idHash(sessionId: string): string {
  return createHash('sha256').update(sessionId, 'utf8').digest('hex');
}

function sameFingerprint(stored: string, expected: string): boolean {
  const a = Buffer.from(stored, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface StudioSession {
  expiresAt: Date;
}

export interface StudioSessionsOptions {
  db: Kysely<Database>;
  /** The configured ADMIN_TOKEN: sessions opened with another one are not valid. */
  adminToken: string;
  now: () => Date;
}

/**
 * The studio's signed-in sessions, kept in the database so every process on one database knows
 * them and a sign-out anywhere ends them everywhere.
 */
export class StudioSessions {
  private readonly db: Kysely<Database>;
  private readonly fingerprint: string;
  private readonly now: () => Date;

  constructor({ db, adminToken, now }: StudioSessionsOptions) {
    this.db = db;
    this.fingerprint = tokenFingerprint(adminToken);
    this.now = now;
  }

  /**
   * Opens a session and returns its id (for the cookie, never stored). Sweeps the sessions that
   * can no longer be used (expired, or opened with a token since rotated) on the way: sign-ins
   * are the only thing that adds rows, so the table stays as small as its live sessions.
   */
  async create(): Promise<{ id: string; expiresAt: Date }> {
    const now = this.now();
    const id = randomBytes(SESSION_ID_BYTES).toString('base64url');
    const expiresAt = new Date(now.getTime() + STUDIO_SESSION_TTL_MS);
    await this.db
      .deleteFrom('studio_sessions')
      .where((row) => row.or([row('expires_at', '<=', now.toISOString()), row('token_fingerprint', '!=', this.fingerprint)]))
      .execute();
    await this.db
      .insertInto('studio_sessions')
      .values({ id_hash: idHash(id), token_fingerprint: this.fingerprint, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
      .execute();
    return { id, expiresAt };
  }

  /** The session the id opens, if it still may: known, not expired, opened with today's token. */
  async verify(id: string | undefined): Promise<StudioSession | undefined> {
    if (id === undefined || !SESSION_ID_SHAPE.test(id)) return undefined;
    const hash = idHash(id);
    const row = await this.db.selectFrom('studio_sessions').select(['token_fingerprint', 'expires_at']).where('id_hash', '=', hash).executeTakeFirst();
    if (!row) return undefined;
    if (!STORED_INSTANT.test(row.expires_at) || Number.isNaN(Date.parse(row.expires_at)))
      throw new DamagedRowError('the expiry of a studio session is not a time');
    if (row.expires_at <= this.now().toISOString() || !sameFingerprint(row.token_fingerprint, this.fingerprint)) {
      // It can never be valid again: forget it now rather than at the next sign-in's sweep.
      await this.db.deleteFrom('studio_sessions').where('id_hash', '=', hash).execute();
      return undefined;
    }
    return { expiresAt: new Date(row.expires_at) };
  }

  /** Ends the session (sign-out); an unknown or malformed id is nothing to end. */
  async delete(id: string | undefined): Promise<void> {
    if (id === undefined || !SESSION_ID_SHAPE.test(id)) return;
    await this.db.deleteFrom('studio_sessions').where('id_hash', '=', idHash(id)).execute();
  }
}
