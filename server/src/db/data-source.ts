import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { PasswordResetToken, RefreshToken } from '../auth/session.entity';
import { User } from '../auth/user.entity';
import { NewsletterSubscription } from '../modules/content/newsletter.entity';
import { ContentPage } from '../modules/content/page.entity';
import { WebsiteContent } from '../modules/content/website-content.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { Project } from '../modules/projects/project.entity';
import { QuoteRequest } from '../modules/quotes/quote-request.entity';
import { Service } from '../modules/services/service.entity';
import { migrations } from './migrations';
import { SeedHistory } from './seed-history.entity';

export const entities = [
  User,
  RefreshToken,
  PasswordResetToken,
  Project,
  NewsletterSubscription,
  Service,
  ContentPage,
  QuoteRequest,
  ContactMessage,
  WebsiteContent,
  SeedHistory,
];

export type DatabaseKind = 'sqlite' | 'mysql';

export const databaseKind = (url: string): DatabaseKind => (url.startsWith('sqlite:') ? 'sqlite' : 'mysql');

/** MySQL or MariaDB for `mysql://` URLs, an embedded SQLite file for `sqlite:<file>` (or `sqlite::memory:`). */
export function dataSourceOptions(
  databaseUrl: string,
  server: 'mysql' | 'mariadb' = databaseUrl.startsWith('mariadb:') ? 'mariadb' : 'mysql',
): DataSourceOptions {
  const common = { entities, migrations, synchronize: false, migrationsRun: false, logging: ['error' as const] };
  if (databaseKind(databaseUrl) === 'sqlite') {
    const file = databaseUrl.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    return { ...common, type: 'better-sqlite3', database: file, enableWAL: file !== ':memory:' };
  }
  return {
    ...common,
    type: server,
    url: databaseUrl.replace(/^mariadb:/, 'mysql:'),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    // DECIMAL stays a string, so money is never rounded through a float.
    supportBigNumbers: true,
    bigNumberStrings: true,
    extra: { connectionLimit: 10 },
  };
}

/** A mysql:// URL may lead to MariaDB, whose catalogue (column defaults) TypeORM reads right only as type 'mariadb'. */
async function isMariaDb(dataSource: DataSource): Promise<boolean> {
  const [row] = await dataSource.query<{ version: string }[]>('SELECT VERSION() AS version');
  return /mariadb/i.test(row?.version ?? '');
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(databaseUrl: string): Promise<DataSource> {
  let dataSource = new DataSource(dataSourceOptions(databaseUrl));
  await dataSource.initialize();
  if (dataSource.options.type === 'mysql' && (await isMariaDb(dataSource))) {
    await dataSource.destroy();
    dataSource = new DataSource(dataSourceOptions(databaseUrl, 'mariadb'));
    await dataSource.initialize();
  }
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
