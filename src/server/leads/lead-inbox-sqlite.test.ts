import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeInboxContract } from '../testing/inbox-contract';
import { openTempSqliteStore } from '../testing/test-app';
import { openSqliteStore } from '../store/open-store';

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
