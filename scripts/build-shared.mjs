#!/usr/bin/env node
// After `npm install`: compiles the shared rules package (packages/shared) for the server, so
// lint and the server's type check find it on a fresh clone. A production install has no
// TypeScript: it skips, and the image copies the compiled package from its build stage.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let tsc;
try {
  tsc = require.resolve('typescript/bin/tsc');
} catch {
  console.log('build-shared: TypeScript is not installed (production install); packages/shared not compiled');
  process.exit(0);
}
const result = spawnSync(process.execPath, [tsc, '-p', 'packages/shared/tsconfig.json'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
