import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['auth', 'content', 'inbox', 'pages', 'projects', 'quotes', 'services'];

/** A feature may not import another feature: shared code goes to lib/ or components/, composition to app/. */
const featureBoundaries = FEATURES.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; move shared code to lib/ or components/.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/src/gql/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/shared/tsconfig.json',
            'server/tsconfig.json',
            'web/tsconfig.json',
            'tests/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureBoundaries,
            {
              target: ['./web/src/lib', './web/src/components'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared code flows one way: lib/components -> features -> app.',
            },
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features do not depend on the app shell.',
            },
            { target: './server', from: './web', message: 'The server does not import web code.' },
            {
              target: './packages/shared',
              from: ['./server', './web'],
              message: 'The shared rules stand alone: server and web import them, never the reverse.',
            },
            { target: './web', from: './server', message: 'The web app talks to the server only through GraphQL.' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Decorator metadata needs the runtime class in emitted code, so these imports must stay value imports.
    files: ['server/**/*.ts', 'tests/api/**/*.ts', 'tests/fixtures/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['web/jest.*.cjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs', 'jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
