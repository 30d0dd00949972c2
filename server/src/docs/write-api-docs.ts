import { writeFileSync } from 'node:fs';
import { API_DOCS_FILE, renderApiDocsFromSchemaFile } from './api-docs';

// Part of `npm run build -w server`: /docs/api from the committed schema.graphql, beside the compiled server.
writeFileSync(API_DOCS_FILE, renderApiDocsFromSchemaFile());
console.log(`wrote ${API_DOCS_FILE}`);
