import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { id, timestamps, uniqueOn, varchar } from './columns';

const toUsers = () =>
  new TableForeignKey({
    columnNames: ['userId'],
    referencedTableName: 'users',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
    onUpdate: 'NO ACTION',
  });

/** Refresh-token sessions, password reset links, and the per-user token version. */
export class Sessions1763800000002 implements MigrationInterface {
  name = 'Sessions1763800000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', new TableColumn({ name: 'tokenVersion', type: 'integer', default: 0 }));
    const [createdAt] = timestamps(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'refresh_tokens',
        columns: [
          id(),
          { name: 'userId', type: 'integer' },
          varchar('familyId', 36),
          varchar('tokenHash', 64),
          { name: 'signedInAt', type: 'datetime' },
          { name: 'expiresAt', type: 'datetime' },
          { name: 'usedAt', type: 'datetime', isNullable: true },
          { name: 'revokedAt', type: 'datetime', isNullable: true },
          createdAt!,
        ],
        foreignKeys: [toUsers()],
        ...uniqueOn(queryRunner, ['tokenHash']),
      }),
    );
    await queryRunner.createIndex('refresh_tokens', new TableIndex({ columnNames: ['familyId'] }));
    await queryRunner.createTable(
      new Table({
        name: 'password_reset_tokens',
        columns: [
          id(),
          { name: 'userId', type: 'integer' },
          varchar('tokenHash', 64),
          { name: 'expiresAt', type: 'datetime' },
          { name: 'usedAt', type: 'datetime', isNullable: true },
          createdAt!,
        ],
        foreignKeys: [toUsers()],
        ...uniqueOn(queryRunner, ['tokenHash']),
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('password_reset_tokens');
    await queryRunner.dropTable('refresh_tokens');
    await queryRunner.dropColumn('users', 'tokenVersion');
  }
}
