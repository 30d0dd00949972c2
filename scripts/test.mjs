#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order, stopping at the first failure.
 *
 *   npm test                                  everything
 *   npm test -- --skip-e2e --skip-storybook   quicker local run
 *   npm test -- --skip-db                     only what needs no database: builds, types, lint, web tests, Storybook
 *   npm test -- --only-db                     only the database tests: server/API jest and browser tests
 *
 * CI (.ci/run) runs `--skip-db` once, then `--only-db` on SQLite and again on MariaDB.
 * The environment is passed through: DATABASE_URL=mysql://... runs jest and the browser
 * tests against MySQL/MariaDB instead of SQLite. The last line is `tests: N passed, M failed`
 * (`, K skipped` when some were), counted from jest's and Playwright's JSON reports.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FLAGS = {
  '--skip-e2e': 'skipE2e',
  '--skip-storybook': 'skipStorybook',
  '--skip-db': 'skipDb',
  '--only-db': 'onlyDb',
};

const options = { skipE2e: false, skipStorybook: false, skipDb: false, onlyDb: false };
for (const arg of process.argv.slice(2)) {
  if (arg === '--help' || arg === '-h') {
    console.log(`usage: npm test [-- ${Object.keys(FLAGS).join('] [')}]`);
    process.exit(0);
  }
  const key = FLAGS[arg];
  if (!key) {
    console.error(`test: unknown argument "${arg}" (known: ${Object.keys(FLAGS).join(', ')})`);
    process.exit(2);
  }
  options[key] = true;
}
if (options.skipDb && options.onlyDb) {
  console.error('test: --skip-db and --only-db exclude each other');
  process.exit(2);
}

const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
const webJestJson = path.join(tmpDir, 'jest-web.json');
const serverJestJson = path.join(tmpDir, 'jest-server.json');
const playwrightJson = path.join(tmpDir, 'playwright.json');

/** The browser tests serve server/dist and web/dist; under --only-db an earlier --skip-db run made them. */
const built = existsSync(path.join(ROOT, 'server/dist/index.js')) && existsSync(path.join(ROOT, 'web/dist/index.html'));

/**
 * `db`: the step reads or writes a database, so CI runs it once per database; the others run once.
 * `onlyDbRun`: the step exists only in an --only-db run.
 * @type {{ name: string, commands: string[], db: boolean, onlyDbRun?: boolean, env?: Record<string, string>, skip?: string }[]}
 */
const allSteps = [
  { name: 'build server', db: false, commands: ['npm run build -w server'] },
  {
    name: 'typecheck',
    db: false,
    commands: ['npx tsc -p server --noEmit', 'npx tsc -p web --noEmit', 'npx tsc -p tests --noEmit'],
  },
  { name: 'lint and format', db: false, commands: ['npx eslint .', 'npx prettier --check .'] },
  // The server was built by the first step.
  { name: 'generated files', db: false, commands: ['node scripts/check-generated.mjs --skip-build'] },
  {
    name: 'web tests and stories (jest)',
    db: false,
    commands: [`npx jest --ci --maxWorkers=2 --selectProjects web --json --outputFile=${quote(webJestJson)}`],
  },
  { name: 'build web', db: false, commands: ['npm run build -w web'] },
  {
    name: 'storybook build',
    db: false,
    commands: ['npx storybook build -o storybook-static --quiet'],
    skip: options.skipStorybook ? '--skip-storybook' : undefined,
  },
  {
    // Only under --only-db (without it, the build steps above run): the browser tests serve both builds.
    name: 'build (for the browser tests)',
    db: true,
    onlyDbRun: true,
    commands: ['npm run build'],
    skip: built ? 'already built' : options.skipE2e ? '--skip-e2e' : undefined,
  },
  {
    name: 'server and API tests (jest)',
    db: true,
    commands: [`npx jest --ci --selectProjects server --json --outputFile=${quote(serverJestJson)}`],
  },
  {
    name: 'browser tests (playwright)',
    db: true,
    commands: ['npx playwright test --reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    skip: options.skipE2e ? '--skip-e2e' : undefined,
  },
];
const steps = allSteps.filter((step) => (options.skipDb ? !step.db : options.onlyDb ? step.db : !step.onlyDbRun));

function quote(value) {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `"${value.replace(/(["\\$`])/g, '\\$1')}"`;
}

