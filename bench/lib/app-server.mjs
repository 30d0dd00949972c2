// Starts the built app (`npm run build`) for a bench script on a fresh SQLite file with demo data,
// and stops it again. Bench scripts measure; tests never assert on timings.
import { createConnection } from 'mysql2/promise';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `databaseUrl` is a MySQL or MariaDB database to use instead of the fresh SQLite file (emptied by
 * the caller: the app migrates it and adds the demo data).
 * @returns {Promise<{ origin: string, dbFile: string, databaseUrl: string, pid: number, stop: () => void }>}
 */
export async function startApp({ port, env = {}, databaseUrl }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-app-'));
  const dbFile = path.join(dataDir, 'bench.sqlite');
  const url = databaseUrl ?? `sqlite:${dbFile}`;
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['server/dist/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'error',
      // Production refuses a guessable secret.
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: origin,
      ...env,
    },
    stdio: 'inherit',
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { origin, dbFile, databaseUrl: url, pid: server.pid, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('the server did not start');
}

/** A GraphQL caller for the app at `origin`: the data of each answer, or a thrown error with its errors. */
export function graphqlClient(origin) {
  return async (query, variables, token) => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
}

/** Drops and makes anew the MySQL or MariaDB database `url` names, for an app to migrate and fill. */
export async function freshMysqlDatabase(url) {
  const { pathname } = new URL(url);
  const name = pathname.slice(1);
  const server = await createConnection({ uri: url.replace(pathname, '/') });
  await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await server.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await server.end();
}
