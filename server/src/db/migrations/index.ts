import type { MigrationInterface } from 'typeorm';
import { modules } from '../../app/modules';
import { TableVersions1795530000000 } from './1795530000000-table-versions';
import { TableVersionsSqlite1795540000000 } from './1795540000000-table-versions-sqlite';

type MigrationClass = new () => MigrationInterface;

const timestampOf = (migration: MigrationClass) => Number(/(\d{13})$/.exec(migration.name)?.[1] ?? NaN);

/**
 * Every feature's migrations in one list, oldest first by the timestamp that ends each class
 * name (the order TypeORM applies them in). Refuses to load when a migration is listed twice
 * or has no timestamp, rather than let a database skip or repeat one.
 */
export function collectMigrations(lists: readonly (readonly MigrationClass[])[]): MigrationClass[] {
  const all = lists.flat();
  const names = all.map((migration) => migration.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length) throw new Error(`Migrations listed twice: ${twice.join(', ')}`);
  const undated = all.filter((migration) => Number.isNaN(timestampOf(migration))).map((m) => m.name);
  if (undated.length) throw new Error(`Migrations without a 13-digit timestamp: ${undated.join(', ')}`);
  return [...all].sort((a, b) => timestampOf(a) - timestampOf(b));
}

/** Every migration, oldest first: the features' and the lists' own (table versions). */
export const migrations = collectMigrations([
  ...modules.map((module) => module.migrations),
  [TableVersions1795530000000, TableVersionsSqlite1795540000000],
]);
