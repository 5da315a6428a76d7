import type BetterSqlite3 from 'better-sqlite3';
import type { DatabaseConnection, Driver, QueryCompiler, TransactionSettings } from 'kysely';
import { SqliteDialect } from 'kysely';

/**
 * Kysely's SQLite driver, except that a rollback is skipped when SQLite has already rolled the
 * transaction back itself (it does on SQLITE_FULL and some I/O errors). Kysely's own ROLLBACK then
 * failed with "cannot rollback - no transaction is active", and that error replaced the real
 * cause ("database or disk is full") in the log.
 */
class RollbackIfOpenDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly database: BetterSqlite3.Database,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.database.inTransaction) return;
    await this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.(connection, name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint?.(connection, name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.(connection, name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** SqliteDialect with RollbackIfOpenDriver. */
export class SqliteDialectKeepingErrors extends SqliteDialect {
  constructor(private readonly database: BetterSqlite3.Database) {
    super({ database });
  }

  override createDriver(): Driver {
    return new RollbackIfOpenDriver(super.createDriver(), this.database);
  }
}
