import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, printSchema } from 'graphql';
import { ROOT_DIR } from '../config';
import { partnerSchema } from './partner-api';

/** The last released partner contract, which tests/infra/api-contract.test.ts compares schema.graphql with. */
export const RELEASED_CONTRACT = path.join(ROOT_DIR, 'contract', 'schema.released.graphql');

/** The partner API of schema.graphql as SDL: what a release freezes. */
export function partnerContract(): string {
  const schema = buildSchema(readFileSync(path.join(ROOT_DIR, 'schema.graphql'), 'utf8'));
  return `${printSchema(partnerSchema(schema))}\n`;
}

// `npm run contract:release`: at a release, after the changelog's Unreleased items moved under the version.
if (require.main === module) {
  writeFileSync(RELEASED_CONTRACT, partnerContract());
  console.log(`wrote ${path.relative(ROOT_DIR, RELEASED_CONTRACT)}`);
}
