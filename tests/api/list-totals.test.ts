import type { DataSource } from 'typeorm';
import { openDatabase } from '../../server/src/db/data-source';
import { pageAndTotal } from '../../server/src/db/list-page';
import { Project } from '../../server/src/modules/projects/project.entity';
import { statementsOf, useMigratedDatabase } from '../fixtures/test-database';

/**
 * A list's total on MySQL is counted once while the tables it reads are unchanged: every write
 * through the app, by any instance, must make the next total a new count, and nothing uncommitted
 * may be kept.
 */

// Skipped on the SQLite run, with reason: SQLite counts every time (its count reads an index in a
// fraction of a millisecond), so there is nothing kept to test.
const onMysql = /^(mysql|mariadb):\/\//.test(process.env.DATABASE_URL ?? '') ? describe : describe.skip;

const project = (title: string) =>
  ({
    title,
    client: 'Totals Ltd',
    category: 'Custom Software',
    status: 'Planning',
    date: '2026-01-01',
    description: 'A project of the totals test.',
  }) as Project;

onMysql('lists’ kept totals on MySQL', () => {
  const db = useMigratedDatabase();
  let other: DataSource;

  beforeAll(async () => {
    // A second instance on the same database.
    other = await openDatabase(db.database.url);
  });
  afterAll(() => other?.destroy());

  const totalOf = async (dataSource: DataSource) =>
    (await pageAndTotal(dataSource.getRepository(Project).createQueryBuilder('p').orderBy('p.id', 'DESC'), 0, 5))[1];
  const rowsIn = async (dataSource: DataSource) => dataSource.getRepository(Project).count();

  it('counts once while the table is unchanged, and again after a write', async () => {
    const counts = statementsOf(db.dataSource, 'COUNT(');
    await db.dataSource.getRepository(Project).insert(project('First'));
    expect(await totalOf(db.dataSource)).toBe(1);
    expect(await totalOf(db.dataSource)).toBe(1);
    expect(counts).toHaveLength(1);
    await db.dataSource.getRepository(Project).insert(project('Second'));
    expect(await totalOf(db.dataSource)).toBe(2);
    expect(counts).toHaveLength(2);
  });

  it('follows every kind of write: an entity saved, a query builder, plain SQL, another instance', async () => {
    const repository = db.dataSource.getRepository(Project);
    await totalOf(db.dataSource);
    const saved = await repository.save(project('Saved'));
    expect(await totalOf(db.dataSource)).toBe(await rowsIn(db.dataSource));
    await repository.createQueryBuilder().delete().where('id = :id', { id: saved.id }).execute();
    expect(await totalOf(db.dataSource)).toBe(await rowsIn(db.dataSource));
    await db.dataSource.query(
      "INSERT INTO projects (title, client, category, status, date, description) VALUES ('Plain', 'Totals Ltd', 'Custom Software', 'Planning', '2026-01-01', 'Plain SQL.')",
    );
    expect(await totalOf(db.dataSource)).toBe(await rowsIn(db.dataSource));
    await db.dataSource.query("DELETE FROM projects WHERE title = 'Plain'");
    expect(await totalOf(db.dataSource)).toBe(await rowsIn(db.dataSource));

    expect(await totalOf(other)).toBe(await rowsIn(db.dataSource));
    await other.getRepository(Project).insert(project('From the other instance'));
    expect(await totalOf(db.dataSource)).toBe(await rowsIn(db.dataSource));
    await db.dataSource.getRepository(Project).delete({ title: 'From the other instance' });
    expect(await totalOf(other)).toBe(await rowsIn(db.dataSource));
  });

  it('keeps nothing of a transaction that is rolled back, and counts its own rows inside it', async () => {
    const before = await totalOf(db.dataSource);
    await expect(
      db.dataSource.transaction(async (manager) => {
        await manager.getRepository(Project).insert(project('Rolled back'));
        const inside = await pageAndTotal(manager.getRepository(Project).createQueryBuilder('p'), 0, 5);
        expect(inside[1]).toBe(before + 1);
        // Read meanwhile from outside: the uncommitted row is not counted, nor kept.
        expect(await totalOf(db.dataSource)).toBe(before);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await totalOf(db.dataSource)).toBe(before);
    await db.dataSource.transaction((manager) => manager.getRepository(Project).insert(project('Committed')));
    expect(await totalOf(db.dataSource)).toBe(before + 1);
  });

  it('gives the exact total after ten writes at once from two instances', async () => {
    await totalOf(db.dataSource);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? other : db.dataSource).transaction(async (manager) => {
          await manager.getRepository(Project).insert(project(`At once ${i}`));
          await totalOf(db.dataSource);
        }),
      ),
    );
    const rows = await rowsIn(db.dataSource);
    expect(await totalOf(db.dataSource)).toBe(rows);
    expect(await totalOf(other)).toBe(rows);
  });

  it('keeps a filtered total per filter, following the other tables its condition reads', async () => {
    const repository = db.dataSource.getRepository(Project);
    const ofClient = async (client: string) =>
      (
        await pageAndTotal(
          repository.createQueryBuilder('p').where('p.client = :client', { client }).orderBy('p.id'),
          0,
          5,
        )
      )[1];
    const totals = await repository.count({ where: { client: 'Totals Ltd' } });
    const counts = statementsOf(db.dataSource, 'COUNT(');
    expect(await ofClient('Totals Ltd')).toBe(totals);
    expect(await ofClient('Totals Ltd')).toBe(totals);
    expect(await ofClient('Nobody')).toBe(0);
    expect(counts).toHaveLength(2);

    // Projects whose quote request is closed: a write to quote_requests changes it.
    await db.dataSource.query(
      "INSERT INTO quote_requests (name, email, phone, budget, services, message, status) VALUES ('Q', 'q@example.com', '+1 555 0100', '5k-10k', '[]', 'A request of the totals test.', 'closed')",
    );
    const [quote] = await db.dataSource.query<{ id: number }[]>('SELECT MAX(id) AS id FROM quote_requests');
    const quoteId = quote!.id;
    await repository.update({ title: 'Committed' }, { quoteId });
    const fromClosed = async () =>
      (
        await pageAndTotal(
          repository
            .createQueryBuilder('p')
            .where("p.quoteId IN (SELECT q.id FROM quote_requests q WHERE q.status = 'closed')"),
          0,
          5,
        )
      )[1];
    expect(await fromClosed()).toBe(1);
    await db.dataSource.query("UPDATE quote_requests SET status = 'pending' WHERE id = ?", [quoteId]);
    expect(await fromClosed()).toBe(0);
  });

  it('counts each time a condition that changes with the clock', async () => {
    const counts = statementsOf(db.dataSource, 'COUNT(');
    const past = () =>
      pageAndTotal(db.dataSource.getRepository(Project).createQueryBuilder('p').where('p.date < CURRENT_DATE'), 0, 5);
    await past();
    await past();
    expect(counts).toHaveLength(2);
  });
});
