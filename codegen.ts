import type { CodegenConfig } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { Kind, visit, type FieldNode } from 'graphql';

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * Adds `__typename` to every selection below an operation's root, as Apollo Client's cache does
 * before it sends a document: the text the server runs by id is then exactly the one the cache
 * reads, and Apollo Client, finding nothing to add, passes the generated document (and the id in
 * it) to the link unchanged.
 */
const addTypename: Types.DocumentTransformObject = {
  transform: ({ documents }) =>
    documents.map((source) => ({
      ...source,
      document:
        source.document &&
        visit(source.document, {
          SelectionSet(node, _key, parent) {
            if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) {
              return undefined;
            }
            const has = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename');
            return has ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
          },
        }),
    })),
};

/**
 * schema.graphql + the documents in web/src -> typed documents in web/src/gql (never edited by hand),
 * and web/src/gql/persisted-documents.json: every document by the sha256 of its text, the only ones
 * a visitor without a session or an API key may run in production (server/src/app/trusted-documents.ts).
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      documentTransforms: [addTypename],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
        scalars: { LocalDate: 'string', DateTimeISO: 'string' },
      },
    },
  },
};

export default config;
