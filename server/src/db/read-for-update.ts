import type {
  EntityManager,
  EntityTarget,
  FindManyOptions,
  FindOptionsWhere,
  ObjectLiteral,
  QueryRunner,
  SelectQueryBuilder,
} from 'typeorm';

/**
 * Reads a row inside a transaction so that the row stays as read until the transaction ends:
 * `SELECT ... FOR UPDATE` on MySQL and MariaDB. SQLite has no row locks: the app's one
 * connection runs its statements one at a time. The audit trail's "before" comes from here,
 * so a concurrent change cannot slip between the read and the conditional UPDATE.
 */
export function readForUpdate<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  where: FindOptionsWhere<T>,
): Promise<T | null> {
  const type = manager.connection.options.type;
  const locking = type === 'mysql' || type === 'mariadb';
  return manager.findOne(entity, { where, ...(locking ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
}

/** Several rows, held as read until the transaction ends (see readForUpdate), in the order given. */
export function readAllForUpdate<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  options: FindManyOptions<T>,
): Promise<T[]> {
  const type = manager.connection.options.type;
  const locking = type === 'mysql' || type === 'mariadb';
  return manager.find(entity, { ...options, ...(locking ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
}

/** Whether `query` was made by a transaction's manager, whose connection alone sees its writes. */
export function inTransaction(query: SelectQueryBuilder<ObjectLiteral>): boolean {
  return transactionOf(query) !== null;
}

/** The runner of the transaction whose manager made `query`, or null outside one. */
export function transactionOf(query: SelectQueryBuilder<ObjectLiteral>): QueryRunner | null {
  // TypeORM keeps the manager's runner on the query, protected.
  const runner = (query as unknown as { queryRunner?: QueryRunner }).queryRunner;
  return runner?.isTransactionActive ? runner : null;
}
