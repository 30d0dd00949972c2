import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../sql-dialect';
import { TABLE_VERSIONS } from '../table-versions';

/**
 * A version per table on SQLite too: a SQLite file with reader threads keeps its lists' search
 * texts in memory by them (db/kept-search-text.ts). MySQL and MariaDB have them already
 * (TableVersions1795530000000).
 */
export class TableVersionsSqlite1795540000000 implements MigrationInterface {
  name = 'TableVersionsSqlite1795540000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (isMysqlFamily(queryRunner.connection)) return;
    await queryRunner.query(
      `CREATE TABLE "${TABLE_VERSIONS}" ("name" varchar(64) PRIMARY KEY NOT NULL, "version" integer NOT NULL)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (isMysqlFamily(queryRunner.connection)) return;
    await queryRunner.query(`DROP TABLE "${TABLE_VERSIONS}"`);
  }
}
