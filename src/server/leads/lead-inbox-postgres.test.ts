import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedLead } from '@/server/testing/inbox-contract';
import { SEARCH_CASES, SEARCH_LEADS, describeInboxContract, seedLeads } from '@/server/testing/inbox-contract';
import type { Store } from '@/server/store/open-store';
import { openPostgresStore } from '@/server/store/open-store';
import { openTempSqliteStore, scratchPostgresUrl } from '@/server/testing/test-app';
import { readInbox } from './lead-inbox';
import { leadSearchText, searchWords } from './lead-search';

/** Set TEST_DATABASE_URL (a server these tests may create databases on) to run the inbox on PostgreSQL. */
const url = process.env.TEST_DATABASE_URL;

async function freshPostgres(suffix: string, migrate: boolean): Promise<{ store: Store; cleanup: () => Promise<void> }> {
  const store = openPostgresStore(await scratchPostgresUrl(url ?? '', suffix));
  if (migrate) await store.migrate();
  return { store, cleanup: () => store.close() };
}

describe.skipIf(!url)('PostgreSQL (TEST_DATABASE_URL)', () => {
  describeInboxContract(
    'PostgreSQL',
    () => freshPostgres('inbox', true),
    () => freshPostgres('inbox_migration', false),
  );

  describe('search on SQLite and PostgreSQL', { timeout: 60_000 }, () => {
    const stores: { store: Store; cleanup: () => Promise<void> }[] = [];
    // What search must mean, in plain JavaScript: every word is a substring of the typed text.
    const reference = (leads: readonly SeedLead[], q: string) =>
      leads
        .filter((lead) => searchWords(q).every((word) => leadSearchText(lead.kind, lead.data).includes(word)))
        .sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1))
        .map((lead) => lead.id);
    const found = async (store: Store, q: string) => (await readInbox(store.db, { q, limit: 200 })).leads.map((lead) => lead.id);

    // A small alphabet, so words often match: LIKE's wildcards and escape, case, accents composed and not,
    // letters whose lower case is longer (İ) or that case-fold differently elsewhere (ß, ẞ).
    const letters = ['a', 'b', 'E', 'e', 'ë', 'Ë', '\u0308', '%', '_', '\\', 'İ', 'i', 'ß', 'ẞ', 'z', 'Z'];
    const generated: SeedLead[] = fc
      .sample(fc.string({ unit: fc.constantFrom(...letters, ' '), maxLength: 10 }), { numRuns: 80, seed: 19_004 })
      .map((message, index) => ({
        id: `random-${String(index).padStart(2, '0')}`,
        kind: 'contact',
        at: new Date(Date.parse('2030-06-01T00:00:00.000Z') + (index % 7) * 1000).toISOString(),
        data: { from_name: 'Visitor', from_email: `v${index}@example.com`, message },
      }));
    const seeded = [...SEARCH_LEADS, ...generated];

    beforeAll(async () => {
      stores.push(await openTempSqliteStore(), await freshPostgres('inbox_search', true));
      for (const { store } of stores) await seedLeads(store.db, seeded);
    });
    afterAll(async () => {
      for (const { cleanup } of stores) await cleanup();
    });

    it('finds the same ids for the fixed searches on both', async () => {
      for (const [q] of SEARCH_CASES) {
        const [sqlite, postgres] = await Promise.all(stores.map(({ store }) => found(store, q)));
        expect(postgres, q).toEqual(sqlite);
        expect(sqlite, q).toEqual(reference(seeded, q));
      }
    });

    it('finds the same ids on both as a substring test in JavaScript, whatever the words', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: fc.constantFrom(...letters, ' ', '\t'), maxLength: 6 }), async (q) => {
          const [sqlite, postgres] = await Promise.all(stores.map(({ store }) => found(store, q)));
          expect(sqlite).toEqual(reference(seeded, q));
          expect(postgres).toEqual(sqlite);
        }),
        { numRuns: 300, seed: 19_004 },
      );
    });
  });
});
