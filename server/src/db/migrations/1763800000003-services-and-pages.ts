import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { boolean, id, timestamps, uniqueOn, varchar } from './columns';

/** The services catalogue and the website's content pages (about, terms, privacy, ...). */
export class ServicesAndPages1763800000003 implements MigrationInterface {
  name = 'ServicesAndPages1763800000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'services',
        columns: [
          id(),
          varchar('name', 100),
          { name: 'description', type: 'text' },
          varchar('icon', 20),
          { name: 'bulletPoints', type: 'text' },
          boolean('featured', false),
          { name: 'sortOrder', type: 'integer', default: 0 },
          ...timestamps(queryRunner),
        ],
        ...uniqueOn(queryRunner, ['name']),
      }),
    );
    await queryRunner.createIndex('services', new TableIndex({ columnNames: ['featured'] }));
    await queryRunner.createTable(
      new Table({
        name: 'content_pages',
        columns: [
          id(),
          varchar('slug', 100),
          varchar('title', 200),
          varchar('summary', 300),
          { name: 'body', type: 'text' },
          ...timestamps(queryRunner),
        ],
        ...uniqueOn(queryRunner, ['slug']),
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('content_pages');
    await queryRunner.dropTable('services');
  }
}
