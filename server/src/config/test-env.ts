import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '.';

/** What `openssl rand -hex 32` gives: the kind of secret production accepts. */
export const SECRET = randomBytes(32).toString('hex');

/**
 * For the configuration tests: each test gets a fresh DATA_DIR (removed afterwards), and `load`
 * runs loadConfig over only the given variables, never the real environment.
 */
export function configUnderTest() {
  let current = '';
  beforeEach(() => {
    current = mkdtempSync(path.join(tmpdir(), 'config-test-'));
  });
  afterEach(() => rmSync(current, { recursive: true, force: true }));
  return {
    dataDir: () => current,
    load: (env: Record<string, string | undefined> = {}) => loadConfig({ NODE_ENV: 'test', DATA_DIR: current, ...env }),
  };
}
