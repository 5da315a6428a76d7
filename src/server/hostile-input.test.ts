import { describeHostileInput } from './testing/hostile-input-contract';
import { openTempSqliteStore } from './testing/test-app';

describeHostileInput('SQLite', openTempSqliteStore);
