/**
 * The guessing budgets of the admin token and the studio's passphrase live in the store: two
 * server processes on one database (two apps on one store here) count a client together, and a
 * restarted server (a new app) still refuses a client that used its budget before.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '@/server/store/open-store';
import { createTestApp, fromSocket } from '@/server/testing/test-app';
import { emptyTables, openStoreForTests, storesUnderTest } from '@/server/testing/test-store';

const ADMIN_TOKEN = 'guess-budget-admin-token-0123456789';
const STUDIO_ORIGIN = 'http://localhost:3000';
const START = new Date('2030-06-01T09:00:00.000Z');

describe.each(storesUnderTest('guess_budget'))('guessing budgets on $label', { timeout: 20_000 }, ({ open }) => {
  let store: Store;
  let now: Date;
  openStoreForTests((opened) => (store = opened), open);
  beforeEach(async () => {
    now = START;
    await emptyTables(store.db, ['auth_failures', 'studio_sessions']);
  });

  /** A server process on the shared store: each has its own app, as each process has. */
  const process = () => createTestApp(store, { env: { ADMIN_TOKEN }, now: () => now });
  type App = ReturnType<typeof process>;
  const bearer = (app: App, token: string, address: string) =>
    app.request('/api/admin/leads', { headers: { Authorization: `Bearer ${token}` } }, fromSocket(address));
  const signIn = (app: App, passphrase: string, address: string) =>
    app.request(
      '/api/studio/session',
      { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: STUDIO_ORIGIN }, body: JSON.stringify({ passphrase }) },
      fromSocket(address),
    );

  it('counts wrong admin tokens across processes and restarts', async () => {
    const [first, second] = [process(), process()];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await bearer(attempt % 2 === 0 ? first : second, `guess-${attempt}-0123456789abcdef`, '203.0.113.50')).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    // The eleventh guess, in either process, is past the budget the two used together.
    expect((await bearer(first, 'guess-10-0123456789abcdef', '203.0.113.50')).status).toBe(429);
    const restarted = process();
    const refused = await bearer(restarted, ADMIN_TOKEN, '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('900');
    expect((await bearer(restarted, ADMIN_TOKEN, '203.0.113.51')).status).toBe(200);
    now = new Date(START.getTime() + 15 * 60_000);
    expect((await bearer(process(), ADMIN_TOKEN, '203.0.113.50')).status).toBe(200);
  });

  it('counts wrong passphrases across processes and restarts, guesses in flight at once included', async () => {
    const [first, second] = [process(), process()];
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => Promise.resolve(signIn(n % 2 === 0 ? first : second, `guess-${n}`, '203.0.113.60'))));
    expect(answers.map((response) => response.status).sort()).toEqual([...Array(5).fill(401), ...Array(3).fill(429)]);
    const restarted = process();
    const refused = await signIn(restarted, ADMIN_TOKEN, '203.0.113.60');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too many wrong passphrases. Please try again in 900 seconds.' });
    expect((await signIn(restarted, ADMIN_TOKEN, '203.0.113.61')).status).toBe(200);
  });

  it('gives a right passphrase its count back, so signing in never uses the budget', async () => {
    const app = process();
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await signIn(app, `guess-${attempt}`, '203.0.113.70')).status).toBe(401);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn(process(), ADMIN_TOKEN, '203.0.113.70')).status).toBe(200);
    expect((await signIn(app, 'guess-4', '203.0.113.70')).status).toBe(401);
    expect((await signIn(app, ADMIN_TOKEN, '203.0.113.70')).status).toBe(429);
  });
});
