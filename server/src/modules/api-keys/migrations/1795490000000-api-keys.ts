import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { id, timestamps, uniqueOn, varchar } from '../../../db/migrations/columns';

/** Partner API keys: only the SHA-256 of each secret, found by a unique index on it. */
export class ApiKeys1795490000000 implements MigrationInterface {
  name = 'ApiKeys1795490000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const [createdAt] = timestamps(queryRunner);
    const currentName = uniqueOn(queryRunner, ['currentName']);
    const hash = uniqueOn(queryRunner, ['tokenHash']);
    await queryRunner.createTable(
      new Table({
        name: 'api_keys',
        columns: [
          id(),
          varchar('name', 100),
          varchar('currentName', 100, { isNullable: true }),
          varchar('prefix', 20),
          varchar('tokenHash', 64),
          { name: 'scopes', type: 'text' },
          { name: 'budgetPerMinute', type: 'integer' },
          createdAt!,
          { name: 'createdById', type: 'integer', isNullable: true },
          varchar('createdByName', 100),
          { name: 'expiresAt', type: 'datetime' },
          { name: 'lastUsedAt', type: 'datetime', isNullable: true },
          { name: 'revokedAt', type: 'datetime', isNullable: true },
          { name: 'supersededAt', type: 'datetime', isNullable: true },
          { name: 'rolledFromId', type: 'integer', isNullable: true },
        ],
        uniques: [...(currentName.uniques ?? []), ...(hash.uniques ?? [])],
        indices: [...(currentName.indices ?? []), ...(hash.indices ?? [])],
      }),
    );
    await queryRunner.createIndex('api_keys', new TableIndex({ columnNames: ['createdAt', 'id'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('api_keys');
  }
}
