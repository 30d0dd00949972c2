import type { CodegenConfig } from '@graphql-codegen/cli';

/** schema.graphql + the documents in web/src -> typed documents in web/src/gql (never edited by hand). */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
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
