import http from 'node:http';
import os from 'node:os';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '@/server/log';
import { LEAD_KINDS } from '@/leads/kinds';
import { listLeads } from '@/server/leads/lead-store';
import type { Store } from '@/server/store/open-store';
import type { Database } from '@/server/store/schema';
import { startServer } from '@/server/start-server';
import { testConfig, validBodies } from '@/server/testing/test-app';
import { openStoreForTests } from '@/server/testing/test-store';
import { createAdminRoutes } from './admin-routes';
import { leadsToCsv } from './leads-csv';

const ADMIN_TOKEN = 'admin-stream-token-0123456789';
const STRONG_TOKEN = 'uhkD0udCdTxY/a0FqfDH5NHrdV0YLIu8';
const PAGE_SIZE = 100;
const LEAD_COUNT = 1_250;
const NOW = new Date('2030-05-01T00:00:00Z');

let store: Store;

openStoreForTests((opened) => (store = opened));

beforeAll(async () => {
  const rows = Array.from({ length: LEAD_COUNT }, (_, index) => {
    const kind = LEAD_KINDS[index % LEAD_KINDS.length]!;
    // Pairs of leads share a timestamp, so the paging must order by id within one.
    const createdAt = new Date(NOW.getTime() - Math.floor(index / 2) * 1_000).toISOString();
    return {
      id: crypto.randomUUID(),
      kind,
      created_at: createdAt,
      data: JSON.stringify({ ...validBodies[kind], n: index }),
      idempotency_key: crypto.randomUUID(),
    };
  });
  for (let start = 0; start < rows.length; start += 200)
    await store.db
      .insertInto('leads')
      .values(rows.slice(start, start + 200))
      .execute();
});

function adminApp(db: Kysely<Database>) {
  return new Hono().route('/api/admin', createAdminRoutes({ db, adminToken: ADMIN_TOKEN, now: () => NOW, pageSize: PAGE_SIZE }));
}

const asAdmin = { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } };

/** The store's db, counting the selects it runs and failing the `failAt`-th one. */
function countingDb(failAt = Infinity) {
  const counter = { selects: 0 };
  const db = store.db.withPlugin({
    transformQuery: (args) => {
      if (args.node.kind === 'SelectQueryNode') {
        counter.selects += 1;
        if (counter.selects >= failAt) throw new Error('disk I/O error');
      }
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  return { db, counter };
}

describe('the admin list of many leads', () => {
  it('answers the same JSON as the whole list, newest first', async () => {
    const response = await adminApp(store.db).request('/api/admin/leads', asAdmin);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(await response.json()).toEqual({ message: `${LEAD_COUNT} leads`, leads: await listLeads(store.db) });
  });

  it('answers the same CSV as the whole list', async () => {
    const response = await adminApp(store.db).request('/api/admin/leads?format=csv&kind=quote', asAdmin);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    // Every lead here is as it arrived: new.
    const leads = (await listLeads(store.db, { kind: 'quote' })).map((lead) => ({ ...lead, status: 'new' }));
    expect(text).toBe(`\uFEFF${leadsToCsv(leads, ['quote'])}`);
  });

  it('is produced a page at a time as the client reads, not built whole first', async () => {
    for (const query of ['', '?format=csv']) {
      const { db, counter } = countingDb();
      const response = await adminApp(db).request(`/api/admin/leads${query}`, asAdmin);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let first = '';
      while (!first.includes('"id"') && !/\n[0-9a-f]{8}-/.test(first)) first += decoder.decode((await reader.read()).value);
      expect(counter.selects, query).toBeLessThanOrEqual(2);
      const idsInFirstChunks = (first.match(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? []).length;
      expect(idsInFirstChunks, query).toBeLessThanOrEqual(PAGE_SIZE * 2);
      while (!(await reader.read()).done);
      expect(counter.selects, query).toBeGreaterThanOrEqual(Math.ceil(LEAD_COUNT / PAGE_SIZE));
    }
  });

  it('breaks the answer off, rather than ending it cleanly, when the store fails midway', async () => {
    const logged = captureLogs();
    for (const query of ['', '?format=csv']) {
      const { db } = countingDb(4);
      const response = await adminApp(db).request(`/api/admin/leads${query}`, asAdmin);
      expect(response.status).toBe(200);
      await expect(response.text(), query).rejects.toThrow();
    }
    logged.restore();
    expect(logged.lines()).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'Listing leads failed', error: expect.stringContaining('disk I/O error') }),
    );
  });

  it('breaks the connection off under the real server too, with nothing appended and no raw error logged', async () => {
    const logged = captureLogs();
    let armed = false;
    let selects = 0;
    const failing: Store = {
      ...store,
      close: async () => undefined,
      db: store.db.withPlugin({
        transformQuery: (args) => {
          // The third page fails, after two have gone out: erroring the body alone would let the Node
          // adapter end the chunked answer cleanly, and a cut list would read as a complete one.
          if (armed && args.node.kind === 'SelectQueryNode' && ++selects >= 3) throw new Error('disk I/O error');
          return args.node;
        },
        transformResult: async (args) => args.result,
      }),
    };
    const server = await startServer({ ...testConfig({ DATA_DIR: os.tmpdir(), ADMIN_TOKEN: STRONG_TOKEN }), PORT: 0, HOST: '127.0.0.1' }, { store: failing });
    try {
      armed = true;
      for (const query of ['', '?format=csv']) {
        selects = 0;
        const outcome = await new Promise<string>((resolve) => {
          const request = http.get(`${server.url}/api/admin/leads${query}`, { headers: { Authorization: `Bearer ${STRONG_TOKEN}` } }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('aborted', () => resolve(`aborted after ${body.includes('disk I/O') ? 'the error text' : 'leads only'}`));
            response.on('end', () => resolve(`ended${response.complete ? ' complete' : ''}`));
          });
          request.on('error', () => resolve('aborted before the answer'));
        });
        expect(outcome, query).toMatch(/^aborted (after leads only|before the answer)$/);
      }
      const failures = logged.lines().filter((line) => line.level === 'error');
      expect(failures.length).toBeGreaterThan(0);
      expect(failures.every((line) => line.msg === 'Listing leads failed' && String(line.error).startsWith('Error: disk I/O error'))).toBe(true);
    } finally {
      await server.stop();
      logged.restore();
    }
  });

  it('sees no lead stored after the list began', async () => {
    const response = await adminApp(store.db).request('/api/admin/leads', asAdmin);
    const reader = response.body!.getReader();
    let text = new TextDecoder().decode((await reader.read()).value);
    await store.db
      .insertInto('leads')
      .values({
        id: crypto.randomUUID(),
        kind: 'newsletter',
        created_at: new Date(NOW.getTime() + 1).toISOString(),
        data: '{"email":"late@example.com"}',
        idempotency_key: crypto.randomUUID(),
      })
      .execute();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += new TextDecoder().decode(chunk.value);
    const parsed = JSON.parse(text) as { leads: unknown[]; message: string };
    expect(parsed.leads).toHaveLength(LEAD_COUNT);
    expect(parsed.message).toBe(`${LEAD_COUNT} leads`);
    await sql`delete from leads where data like '%late@example.com%'`.execute(store.db);
  });
});
