import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeInboxContract } from '@/server/testing/inbox-contract';
import { openTempSqliteStore } from '@/server/testing/test-app';
import { openSqliteStore } from '@/server/store/open-store';

describeInboxContract('SQLite', openTempSqliteStore, async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-inbox-migration-'));
  const store = openSqliteStore(dir);
  return {
    store,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
