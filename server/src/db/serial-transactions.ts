import type { DataSource, EntityManager } from 'typeorm';

const queues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * A transaction that, on SQLite, waits for the previous one of these to end. TypeORM runs every
 * SQLite transaction on the app's one connection, so two at once would interleave as nested
 * savepoints and one's rollback would undo the other's work; in a queue each sees the other's
 * committed rows, as on MySQL, where row locks and the unique indexes keep writers apart and
 * this passes straight through.
 */
export function serialTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource.transaction(work);
  const previous = queues.get(dataSource) ?? Promise.resolve();
  const next = previous.then(() => dataSource.transaction(work));
  queues.set(
    dataSource,
    next.catch(() => undefined),
  );
  return next;
}