function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${String(Math.round(seconds - minutes * 60)).padStart(2, '0')}s`;
}

/** Runs one shell command with inherited output; returns its exit status (1 when killed by a signal). */
function runCommand(command, extraEnv) {
  console.log(`$ ${command}`);
  const result = spawnSync(command, {
    cwd: ROOT,
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, ...extraEnv },
  });
  if (result.error) {
    console.error(`could not start: ${result.error.message}`);
    return 1;
  }
  if (result.signal) {
    console.error(`killed by ${result.signal}`);
    return 1;
  }
  return result.status ?? 1;
}

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`could not read ${path.basename(file)}: ${error.message}`);
    return undefined;
  }
}

/** Test counts from the JSON reports that exist; undefined when no test runner reported. */
function countTests() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const lines = [];
  for (const [name, file] of [
    ['jest web', webJestJson],
    ['jest server', serverJestJson],
  ]) {
    const jest = readJson(file);
    if (!jest) continue;
    const passed = jest.numPassedTests ?? 0;
    const failed = jest.numFailedTests ?? 0;
    const skipped = (jest.numPendingTests ?? 0) + (jest.numTodoTests ?? 0);
    // A suite that fails to load (syntax error, failing beforeAll import) counts no test as failed.
    const brokenSuites = jest.numRuntimeErrorTestSuites ?? 0;
    totals.passed += passed;
    totals.failed += failed;
    totals.skipped += skipped;
    lines.push(
      `  ${`${name}:`.padEnd(13)} ${passed} passed, ${failed} failed, ${skipped} skipped` +
        (brokenSuites ? ` (${brokenSuites} test file(s) failed to run)` : ''),
    );
  }
  const playwright = readJson(playwrightJson);
  if (playwright?.stats) {
    const { expected = 0, unexpected = 0, skipped = 0, flaky = 0 } = playwright.stats;
    totals.passed += expected + flaky;
    totals.failed += unexpected;
    totals.skipped += skipped;
    lines.push(
      `  playwright:   ${expected + flaky} passed${flaky ? ` (${flaky} flaky)` : ''}, ${unexpected} failed, ${skipped} skipped`,
    );
  }
  return lines.length > 0 ? { totals, lines } : undefined;
}

const line = '='.repeat(72);
const timings = [];
let failure;
const started = Date.now();

for (const [index, step] of steps.entries()) {
  const label = `[${index + 1}/${steps.length}] ${step.name}`;
  if (step.skip) {
    console.log(`\n${line}\n${label}: skipped (${step.skip})\n${line}`);
    timings.push({ label, result: `skipped (${step.skip})` });
    continue;
  }
  console.log(`\n${line}\n${label}\n${line}`);
  const stepStarted = Date.now();
  let status = 0;
  for (const command of step.commands) {
    status = runCommand(command, step.env);
    if (status !== 0) break;
  }
  const duration = formatDuration(Date.now() - stepStarted);
  console.log(`--- ${label}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${duration}`);
  timings.push({ label, result: status === 0 ? `ok      ${duration}` : `FAILED  ${duration}` });
  if (status !== 0) {
    failure = { label, status };
    break;
  }
}

console.log(`\n${line}\nSummary (${formatDuration(Date.now() - started)})\n${line}`);
for (const { label, result } of timings) console.log(`  ${label.padEnd(44)} ${result}`);
for (const [index, step] of steps.entries()) {
  if (index >= timings.length) console.log(`  ${`[${index + 1}/${steps.length}] ${step.name}`.padEnd(44)} not run`);
}

const counted = countTests();
rmSync(tmpDir, { recursive: true, force: true });
if (counted) {
  console.log('');
  for (const text of counted.lines) console.log(text);
}
if (failure) console.log(`\nFAILED at ${failure.label} (exit ${failure.status})`);
if (counted) {
  const { passed, failed, skipped } = counted.totals;
  console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
// A runner that exits 0 with failed tests in its report still fails the run.
process.exit(failure || (counted && counted.totals.failed > 0) ? 1 : 0);
