import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../sql-dialect';
import { TABLE_VERSIONS } from '../table-versions';

/**
 * A version per table, on MySQL and MariaDB, for the lists' kept totals (db/table-versions.ts).
 * SQLite counts a list from an index in a fraction of a millisecond and keeps none.
 */
export class TableVersions1795530000000 implements MigrationInterface {
  name = 'TableVersions1795530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (!isMysqlFamily(queryRunner.connection)) return;
    await queryRunner.query(
      `CREATE TABLE ${TABLE_VERSIONS} (name varchar(64) NOT NULL PRIMARY KEY, version bigint NOT NULL) ENGINE=InnoDB`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (!isMysqlFamily(queryRunner.connection)) return;
    await queryRunner.query(`DROP TABLE ${TABLE_VERSIONS}`);
  }
}
