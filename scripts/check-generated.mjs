#!/usr/bin/env node
/**
 * Fails when the committed generated files are stale: regenerates schema.graphql (from the
 * server's resolvers) and web/src/gql (graphql-codegen) in place, then asks git whether
 * anything changed. The files are left regenerated, so `git diff` shows what was stale.
 *
 *   node scripts/check-generated.mjs               build the server first (standalone use)
 *   node scripts/check-generated.mjs --skip-build  server/dist is already fresh (scripts/test.mjs)
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GENERATED = ['schema.graphql', 'web/src/gql'];

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--skip-build');
if (unknown.length > 0) {
  console.error(`check-generated: unknown argument(s): ${unknown.join(' ')}`);
  process.exit(2);
}
const skipBuild = args.includes('--skip-build');

/** Runs a command with its output shown; exits with its status when it fails. */
function run(command) {
  console.log(`$ ${command}`);
  try {
    execSync(command, { cwd: ROOT, stdio: 'inherit' });
  } catch (error) {
    console.error(`check-generated: \`${command}\` failed`);
    process.exit(typeof error.status === 'number' && error.status !== 0 ? error.status : 1);
  }
}

/** Runs a git command and returns its output lines. */
function gitLines(command) {
  const out = execSync(command, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return out
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

if (!skipBuild) run('npm run build -w server');
run('node server/dist/emit-schema.js');
run('npx graphql-codegen --config codegen.ts');

const paths = GENERATED.join(' ');
let changed;
let untracked;
try {
  changed = gitLines(`git diff --name-only -- ${paths}`);
  untracked = gitLines(`git ls-files --others --exclude-standard -- ${paths}`);
} catch {
  console.error('check-generated: git is needed to compare the generated files (is this a git checkout?)');
  process.exit(1);
}

if (changed.length === 0 && untracked.length === 0) {
  console.log(`Generated files are up to date (${GENERATED.join(', ')}).`);
  process.exit(0);
}

console.error('\nGenerated files are out of date:');
for (const file of changed) console.error(`  changed:   ${file}`);
for (const file of untracked) console.error(`  new:       ${file}`);
console.error('\nRun `npm run generate` and commit the result (they have just been regenerated in place;');
console.error('`git diff -- schema.graphql web/src/gql` shows what changed).');
process.exit(1);
