/** Server and API suites run against a real database; web suites run in jsdom. */
const swc = (extra = {}) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      ...extra,
    },
    module: { type: 'commonjs' },
  },
];

// Tests read the shared rules from source, so they never run against a stale build.
const shared = { '^@site/shared$': '<rootDir>/packages/shared/src/index.ts' };

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/tests/fixtures/hang-guard.ts'],
      roots: ['<rootDir>/packages/shared/src', '<rootDir>/server/src', '<rootDir>/tests/api', '<rootDir>/tests/infra'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.ts$': swc() },
      moduleNameMapper: shared,
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src', '<rootDir>/web/build'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFiles: ['<rootDir>/web/jest.polyfills.cjs'],
      setupFilesAfterEnv: ['<rootDir>/web/jest.setup.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc(), '^.+\\.mjs$': swc() },
      transformIgnorePatterns: [],
      moduleNameMapper: { ...shared, '\\.(css|svg|png|jpg)$': '<rootDir>/web/jest.asset-stub.cjs' },
    },
  ],
};
