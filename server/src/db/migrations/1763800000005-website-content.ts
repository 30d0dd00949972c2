import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestamps, varchar } from './columns';

/** The website's editable texts (home hero, about section, services introduction): one row. */
export class WebsiteContent1763800000005 implements MigrationInterface {
  name = 'WebsiteContent1763800000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    const version = (name: string) => ({ name, type: 'integer', default: 1 });
    await queryRunner.createTable(
      new Table({
        name: 'website_content',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          varchar('heroTitle', 200),
          { name: 'heroSubtitle', type: 'text' },
          varchar('heroImageUrl', 2048, { isNullable: true }),
          varchar('aboutTitle', 200),
          { name: 'aboutContent', type: 'text' },
          { name: 'missionStatement', type: 'text' },
          { name: 'servicesIntroduction', type: 'text' },
          version('homepageVersion'),
          version('aboutVersion'),
          version('servicesVersion'),
          // Only updatedAt: the row is made once, by the seed.
          ...timestamps(queryRunner).filter((column) => column.name === 'updatedAt'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('website_content');
  }
}
