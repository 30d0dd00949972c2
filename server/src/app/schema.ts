import 'reflect-metadata';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { assertEveryOperationAuthorized, assertKeyOperationsPublic, authChecker } from '../auth/auth-checker';
import { ROOT_DIR } from '../config';
import { modules } from './modules';
import { validateArgument } from './validate-arguments';

/** Every feature's resolvers (app/modules.ts). */
export const resolvers = modules.flatMap((module) => module.resolvers);

export const SCHEMA_FILE = path.join(ROOT_DIR, 'schema.graphql');

export async function createSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: resolvers as NonEmptyArray<(typeof resolvers)[number]>,
    authChecker,
    authMode: 'error',
    // class-validator's rules of each input, then well-formed text in every argument.
    validateFn: validateArgument,
  });
  assertEveryOperationAuthorized(schema);
  assertKeyOperationsPublic(schema);
  return schema;
}
