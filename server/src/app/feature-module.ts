import type { Request, Router } from 'express';
import type { DataSource, EntityManager, EntitySchema, MigrationInterface } from 'typeorm';
import type { Actor } from '../auth/actor';
import type { CsvExport } from '../common/export/csv-export';

/**
 * Rows a feature puts in every database once. 'content' sets are the site's own words
 * (portfolio, services, pages): every database gets them, production included. 'demo' sets
 * (accounts with public passwords, sample quote requests) only when SEED_DEMO_DATA is on.
 * The name is recorded in seed_history: never rename a set that has shipped.
 */
export interface SeedSet {
  name: string;
  kind: 'content' | 'demo';
  apply: (manager: EntityManager) => Promise<void>;
}

/** What a feature's own HTTP routes get from the app. */
export interface FeatureRouteOptions {
  dataSource: DataSource;
  /** The user of the request's Bearer access token, read exactly as /graphql reads it. */
  userOf: (req: Request) => Promise<Actor | null>;
}

/** HTTP routes beside the API (a file download), mounted at `path`. */
export interface FeatureRoute {
  path: string;
  router: (options: FeatureRouteOptions) => Router;
}

// TypeORM and TypeGraphQL take classes as plain functions.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Entity = Function | EntitySchema;
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type ResolverClass = Function;
type MigrationClass = new () => MigrationInterface;

/**
 * Everything a feature brings, listed once in `<feature>.module.ts` and registered in
 * app/modules.ts: the schema build, the data source and the seed runner read these lists.
 */
export interface FeatureModule {
  /** The feature's folder name, e.g. 'projects'. */
  name: string;
  entities: readonly Entity[];
  resolvers: readonly ResolverClass[];
  /**
   * The migrations this feature owns. Applied by their timestamp across all features, so
   * a shipped migration keeps its class name and timestamp forever.
   */
  migrations: readonly MigrationClass[];
  /** Applied in the order of app/modules.ts, then of this list. */
  seeds?: readonly SeedSet[];
  /** The feature's CSV downloads, served at /api/export/<name>.csv. */
  exports?: readonly CsvExport[];
  /** The feature's other downloads (the payslip PDFs), each at its own path. */
  routes?: readonly FeatureRoute[];
}
