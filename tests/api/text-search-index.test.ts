import 'reflect-metadata';
import { createTextSearchIndex, dropTextSearchIndex } from '../../server/src/db/text-search';
import { PROJECT_SEARCH } from '../../server/src/modules/projects/project.service';
import { useMigratedDatabase } from '../fixtures/test-database';

// The full-text index a migration adds to a table that already has rows (a site upgraded in
// place): it starts with every row, and keeps up from then on. SQLite only: MySQL and MariaDB
// keep no such index (their searches scan), so there is nothing to check there.
const db = useMigratedDatabase();
const sqliteOnly = /^(mysql|mariadb):\/\//.test(process.env.DATABASE_URL ?? '') ? describe.skip : describe;

const matches = async (phrase: string) => {
  const [row] = await db.dataSource.query<{ n: number }[]>(
    'SELECT COUNT(*) AS n FROM projects_search WHERE projects_search MATCH ?',
    [`"${phrase}"`],
  );
  return Number(row?.n);
};

sqliteOnly('the search index made over existing rows (SQLite)', () => {
  it('holds the rows that were there before it, and follows later writes', async () => {
    const runner = db.dataSource.createQueryRunner();
    try {
      await dropTextSearchIndex(runner, PROJECT_SEARCH);
      await runner.query(
        `INSERT INTO projects (title, client, category, status, date, description, featured, icon)
         VALUES ('Harbour Crane Telemetry', 'Port Authority', 'Custom Software', 'Planning', '2026-01-05', 'x', 0, 'Code')`,
      );
      await createTextSearchIndex(runner, PROJECT_SEARCH);
    } finally {
      await runner.release();
    }
    expect(await matches('crane tele')).toBe(1);
    expect(await matches('port auth')).toBe(1);

    await db.dataSource.query("UPDATE projects SET client = 'Harbour Board' WHERE client = 'Port Authority'");
    expect(await matches('port auth')).toBe(0);
    expect(await matches('harbour board')).toBe(1);
    await db.dataSource.query("DELETE FROM projects WHERE title = 'Harbour Crane Telemetry'");
    expect(await matches('crane tele')).toBe(0);
  });
});
