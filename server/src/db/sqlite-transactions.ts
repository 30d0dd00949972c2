import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource } from 'typeorm';

/**
 * SQLite gives the app one connection, and TypeORM opens a second transaction begun while one is
 * open as a savepoint inside it: their reads and writes interleave (a check then insert is no
 * longer safe), and the first one's rollback also undoes the second, whose caller was told it
 * succeeded. So on SQLite `dataSource.transaction` runs one transaction after another; one begun
 * from inside a transaction (same async context) still nests as before instead of waiting for
 * itself. MySQL and MariaDB have a pool and row locks, and are left alone.
 */
export function serializeTransactions(dataSource: DataSource): void {
  const original = dataSource.transaction.bind(dataSource) as (...args: unknown[]) => Promise<unknown>;
  const inside = new AsyncLocalStorage<boolean>();
  let tail: Promise<unknown> = Promise.resolve();
  const serialized = (...args: unknown[]): Promise<unknown> => {
    if (inside.getStore()) return original(...args);
    const run = tail.then(() => inside.run(true, () => original(...args)));
    tail = run.catch(() => undefined);
    return run;
  };
  dataSource.transaction = serialized as DataSource['transaction'];
}
