import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { createSchema, SCHEMA_FILE } from './app/schema';

/** Writes the API contract to /schema.graphql; `npm run check:generated` fails when it is stale. */
export async function printApiSchema(): Promise<string> {
  return `${printSchema(await createSchema())}\n`;
}

if (require.main === module) {
  printApiSchema()
    .then((sdl) => {
      writeFileSync(SCHEMA_FILE, sdl);
      console.log(`wrote ${SCHEMA_FILE}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
