import { describeStoreContract } from '../testing/store-contract';
import { openTempSqliteStore } from '../testing/test-app';

describeStoreContract('SQLite', openTempSqliteStore);
