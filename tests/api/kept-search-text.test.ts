import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../server/src/db/data-source';
import { keepSearchTexts, searchTextsBuilt } from '../../server/src/db/kept-search-text';
import { pageAndTotal } from '../../server/src/db/list-page';
import { containsText, containsTextVia, likePattern } from '../../server/src/db/text-search';
import { EMPLOYEE_SEARCH } from '../../server/src/modules/employees/employee-directory.service';
import { LeaveRequest } from '../../server/src/modules/leave/leave-request.entity';
import { Project } from '../../server/src/modules/projects/project.entity';
import { PROJECT_SEARCH } from '../../server/src/modules/projects/project.service';
import { insertEmployee } from '../fixtures/employees';
import { insertLeave } from '../fixtures/leave';
import { createTestDatabase, statementsOf, type TestDatabase } from '../fixtures/test-database';

/**
 * A search of a large table is looked up in a text kept in memory: it must find exactly what the
 * database's LIKE finds, and never be older than the table.
 */

/**
 * The test file's database, keeping its search texts: MySQL's, or on SQLite a file with a reader
 * thread (an in-memory database has none, and keeps no text).
 */
function useKeptDatabase() {
  const handle = {} as { dataSource: DataSource; url: string; database: TestDatabase; directory?: string };
  beforeAll(async () => {
    handle.database = await createTestDatabase();
    if (handle.database.kind === 'sqlite') {
      handle.directory = mkdtempSync(path.join(tmpdir(), 'kept-search-'));
      handle.url = `sqlite:${path.join(handle.directory, 'kept.sqlite')}`;
    } else {
      handle.url = handle.database.url;
    }
    handle.dataSource = await openDatabase(handle.url, { readers: 1 });
  });
  afterAll(async () => {
    if (handle.dataSource?.isInitialized) await handle.dataSource.destroy();
    await handle.database?.drop();
    if (handle.directory) rmSync(handle.directory, { recursive: true, force: true });
  });
  return handle;
}

/** An employee's name alone, read from the employees' index: a search through another table. */
const EMPLOYEE_NAME_SEARCH = { ...EMPLOYEE_SEARCH, columns: ['name'] };

const project = (title: string, client = 'Search Ltd', status = 'Planning') =>
  ({
    title,
    client,
    category: 'Custom Software',
    status,
    date: '2026-01-01',
    description: 'A project of the search test.',
  }) as Project;

/** Inserts the projects a few hundred at a time (SQLite refuses a statement of thousands). */
async function insertAll(dataSource: DataSource, projects: Project[]): Promise<void> {
  for (let from = 0; from < projects.length; from += 200) {
    await dataSource.getRepository(Project).insert(projects.slice(from, from + 200));
  }
}

/** Titles whose characters compare in odd ways under the columns' collation. */
const ODD_TITLES = [
  'Café Rouge',
  'CAFE NOIR',
  'Straße 9',
  'Strasse 10',
  'Naïve Bayes',
  'ÆON flux',
  '50% off_sale',
  'back\\slash! and "quotes"',
  'Emoji 😀 party',
  'ﬁle ligature',
  'Ｆullwidth',
  'tab\there',
  'İstanbul ıi',
  'Ørsted øre',
];

/** Texts to look for, each compared with what the database's LIKE finds. */
const TEXTS = [
  'cafe',
  'CAFÉ',
  'stras',
  'straß',
  'ss',
  's',
  'naive',
  'ae',
  '50%',
  '%',
  '_',
  'f_s',
  '!',
  '\\',
  '"quotes"',
  'file',
  'fi',
  'fullwidth',
  'tab here',
  'istanbul',
  'i',
  'orsted',
  'Search Ltd',
  'ltd planning',
  'planning',
  'zzz',
];

