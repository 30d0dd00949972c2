import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { buildSchema, Query, Resolver } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { createSchema, SCHEMA_FILE } from '../../server/src/app/schema';
import { assertEveryOperationAuthorized } from '../../server/src/auth/auth-checker';
import { migrations } from '../../server/src/db/migrations';
import { printApiSchema } from '../../server/src/emit-schema';
import { useMigratedDatabase } from '../fixtures/test-database';

async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const pending = await dataSource.driver.createSchemaBuilder().log();
  return pending.upQueries.map((query) => query.query);
}

/** Which of the entities' tables exist in the database. */
async function entityTablesPresent(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  try {
    const present: string[] = [];
    for (const { tableName } of dataSource.entityMetadatas) {
      if (await runner.hasTable(tableName)) present.push(tableName);
    }
    return present;
  } finally {
    await runner.release();
  }
}

describe('the database schema', () => {
  const db = useMigratedDatabase();

  it('built by the migrations matches the entities exactly, so no change is pending', async () => {
    // The database kind is in the compared value so a failure says which one drifted.
    expect({ database: db.database.kind, pending: await pendingSchemaChanges(db.dataSource) }).toEqual({
      database: db.database.kind,
      pending: [],
    });
  });

  it('has every migration applied after opening', async () => {
    expect(await db.dataSource.showMigrations()).toBe(false);
  });

  it('can undo every migration and apply them again, ending where it started', async () => {
    for (let i = 0; i < migrations.length; i++) await db.dataSource.undoLastMigration({ transaction: 'each' });
    expect(await entityTablesPresent(db.dataSource)).toEqual([]);

    await db.dataSource.runMigrations({ transaction: 'each' });
    expect(await pendingSchemaChanges(db.dataSource)).toEqual([]);
    // Every migration's DDL twice: on MariaDB on a busy machine this passed 5 s once there were 16.
  }, 30_000);
});

describe('the GraphQL contract', () => {
  it('schema.graphql at the repository root is what the server prints (`npm run schema` updates it)', async () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(await printApiSchema());
  });
});

describe('access rules', () => {
  it("give every query and mutation of the app's schema a rule, so the app starts", async () => {
    await expect(createSchema()).resolves.toBeInstanceOf(GraphQLSchema);
  });

  it('stop the app when the schema has an operation TypeGraphQL never declared', () => {
    const query = new GraphQLObjectType({ name: 'Query', fields: { backdoor: { type: GraphQLString } } });
    expect(() => assertEveryOperationAuthorized(new GraphQLSchema({ query }))).toThrow(
      'Operations without an access rule: backdoor',
    );
  });

  // Runs last: the resolver below stays in TypeGraphQL's global metadata once declared.
  it('stop the app when a resolver declares an operation without @Public, @SignedIn or @Roles', async () => {
    @Resolver()
    class ForgottenRuleResolver {
      @Query(() => String)
      payrollExport(): string {
        return 'everyone can read this';
      }
    }
    const schema = await buildSchema({ resolvers: [ForgottenRuleResolver], authChecker: () => true });
    expect(() => assertEveryOperationAuthorized(schema)).toThrow('Operations without an access rule: payrollExport');
  });
});
