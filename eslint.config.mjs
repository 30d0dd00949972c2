import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under web/src/features, so a new feature is bounded without anyone listing it.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature may not import another feature: shared code goes to lib/ or components/, composition to app/. */
const featureBoundaries = FEATURES.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; move shared code to lib/ or components/.',
}));

/**
 * File names, as the tree names them (micromatch globs on the name without its last extension).
 * Server, shared rules, tests and scripts: kebab-case; a server file's role is a suffix from ROLES
 * (`project.entity.ts`, `project.service.test.ts`): a new kind of file adds its role here once.
 * Web: a .tsx holding one component is PascalCase (`ProjectForm.tsx`), one holding several is
 * kebab-case (`glyphs.tsx`, `router.tsx`); pages end in Page; a hook is `useThing.ts`, other
 * modules kebab-case (`sidebar-state.ts`, `project.schema.ts`). A component's tests split by
 * what they cover name it before `.test` (`AdminQuotesPage.convert.test.tsx`).
 */
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';
const PASCAL = '+([A-Z]*([a-z0-9]))';
const ROLES = 'entity|inputs|args|types|resolver|service|policy|module|loader|seed|export|cache|route';
const fileNames = {
  'server/src/**/*.ts': `${KEBAB}?(.@(${ROLES}))?(.test)`,
  '{packages,tests,scripts,bench,.storybook}/**/*.{ts,tsx,mjs,cjs}': `${KEBAB}?(.@(test|spec))`,
  'web/src/**/*.tsx': `@(${PASCAL}|${KEBAB}|use${PASCAL})?(.@(stories|mocks)|?(.${KEBAB}).test)`,
  'web/src/**/pages/*.tsx': `${PASCAL}Page?(.stories|?(.${KEBAB}).test)`,
  'web/src/**/*.ts': `@(${KEBAB}|use${PASCAL})?(.@(mocks|schema|play))?(.test)`,
};

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
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: { 'check-file/filename-naming-convention': ['error', fileNames] },
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