describe('search texts kept in memory', () => {
  const db = useKeptDatabase();
  let other: DataSource;
  /** A name quoted as the database writes it in SQL. */
  const quoted = (name: string) => db.dataSource.driver.escape(name);

  beforeAll(async () => {
    keepSearchTexts(db.dataSource, { minRows: 1 });
    await db.dataSource.getRepository(Project).insert(ODD_TITLES.map((title) => project(title)));
    other = await openDatabase(db.url, { readers: 1 });
  });
  afterAll(() => other?.destroy());

  /** The list's page and total for `text`, newest first, from pageAndTotal. */
  const searchOf = async (dataSource: DataSource, text: string, limit = 1000) => {
    const query = dataSource.getRepository(Project).createQueryBuilder('p').orderBy('p.id', 'DESC');
    const [rows, total] = await pageAndTotal(query, 0, limit, containsText(dataSource, 'p', PROJECT_SEARCH, text));
    return { ids: rows.map((row) => row.id), total };
  };
  /** What the database's LIKE finds for `text`, newest first. */
  const likeOf = async (text: string) => {
    const like = PROJECT_SEARCH.columns.map((column) => `${column} LIKE ? ESCAPE '!'`).join(' OR ');
    const rows = await db.dataSource.query<{ id: number }[]>(
      `SELECT id FROM projects WHERE ${like} ORDER BY id DESC`,
      PROJECT_SEARCH.columns.map(() => likePattern(text.trim())),
    );
    return rows.map((row) => Number(row.id));
  };
  /** Searches once so that the text is built, and waits for it. */
  const built = async (dataSource: DataSource) => {
    await searchOf(dataSource, 'warm');
    await searchOf(dataSource, 'warm');
    await searchTextsBuilt(dataSource);
  };

  it('finds what LIKE finds, odd characters included, without a LIKE over the whole table', async () => {
    await built(db.dataSource);
    for (const text of TEXTS) {
      const expected = await likeOf(text);
      const likes = statementsOf(db.dataSource, ' LIKE ');
      const found = await searchOf(db.dataSource, text);
      expect({ text, ...found }).toEqual({ text, ids: expected, total: expected.length });
      // A printable ASCII text's LIKE tested only the rows found in memory, by their ids.
      const inMemory = /^[\x20-\x7e]+$/.test(text);
      const byIds = `${quoted('p')}.${quoted('id')} IN (`;
      // Nothing found in memory is nothing to test again; another text may use SQLite's index, without LIKE.
      if (inMemory && expected.length > 0) expect(likes.length).toBeGreaterThan(0);
      for (const sql of likes) expect({ text, inMemory: sql.includes(byIds) }).toEqual({ text, inMemory });
    }
  });

  it('is never older than the table: each write, by any instance, is found at once', async () => {
    await built(db.dataSource);
    const repository = db.dataSource.getRepository(Project);
    await repository.insert(project('Freshly written'));
    expect((await searchOf(db.dataSource, 'freshly')).total).toBe(1);
    await searchTextsBuilt(db.dataSource);
    expect((await searchOf(db.dataSource, 'freshly')).total).toBe(1);

    await other.getRepository(Project).update({ title: 'Freshly written' }, { title: 'Renamed elsewhere' });
    expect((await searchOf(db.dataSource, 'freshly')).total).toBe(0);
    await searchTextsBuilt(db.dataSource);
    expect((await searchOf(db.dataSource, 'freshly')).total).toBe(0);
    expect((await searchOf(db.dataSource, 'elsewhere')).total).toBe(1);

    await db.dataSource.query("DELETE FROM projects WHERE title = 'Renamed elsewhere'");
    expect((await searchOf(db.dataSource, 'elsewhere')).total).toBe(0);
  });

  it('leaves a search inside a transaction to the database, which shows its own rows', async () => {
    await built(db.dataSource);
    await expect(
      db.dataSource.transaction(async (manager) => {
        await manager.getRepository(Project).insert(project('Uncommitted one'));
        const query = manager.getRepository(Project).createQueryBuilder('p');
        const [, inside] = await pageAndTotal(
          query,
          0,
          5,
          containsText(db.dataSource, 'p', PROJECT_SEARCH, 'uncommitted'),
        );
        expect(inside).toBe(1);
        expect((await searchOf(db.dataSource, 'uncommitted')).total).toBe(0);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await searchOf(db.dataSource, 'uncommitted')).total).toBe(0);
  });

  it('counts many matches from memory and pages them in the list’s order, with a filter too', async () => {
    const many = Array.from({ length: 1500 }, (_, i) =>
      project(`Bulk ${i}`, 'Manyfold Ltd', i % 3 ? 'Planning' : 'Completed'),
    );
    await insertAll(db.dataSource, many);
    await built(db.dataSource);
    const likes = statementsOf(db.dataSource, ' LIKE ');
    const expected = await likeOf('manyfold');
    const found = await searchOf(db.dataSource, 'manyfold', 20);
    expect(found).toEqual({ ids: expected.slice(0, 20), total: 1500 });
    // The page walked the order; nothing counted by LIKE.
    expect(likes.filter((sql) => sql.includes('COUNT('))).toEqual([]);

    // Many matches late in the list's order: once the order is kept, the page is picked in memory.
    const fillers = Array.from({ length: 3000 }, (_, i) => project(`Zzz filler ${i}`, 'Filler Ltd'));
    await insertAll(db.dataSource, fillers);
    await built(db.dataSource);
    const expectedPage = async (offset: number) =>
      (
        await db.dataSource.query<{ id: number }[]>(
          `SELECT id FROM projects WHERE client = 'Manyfold Ltd' ORDER BY title DESC, id DESC LIMIT 20 OFFSET ${offset}`,
        )
      ).map((row) => Number(row.id));
    const byTitle = async (offset: number) => {
      const query = db.dataSource.getRepository(Project).createQueryBuilder('p');
      const [rows, total] = await pageAndTotal(
        query.orderBy('p.title', 'DESC').addOrderBy('p.id', 'DESC'),
        offset,
        20,
        containsText(db.dataSource, 'p', PROJECT_SEARCH, 'manyfold'),
      );
      return { ids: rows.map((row) => row.id), total };
    };
    // Walked the first time, while the order is read.
    expect(await byTitle(0)).toEqual({ ids: await expectedPage(0), total: 1500 });
    await searchTextsBuilt(db.dataSource);
    const pickedLikes = statementsOf(db.dataSource, ' LIKE ');
    for (const offset of [0, 20, 700, 1480, 1490]) {
      expect(await byTitle(offset)).toEqual({ ids: await expectedPage(offset), total: 1500 });
    }
    expect(pickedLikes.filter((sql) => sql.includes(quoted('p')))).toEqual([]);

    const completed = db.dataSource
      .getRepository(Project)
      .createQueryBuilder('p')
      .where('p.status = :status', { status: 'Completed' })
      .orderBy('p.id', 'ASC');
    const [rows, total] = await pageAndTotal(
      completed,
      0,
      10,
      containsText(db.dataSource, 'p', PROJECT_SEARCH, 'manyfold'),
    );
    expect(total).toBe(500);
    expect(rows.every((row) => row.status === 'Completed' && row.client === 'Manyfold Ltd')).toBe(true);
  });

  it('looks up another table’s rows for a search through it (an employee’s name)', async () => {
    const ada = await insertEmployee(db.dataSource, { name: 'Ada Lövelace' });
    const alan = await insertEmployee(db.dataSource, { name: 'Alan Turing' });
    for (const employee of [ada, ada, alan]) await insertLeave(db.dataSource, employee.id);
    const leaves = db.dataSource.getRepository(LeaveRequest);
    const viaName = async (text: string) =>
      (
        await pageAndTotal(
          leaves.createQueryBuilder('r').orderBy('r.id', 'DESC'),
          0,
          50,
          containsTextVia(db.dataSource, 'r.employeeId', EMPLOYEE_NAME_SEARCH, text),
        )
      )[1];
    const expected = async (text: string) => {
      const [row] = await db.dataSource.query<{ total: number | string }[]>(
        "SELECT COUNT(*) AS total FROM leave_requests r JOIN employees e ON e.id = r.employeeId WHERE e.name LIKE ? ESCAPE '!'",
        [likePattern(text)],
      );
      return Number(row!.total);
    };
    await viaName('warm');
    await searchTextsBuilt(db.dataSource);
    for (const text of ['lovelace', 'LÖV', 'a', 'turing', 'ada l']) {
      const count = await expected(text);
      const likes = statementsOf(db.dataSource, ' LIKE ');
      expect(await viaName(text)).toBe(count);
      // A printable ASCII name was looked up in memory: the database tested only those employees
      // (none when none matched: on SQLite ö is not o).
      const inMemory = text !== 'LÖV';
      const searched = likes.filter((sql) => sql.includes(`FROM ${quoted('leave_requests')}`));
      if (inMemory && count > 0) expect(searched.length).toBeGreaterThan(0);
      for (const sql of searched)
        expect({ text, inMemory: sql.includes('employees_searched.id IN (') }).toEqual({ text, inMemory });
    }
    expect(await viaName('ada l')).toBe(2);
    expect(await viaName('nobody at all')).toBe(0);
  });
});
