import 'reflect-metadata';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { assertEveryOperationAuthorized, authChecker } from '../auth/auth-checker';
import { ROOT_DIR } from '../config';
import { modules } from './modules';

/** Every feature's resolvers (app/modules.ts). */
export const resolvers = modules.flatMap((module) => module.resolvers);

export const SCHEMA_FILE = path.join(ROOT_DIR, 'schema.graphql');

export async function createSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: resolvers as NonEmptyArray<(typeof resolvers)[number]>,
    authChecker,
    authMode: 'error',
    validate: { forbidUnknownValues: false, stopAtFirstError: true, validationError: { target: false, value: false } },
  });
  assertEveryOperationAuthorized(schema);
  return schema;
}
