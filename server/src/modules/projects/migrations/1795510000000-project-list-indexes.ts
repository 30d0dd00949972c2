import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The projects list's sorts and its category filter, each served by an index, so a page of a
 * large list reads its rows in order instead of sorting the table. The text columns are compared
 * without regard to case (caseless in db/sql-dialect.ts): on SQLite the index needs the NOCASE
 * collation for that; on MySQL/MariaDB the column's collation is already case-insensitive.
 * Ties are broken by id, which every index holds after its columns on both databases. The
 * entity declares them without synchronizing (TypeORM cannot describe a collation in an index).
 */
const PROJECT_LIST_INDEXES = {
  IDX_projects_list_date: 'date',
  IDX_projects_list_title: 'title',
  IDX_projects_list_client: 'client',
  IDX_projects_list_category: 'category',
} as const;

export class ProjectListIndexes1795510000000 implements MigrationInterface {
  name = 'ProjectListIndexes1795510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type !== 'better-sqlite3';
    for (const [name, column] of Object.entries(PROJECT_LIST_INDEXES)) {
      // The category filter's rows come newest first (the list's default order) from its index.
      const then = column === 'category' ? ['date'] : [];
      const keys = mysql
        ? [column, ...then].map((key) => `\`${key}\``)
        : [`"${column}"${column === 'date' ? '' : ' COLLATE NOCASE'}`, ...then.map((key) => `"${key}"`)];
      const table = mysql ? '`projects`' : '"projects"';
      await queryRunner.query(`CREATE INDEX ${mysql ? name : `"${name}"`} ON ${table} (${keys.join(', ')})`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type !== 'better-sqlite3';
    for (const name of Object.keys(PROJECT_LIST_INDEXES)) {
      await queryRunner.query(mysql ? `DROP INDEX ${name} ON \`projects\`` : `DROP INDEX "${name}"`);
    }
  }
}
