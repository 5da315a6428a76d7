import { describe } from 'vitest';
import { describeStoreContract } from '@/server/testing/store-contract';
import { openFreshPostgresStore } from '@/server/testing/test-app';

/** Set TEST_DATABASE_URL (a database these tests may empty) to run the store contract on PostgreSQL. */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL (TEST_DATABASE_URL)', () => {
  describeStoreContract('PostgreSQL', () => openFreshPostgresStore(url ?? ''));
});
