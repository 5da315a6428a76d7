import { describeStoreContract } from '@/server/testing/store-contract';
import { openTempSqliteStore } from '@/server/testing/test-app';

describeStoreContract('SQLite', openTempSqliteStore);
