import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4321);

/**
 * Debian's headless shell (package chromium-headless-shell) where it is installed: the same engine
 * without the browser's window and GPU processes, which took a quarter more CPU per test, and
 * CI runs two suites side by side on two cores. The full browser otherwise.
 */
const SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH || (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');

/** Browser tests drive Debian's Chromium against the built app on a fresh database (tests/e2e/start-server.mjs). */
export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per port: CI runs the SQLite and MariaDB suites side by side in one checkout, and
  // each run empties its folder first (a shared one lost the other's traces and screenshots).
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The longest journeys take 25-30 s alone; with CI's two suites side by side on two cores they
  // took over 60 s. The limit catches a hang, not a slow step (the benches measure speed).
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node tests/e2e/start-server.mjs',
    url: `http://127.0.0.1:${PORT}/readyz`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
