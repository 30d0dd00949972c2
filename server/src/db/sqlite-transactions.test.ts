import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { serializeTransactions } from './sqlite-transactions';

const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

async function database(serialized: boolean): Promise<DataSource> {
  const dataSource = await new DataSource({ type: 'better-sqlite3', database: ':memory:' }).initialize();
  await dataSource.query('CREATE TABLE rows (name TEXT NOT NULL)');
  if (serialized) serializeTransactions(dataSource);
  return dataSource;
}

/** A transaction that writes, waits, and fails; and one begun meanwhile that writes and succeeds. */
async function race(dataSource: DataSource): Promise<string[]> {
  const failing = dataSource.transaction(async (manager) => {
    await manager.query("INSERT INTO rows (name) VALUES ('failed')");
    await pause();
    throw new Error('refused');
  });
  await pause().then(() => undefined);
  const succeeding = dataSource.transaction(async (manager) => {
    await manager.query("INSERT INTO rows (name) VALUES ('kept')");
  });
  await Promise.allSettled([failing, succeeding]);
  const rows = await dataSource.query<{ name: string }[]>('SELECT name FROM rows');
  await dataSource.destroy();
  return rows.map((row) => row.name);
}

describe('transactions on SQLite', () => {
  it('lose a committed write when another transaction open at the same time rolls back (TypeORM nests them)', async () => {
    expect(await race(await database(false))).toEqual([]);
  });

  it('run one after another once serialized, so each keeps its own outcome', async () => {
    expect(await race(await database(true))).toEqual(['kept']);
  });

  it('still nest a transaction begun inside another instead of waiting for it', async () => {
    const dataSource = await database(true);
    await dataSource.transaction(async () => {
      await dataSource.transaction((inner) => inner.query("INSERT INTO rows (name) VALUES ('inner')"));
    });
    expect(await dataSource.query('SELECT name FROM rows')).toEqual([{ name: 'inner' }]);
    await dataSource.destroy();
  });
});
