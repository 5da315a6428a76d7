import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '@/server/store/open-store';
import { createTestApp, fromSocket } from '@/server/testing/test-app';
import { openStoreForTests, storesUnderTest } from '@/server/testing/test-store';

const ADMIN_TOKEN = 'studio-sign-in-token-0123456789';
const ROTATED_TOKEN = 'rotated-studio-token-9876543210';
/** SITE_URL's default: the studio's own origin in these tests. */
const STUDIO_ORIGIN = 'http://localhost:3000';
const START = new Date('2030-06-01T09:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
const SESSION_COOKIE = /^kestrel_studio=([A-Za-z0-9_-]{43}); Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/;
const CLEARED_COOKIE = 'kestrel_studio=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict';
const CROSS_ORIGIN = { message: 'Cross-origin requests are refused.' };
const WRONG = { message: 'That passphrase is not right.' };
const NOT_SIGNED_IN = { signedIn: false, message: 'You are not signed in to the studio.' };
const ADMIN_TOKEN_REQUIRED = { message: 'A valid admin token is required.' };

describe.each(storesUnderTest('studio_sessions'))('the studio sign-in on $label', { timeout: 20_000 }, ({ open }) => {
  let store: Store;
  let now: Date;

  openStoreForTests((opened) => (store = opened), open);
  beforeEach(async () => {
    now = START;
    await sql`delete from studio_sessions`.execute(store.db);
    await sql`delete from auth_failures`.execute(store.db);
  });

  const studioApp = (env: Record<string, string> = {}) => createTestApp(store, { env: { ADMIN_TOKEN, ...env }, now: () => now });
  type App = ReturnType<typeof studioApp>;

  interface Call {
    method?: string;
    cookie?: string;
    origin?: string | null;
    headers?: Record<string, string>;
    body?: string;
    env?: unknown;
    url?: string;
  }

  /** A request as the studio's page makes it: from its own origin unless told otherwise. */
  function call(app: App, path: string, { method = 'GET', cookie, origin = STUDIO_ORIGIN, headers = {}, body, env, url }: Call = {}) {
    const all: Record<string, string> = { ...headers };
    if (origin !== null) all.Origin = origin;
    if (cookie !== undefined) all.Cookie = `kestrel_studio=${cookie}`;
    return app.request(url ?? path, { method, headers: all, ...(body === undefined ? {} : { body }) }, env);
  }

  function signIn(app: App, passphrase: string, options: Call = {}) {
    return call(app, '/api/studio/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ passphrase }),
      ...options,
    });
  }

  /** Signs in and returns the session id from the cookie. */
  async function signedIn(app: App): Promise<string> {
    const response = await signIn(app, ADMIN_TOKEN);
    expect(response.status).toBe(200);
    const id = SESSION_COOKIE.exec(response.headers.get('Set-Cookie') ?? '')?.[1];
    if (!id) throw new Error(`No session cookie in ${response.headers.get('Set-Cookie')}`);
    return id;
  }

  const sessionRows = () => store.db.selectFrom('studio_sessions').selectAll().execute();

  it('signs in with the passphrase: 200 with expiresAt, a cookie HttpOnly, SameSite=Strict, Path=/, Max-Age=43200 and not Secure for an http SITE_URL, never cached', async () => {
    const response = await signIn(studioApp(), ADMIN_TOKEN);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedIn: true, expiresAt: '2030-06-01T21:00:00.000Z' });
    expect(response.headers.get('Set-Cookie')).toMatch(SESSION_COOKIE);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('marks the cookie Secure when SITE_URL is https', async () => {
    const app = studioApp({ SITE_URL: 'https://kestrelstudio.dev' });
    const response = await signIn(app, ADMIN_TOKEN, { origin: 'https://kestrelstudio.dev' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toMatch(/^kestrel_studio=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
  });

  it('lets the cookie read the admin API without Origin, and says who is signed in', async () => {
    const app = studioApp();
    const id = await signedIn(app);
    const leads = await call(app, '/api/admin/leads', { cookie: id, origin: null });
    expect(leads.status).toBe(200);
    expect(await leads.json()).toEqual({ leads: [], message: '0 leads' });
    expect(leads.headers.get('Cache-Control')).toBe('no-store');

    const session = await call(app, '/api/studio/session', { cookie: id, origin: null });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ signedIn: true, expiresAt: '2030-06-01T21:00:00.000Z' });
    expect(session.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers 401 signedIn:false without a cookie, and clears a cookie that opens nothing', async () => {
    const app = studioApp();
    const none = await call(app, '/api/studio/session');
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual(NOT_SIGNED_IN);
    expect(none.headers.get('Set-Cookie')).toBeNull();

    const unknown = await call(app, '/api/studio/session', { cookie: 'A'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(NOT_SIGNED_IN);
    expect(unknown.headers.get('Set-Cookie')).toBe(CLEARED_COOKIE);

    const leads = await call(app, '/api/admin/leads', { cookie: 'A'.repeat(43) });
    expect(leads.status).toBe(401);
    expect(await leads.json()).toEqual(ADMIN_TOKEN_REQUIRED);
  });

  it('signs out: the row is deleted, the cookie cleared, and the same cookie is refused 401 afterwards', async () => {
    const app = studioApp();
    const id = await signedIn(app);
    const signOut = await call(app, '/api/studio/session', { method: 'DELETE', cookie: id });
    expect(signOut.status).toBe(200);
    expect(await signOut.json()).toEqual({ signedIn: false });
    expect(signOut.headers.get('Set-Cookie')).toBe(CLEARED_COOKIE);
    expect(signOut.headers.get('Cache-Control')).toBe('no-store');
    expect(await sessionRows()).toEqual([]);

    const leads = await call(app, '/api/admin/leads', { cookie: id });
    expect(leads.status).toBe(401);
    expect(await leads.json()).toEqual(ADMIN_TOKEN_REQUIRED);
    const session = await call(app, '/api/studio/session', { cookie: id });
    expect(session.status).toBe(401);
    expect(await session.json()).toEqual(NOT_SIGNED_IN);

    // Signing out again, or without a session, is the same answer.
    const again = await call(app, '/api/studio/session', { method: 'DELETE', cookie: id });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ signedIn: false });
  });

  it('ends a session 12 hours after sign-in, whatever its use, and sweeps the expired row at the next sign-in', async () => {
    const app = studioApp();
    const id = await signedIn(app);
    now = new Date(START.getTime() + 12 * HOUR_MS - 1);
    expect((await call(app, '/api/admin/leads', { cookie: id })).status).toBe(200);
    now = new Date(START.getTime() + 12 * HOUR_MS);
    const expired = await call(app, '/api/admin/leads', { cookie: id });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(ADMIN_TOKEN_REQUIRED);
    expect((await call(app, '/api/studio/session', { cookie: id })).status).toBe(401);

    // An expired session never asked about again is swept by the next sign-in.
    await signedIn(app);
    now = new Date(now.getTime() + 12 * HOUR_MS + 1);
    const latest = await signedIn(app);
    const rows = await sessionRows();
    expect(rows.map((row) => row.id_hash)).toEqual([createHash('sha256').update(latest).digest('hex')]);
  });

  it('refuses every session opened with a token since rotated', async () => {
    const id = await signedIn(studioApp());
    const rotated = studioApp({ ADMIN_TOKEN: ROTATED_TOKEN });
    const leads = await call(rotated, '/api/admin/leads', { cookie: id });
    expect(leads.status).toBe(401);
    expect(await leads.json()).toEqual(ADMIN_TOKEN_REQUIRED);
    expect((await call(rotated, '/api/studio/session', { cookie: id })).status).toBe(401);
    // The old token no longer signs in; the new one does.
    expect((await signIn(rotated, ADMIN_TOKEN)).status).toBe(401);
    expect((await signIn(rotated, ROTATED_TOKEN)).status).toBe(200);
  });

  it('answers five wrong passphrases 401, then every attempt 429 with Retry-After, right passphrase included, until the window ends', async () => {
    const app = studioApp();
    const from = (address: string, passphrase: string) => signIn(app, passphrase, { env: fromSocket(address) });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await from('203.0.113.7', `guess-${attempt}`);
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual(WRONG);
      expect(wrong.headers.get('Set-Cookie')).toBeNull();
    }
    const sixth = await from('203.0.113.7', 'guess-5');
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('Retry-After')).toBe('900');
    expect(await sixth.json()).toEqual({ message: 'Too many wrong passphrases. Please try again in 900 seconds.' });

    now = new Date(START.getTime() + 10 * 60 * 1000);
    const right = await from('203.0.113.7', ADMIN_TOKEN);
    expect(right.status).toBe(429);
    expect(right.headers.get('Retry-After')).toBe('300');
    expect(await right.json()).toEqual({ message: 'Too many wrong passphrases. Please try again in 300 seconds.' });
    expect(right.headers.get('Set-Cookie')).toBeNull();
    expect(await sessionRows()).toEqual([]);

    // Another client is not held back; the first may sign in once its window has ended.
    expect((await from('203.0.113.8', ADMIN_TOKEN)).status).toBe(200);
    now = new Date(START.getTime() + 15 * 60 * 1000);
    expect((await from('203.0.113.7', ADMIN_TOKEN)).status).toBe(200);
  });

  it('counts wrong passphrases sent at once, however many are in flight', async () => {
    const app = studioApp();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => Promise.resolve(signIn(app, `guess-${n}`, { env: fromSocket('203.0.113.9') }))));
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  it('behind a proxy (TRUST_PROXY), counts the client X-Forwarded-For names', async () => {
    const app = studioApp({ TRUST_PROXY: '1' });
    const viaProxy = (client: string, passphrase: string) =>
      signIn(app, passphrase, { env: fromSocket('10.0.0.2'), headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client } });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await viaProxy('198.51.100.1', `guess-${attempt}`)).status).toBe(401);
    expect((await viaProxy('198.51.100.1', ADMIN_TOKEN)).status).toBe(429);
    expect((await viaProxy('198.51.100.2', ADMIN_TOKEN)).status).toBe(200);
  });

  it('takes the sign-in only as bounded JSON with a passphrase, and counts none of the refusals', async () => {
    const app = studioApp();
    const post = (body: string, contentType = 'application/json') =>
      call(app, '/api/studio/session', { method: 'POST', headers: { 'Content-Type': contentType }, body });

    const form = await post('passphrase=x', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ message: 'Please send the passphrase as JSON (Content-Type: application/json).' });

    const large = await post(JSON.stringify({ passphrase: 'x'.repeat(5000) }));
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ message: 'The request is too large (limit 4 KiB).' });

    const notJson = await post('{"passphrase":');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: 'The request body is not valid JSON.', errors: {} });

    for (const body of [{}, { passphrase: '' }, { passphrase: 42 }]) {
      const missing = await post(JSON.stringify(body));
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ message: 'Please enter the passphrase.', errors: { passphrase: 'Please enter the passphrase.' } });
    }
    const notAnObject = await post('"just text"');
    expect(notAnObject.status).toBe(400);
    expect(await notAnObject.json()).toEqual({ message: 'Please enter the passphrase.', errors: {} });

    expect((await signIn(app, ADMIN_TOKEN)).status).toBe(200);
  });

  it('refuses a sign-in from another origin, or without Origin, with 403, counting nothing (login CSRF)', async () => {
    const app = studioApp();
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3001', 'https://localhost:3000', null]) {
      const response = await signIn(app, ADMIN_TOKEN, { origin });
      expect(response.status, String(origin)).toBe(403);
      expect(await response.json()).toEqual(CROSS_ORIGIN);
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
    // Wrong passphrases from another site are not counted against the studio's own client.
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await signIn(app, `guess-${attempt}`, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await sessionRows()).toEqual([]);
    expect((await signIn(app, ADMIN_TOKEN)).status).toBe(200);
  });

  it('refuses Origin variants that parse to the studio origin: user info, a path, a trailing slash, upper case, a default port (403)', async () => {
    const app = studioApp();
    const variants = [
      'http://evil@localhost:3000',
      'http://user:pass@localhost:3000',
      'http://localhost:3000/',
      'http://localhost:3000/studio',
      'HTTP://LOCALHOST:3000',
      'http://Localhost:3000',
      'http://localhost:80',
      'http://evil@localhost',
    ];
    for (const origin of variants) {
      const response = await signIn(app, ADMIN_TOKEN, { origin });
      expect(response.status, origin).toBe(403);
      expect(await response.json()).toEqual(CROSS_ORIGIN);
    }
    const id = await signedIn(app);
    const signOut = await call(app, '/api/studio/session', { method: 'DELETE', cookie: id, origin: 'http://localhost:3000/' });
    expect(signOut.status).toBe(403);
    expect(await sessionRows()).toHaveLength(1);
  });

  it("takes the request's own origin when no proxy is trusted, and only SITE_URL's behind one", async () => {
    const url = 'http://studio.lan:8080/api/studio/session';
    const own = { url, origin: 'http://studio.lan:8080' };
    expect((await signIn(studioApp(), ADMIN_TOKEN, own)).status).toBe(200);
    const behindProxy = await signIn(studioApp({ TRUST_PROXY: '1' }), ADMIN_TOKEN, own);
    expect(behindProxy.status).toBe(403);
    expect(await behindProxy.json()).toEqual(CROSS_ORIGIN);
    expect((await signIn(studioApp({ TRUST_PROXY: '1' }), ADMIN_TOKEN, { url })).status).toBe(200);
  });

  it('refuses a state change the cookie authenticates from another origin or without Origin (403), and takes it from the studio', async () => {
    const app = studioApp();
    const id = await signedIn(app);
    const leadPath = `/api/admin/leads/${crypto.randomUUID()}`;
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      for (const origin of ['https://evil.example', null]) {
        const response = await call(app, leadPath, {
          method,
          cookie: id,
          origin,
          headers: { 'Content-Type': 'application/json' },
          body: '{"status":"handled"}',
        });
        expect(response.status, `${method} from ${origin}`).toBe(403);
        expect(await response.json()).toEqual(CROSS_ORIGIN);
      }
      // From the studio's origin the request reaches the route (whatever it answers there).
      const own = await call(app, leadPath, { method, cookie: id, headers: { 'Content-Type': 'application/json' }, body: '{"status":"handled"}' });
      expect([401, 403, 429]).not.toContain(own.status);
    }

    for (const origin of ['https://evil.example', null]) {
      const signOut = await call(app, '/api/studio/session', { method: 'DELETE', cookie: id, origin });
      expect(signOut.status).toBe(403);
      expect(await signOut.json()).toEqual(CROSS_ORIGIN);
    }
    // Still signed in: a refused sign-out deleted nothing.
    expect((await call(app, '/api/studio/session', { cookie: id })).status).toBe(200);
  });

  it('still takes the bearer token from scripts, without Origin and for any method, and judges a request by its bearer alone', async () => {
    const app = studioApp();
    const bearer = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    const leads = await call(app, '/api/admin/leads', { origin: null, headers: bearer });
    expect(leads.status).toBe(200);
    const change = await call(app, `/api/admin/leads/${crypto.randomUUID()}`, { method: 'DELETE', origin: null, headers: bearer });
    expect([401, 403, 429]).not.toContain(change.status);

    // A wrong bearer beside a valid cookie is a wrong token, not a signed-in request.
    const id = await signedIn(app);
    const wrong = await call(app, '/api/admin/leads', { cookie: id, headers: { Authorization: 'Bearer wrong-token-0123456789' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('WWW-Authenticate')).toBe('Bearer realm="leads"');
    expect(await wrong.json()).toEqual(ADMIN_TOKEN_REQUIRED);
  });

  it('keeps a signed-in studio working while its address is locked out of the bearer token', async () => {
    const app = studioApp();
    const id = await signedIn(app);
    const env = fromSocket('203.0.113.20');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await call(app, '/api/admin/leads', { env, headers: { Authorization: `Bearer guess-${attempt}-0123456789` } });
      expect(wrong.status).toBe(401);
    }
    const locked = await call(app, '/api/admin/leads', { env, headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ message: 'Too many failed attempts with a wrong admin token. Please try again in 900 seconds.' });
    expect((await call(app, '/api/admin/leads', { env, cookie: id })).status).toBe(200);
  });

  it('keeps only a hash of the session id in the database, never the id itself', async () => {
    const app = studioApp();
    const id = await signedIn(app);
    const rows = await sessionRows();
    expect(rows).toEqual([
      {
        id_hash: createHash('sha256').update(id).digest('hex'),
        token_fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
        created_at: '2030-06-01T09:00:00.000Z',
        expires_at: '2030-06-01T21:00:00.000Z',
      },
    ]);
    // Nothing in any table holds the id: not the sessions, not the server's secrets.
    for (const table of ['studio_sessions', 'server_secrets', 'rate_limits']) {
      const all = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(store.db);
      expect(JSON.stringify(all.rows)).not.toContain(id);
    }
    // Nor the token: the fingerprint is not the token, nor its plain SHA-256.
    expect(JSON.stringify(rows)).not.toContain(ADMIN_TOKEN);
    expect(rows[0]?.token_fingerprint).not.toBe(createHash('sha256').update(ADMIN_TOKEN).digest('hex'));
  });

  it('gives a new session id at each sign-in and ends the one the browser held', async () => {
    const app = studioApp();
    const first = await signedIn(app);
    const second = await signIn(app, ADMIN_TOKEN, { cookie: first });
    expect(second.status).toBe(200);
    const id = SESSION_COOKIE.exec(second.headers.get('Set-Cookie') ?? '')?.[1];
    expect(id).toBeDefined();
    expect(id).not.toBe(first);
    expect((await call(app, '/api/studio/session', { cookie: first })).status).toBe(401);
    expect((await call(app, '/api/studio/session', { cookie: id })).status).toBe(200);
  });
});

describe('without ADMIN_TOKEN', () => {
  let store: Store;
  openStoreForTests((opened) => (store = opened));

  it('answers 404 on /api/studio/session like any unknown path', async () => {
    const app = createTestApp(store);
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await app.request('/api/studio/session', {
        method,
        headers: { Origin: STUDIO_ORIGIN, 'Content-Type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify({ passphrase: ADMIN_TOKEN }) } : {}),
      });
      expect(response.status, method).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found' });
    }
  });
});
