import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Actor } from '../auth/actor';
import { Role } from '../auth/roles';
import { SortDirection } from '../common/pagination';
import { NewsletterSubscription } from '../modules/content/newsletter.entity';
import { NewsletterService } from '../modules/content/newsletter.service';
import { NewsletterSubscriptionSort, NewsletterSubscriptionsArgs } from '../modules/content/newsletter.types';
import { openDatabase } from './data-source';
import { hasReaders, ReadersClosedError, readRows, readSql, SqliteReaders } from './sqlite-readers';

const staff: Actor = { id: 1, name: 'Sam Staff', role: Role.STAFF, email: 'sam@example.com' };
const SIGN_UPS = 3000;

let dir: string;
let withReaders: DataSource;
let plain: DataSource;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sqlite-readers-'));
  const url = `sqlite:${path.join(dir, 'app.sqlite')}`;
  withReaders = await openDatabase(url, { readers: 2 });
  plain = await openDatabase(url);
  // Addresses a1@… to a3000@…, signed up a minute apart, some of them at the same minute.
  await plain.query(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${SIGN_UPS})
     INSERT INTO newsletter_subscriptions (email, createdAt)
     SELECT 'a' || i || '@example.com', datetime('2026-01-01', '+' || (i / 3) || ' minutes') FROM n`,
  );
});
afterAll(async () => {
  await withReaders?.destroy();
  await plain?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const count =
  'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300000) SELECT COUNT(*) AS n FROM n';

describe('SQLite reader threads', () => {
  it('answer a read while the event loop goes on, where the app’s connection holds it until the end', async () => {
    const finishedBeforeNextTurn = async (dataSource: DataSource) => {
      let done = false;
      const read = readSql<{ n: number }>(dataSource, count).then((rows) => {
        done = true;
        return rows;
      });
      await new Promise((resolve) => setImmediate(resolve));
      const finished = done;
      expect(await read).toEqual([{ n: 300000 }]);
      return finished;
    };
    expect(await finishedBeforeNextTurn(withReaders)).toBe(false);
    expect(await finishedBeforeNextTurn(plain)).toBe(true);
  });

  it('read what is committed on their own connections; a query in a transaction stays on the app’s', async () => {
    const total = (dataSource: DataSource) =>
      readRows<{ total: number }>(
        dataSource.getRepository(NewsletterSubscription).createQueryBuilder('s').select('COUNT(*)', 'total'),
      );
    await withReaders
      .transaction(async (manager) => {
        await manager.insert(NewsletterSubscription, { email: 'pending@example.com' });
        const inside = manager
          .getRepository(NewsletterSubscription)
          .createQueryBuilder('s')
          .select('COUNT(*)', 'total');
        expect(await readRows(inside)).toEqual([{ total: SIGN_UPS + 1 }]);
        expect(await total(withReaders)).toEqual([{ total: SIGN_UPS }]);
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));

    await withReaders.getRepository(NewsletterSubscription).insert({ email: 'committed@example.com' });
    expect(await total(withReaders)).toEqual([{ total: SIGN_UPS + 1 }]);
    await withReaders.getRepository(NewsletterSubscription).delete({ email: 'committed@example.com' });
    expect(await total(withReaders)).toEqual([{ total: SIGN_UPS }]);
  });

  it('give every list page and total the app’s connection gives', async () => {
    const asked: Partial<NewsletterSubscriptionsArgs>[] = [
      { offset: 0 },
      { offset: 250 },
      { offset: 2990 },
      { offset: 1500, sort: NewsletterSubscriptionSort.EMAIL, direction: SortDirection.ASC },
      { offset: 0, search: '1' },
      { offset: 300, search: '1' },
      { offset: 0, search: '29' },
      { offset: 0, search: 'a' },
      { offset: 2980, search: 'example' },
      { offset: 0, search: 'nobody' },
    ];
    for (const args of asked) {
      const list = (dataSource: DataSource) =>
        // With the arguments' defaults, as GraphQL gives them (newest first).
        new NewsletterService(dataSource).list(
          staff,
          Object.assign(new NewsletterSubscriptionsArgs(), { limit: 12, ...args }),
        );
      const [threaded, direct] = await Promise.all([list(withReaders), list(plain)]);
      expect({ args, total: threaded.total, ids: threaded.items.map((item) => item.id) }).toEqual({
        args,
        total: direct.total,
        ids: direct.items.map((item) => item.id),
      });
      expect(threaded.items).toEqual(direct.items);
    }
  });

  it('turn a failed read into an error and answer the next one; they cannot write', async () => {
    await expect(readSql(withReaders, 'SELECT * FROM no_such_table')).rejects.toThrow(/no such table/);
    await expect(
      readSql(withReaders, "INSERT INTO newsletter_subscriptions (email) VALUES ('x@example.com') RETURNING id"),
    ).rejects.toThrow(/readonly/);
    expect(await readSql(withReaders, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect(await plain.getRepository(NewsletterSubscription).countBy({ email: 'x@example.com' })).toBe(0);
  });

  it('answer many reads at once, each its own', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    const answers = await Promise.all(
      ids.map((id) =>
        readSql<{ email: string }>(withReaders, 'SELECT email FROM newsletter_subscriptions WHERE id = ?', [id]),
      ),
    );
    expect(answers.map(([row]) => row?.email)).toEqual(ids.map((id) => `a${id}@example.com`));
  });

  it('replace a thread that stopped, after failing the reads it had', async () => {
    const file = path.join(dir, 'later.sqlite');
    const readers = new SqliteReaders(file, 1, 1000);
    try {
      // No file yet: the thread stops as it opens it.
      await expect(readers.all('SELECT 1 AS one', [])).rejects.toThrow(
        /SQLite reader stopped: .*(CANTOPEN|unable to open)/i,
      );
      // An empty file is an empty database.
      writeFileSync(file, '');
      expect(await readers.all('SELECT 1 AS one', [])).toEqual([{ one: 1 }]);
    } finally {
      await readers.close();
    }
    await expect(readers.all('SELECT 1 AS one', [])).rejects.toThrow(ReadersClosedError);
  });

  it('fail the reads under way when they close, as closed (the server stopping), not as a failure', async () => {
    const readers = new SqliteReaders(path.join(dir, 'app.sqlite'), 1, 10_000);
    const failed = expect(readers.all(count, [])).rejects.toThrow(ReadersClosedError);
    await readers.close();
    await failed;
  });

  it('close with the database', async () => {
    const other = await openDatabase(`sqlite:${path.join(dir, 'app.sqlite')}`, { readers: 1 });
    expect(hasReaders(other)).toBe(true);
    await other.destroy();
    expect(hasReaders(other)).toBe(false);
    expect(hasReaders(plain)).toBe(false);
  });
});
