import { describe } from 'vitest';
import { describeHostileInput } from '@/server/testing/hostile-input-contract';
import { openFreshPostgresStore, scratchPostgresUrl } from '@/server/testing/test-app';

/** With TEST_DATABASE_URL, the hostile-input properties run on PostgreSQL too, in a database of their own. */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL (TEST_DATABASE_URL)', () => {
  describeHostileInput('PostgreSQL', async () => openFreshPostgresStore(await scratchPostgresUrl(url ?? '', 'hostile_input')));
});
