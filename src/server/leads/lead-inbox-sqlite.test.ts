import { describeInboxContract } from '@/server/testing/inbox-contract';
import { openTempSqliteStore } from '@/server/testing/test-app';

describeInboxContract('SQLite', openTempSqliteStore, () => openTempSqliteStore({ migrate: false }));
