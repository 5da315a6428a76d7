import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Store } from '@/server/store/open-store';
import { openPostgresStore } from '@/server/store/open-store';
import type { Database } from '@/server/store/schema';
import { openTempSqliteStore, scratchPostgresUrl } from './test-app';

/** A store opened for tests, with what closes it and removes what it made. */
export interface OpenedStore {
  store: Store;
  cleanup: () => Promise<void>;
}

/**
 * Opens a store before the tests of the enclosing block (the test file, or a describe) and cleans
 * it up after them. `onOpen` receives it, to set the block's own `store`; `open` is a migrated
 * SQLite store in a temporary directory unless told otherwise.
 */
export function openStoreForTests(onOpen: (store: Store) => void, open: () => Promise<OpenedStore> = openTempSqliteStore): void {
  let opened: OpenedStore | undefined;
  beforeAll(async () => {
    opened = await open();
    onOpen(opened.store);
  });
  afterAll(async () => {
    await opened?.cleanup();
  });
}

/**
 * The stores a suite runs on, for describe.each: SQLite always; with TEST_DATABASE_URL set (a server
 * these tests may make a database on), PostgreSQL too, in a database of its own named by `suffix`.
 * Migrated, unless `migrate` is false (a test of a migration, which runs them step by step).
 */
export function storesUnderTest(suffix: string, { migrate = true } = {}): { label: string; open: () => Promise<OpenedStore> }[] {
  const stores: { label: string; open: () => Promise<OpenedStore> }[] = [{ label: 'SQLite', open: () => openTempSqliteStore({ migrate }) }];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    stores.push({
      label: 'PostgreSQL',
      open: async () => {
        const store = openPostgresStore(await scratchPostgresUrl(pgUrl, suffix));
        if (migrate) await store.migrate();
        return { store, cleanup: () => store.close() };
      },
    });
  }
  return stores;
}

/** Deletes every row of `tables`, in that order: tests that share one store start from empty tables. */
export async function emptyTables(db: Kysely<Database>, tables: readonly (keyof Database)[]): Promise<void> {
  for (const table of tables) await sql`delete from ${sql.table(table)}`.execute(db);
}
