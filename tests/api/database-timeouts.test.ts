import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../server/src/db/data-source';
import { createTestDatabase, type TestDatabase } from '../fixtures/test-database';
import { errorOf, startTestApp, type TestApp } from '../fixtures/test-app';

/**
 * A database that stops answering must fail requests within DATABASE_TIMEOUT_MS instead of
 * holding them: at connect, at each query, and (SQLite) at a file another process has locked.
 */

// Skipped on the SQLite run, with reason: these need a MySQL server to run the query on and to
// freeze (the connect case needs none, and SQLite's own timeout is tested below).
const onMysql = /^(mysql|mariadb):\/\//.test(process.env.DATABASE_URL ?? '') ? describe : describe.skip;

/** mysql2's own connect timeout: failing well before it shows that ours applies. */
const MYSQL2_DEFAULT_TIMEOUT_MS = 10_000;

/** A TCP server that accepts connections and never says a word, like a frozen MySQL. */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Forwards to the real MySQL server until `freeze()`: from then on it passes nothing either way
 * and leaves new connections unanswered, as a server that hangs does.
 */
async function freezableProxy(target: URL) {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const pairs: [net.Socket, net.Socket][] = [];
  const server = net.createServer((client) => {
    track(client);
    if (frozen) return;
    const upstream = net.connect(Number(target.port || 3306), target.hostname);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    pairs.push([client, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      frozen = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
      }
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('database timeouts', () => {
  it('a MySQL server that accepts connections but never answers fails the start within the timeout', async () => {
    const silent = await silentServer();
    try {
      const started = Date.now();
      await expect(
        openDatabase(`mysql://root@127.0.0.1:${silent.port}/site`, { timeoutMs: 500 }),
      ).rejects.toMatchObject({ code: 'ETIMEDOUT' });
      expect(Date.now() - started).toBeLessThan(MYSQL2_DEFAULT_TIMEOUT_MS / 2);
    } finally {
      await silent.close();
    }
  });

  it('a write to an SQLite file that another process holds gives up after the timeout', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sqlite-timeout-'));
    const url = `sqlite:${path.join(dir, 'site.sqlite')}`;
    const app = await openDatabase(url, { timeoutMs: 300 });
    // Another connection to the same file, as a second process would have, holds the write lock.
    const other = await openDatabase(url);
    try {
      await other.query('BEGIN IMMEDIATE');
      const started = Date.now();
      await expect(app.query("UPDATE seed_history SET name = name WHERE name = 'none'")).rejects.toMatchObject({
        driverError: { code: 'SQLITE_BUSY' },
      });
      // better-sqlite3 waits 5 s unless told otherwise.
      expect(Date.now() - started).toBeLessThan(2500);
      await other.query('ROLLBACK');
    } finally {
      await app.destroy();
      await other.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  });

  onMysql('on MySQL', () => {
    let database: TestDatabase;
    let dataSource: DataSource | undefined;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterEach(async () => {
      if (dataSource?.isInitialized) await dataSource.destroy();
      dataSource = undefined;
    });
    afterAll(() => database?.drop());

    it('a query that outlives the timeout fails within it, and the next query gets a working connection', async () => {
      dataSource = await openDatabase(database.url, { timeoutMs: 1000 });
      const started = Date.now();
      await expect(dataSource.query('SELECT SLEEP(20)')).rejects.toMatchObject({
        driverError: { code: 'PROTOCOL_SEQUENCE_TIMEOUT' },
      });
      expect(Date.now() - started).toBeLessThan(5000);
      // The pool hands out the connection released last: the one still running the sleep, unless it was closed.
      await expect(dataSource.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
      await expect(dataSource.transaction((manager) => manager.query('SELECT 2 AS two'))).resolves.toEqual([
        { two: 2 },
      ]);
    });

    it('runs the migrations without the query timeout, which may rightly take longer', async () => {
      await (await openDatabase(database.url)).destroy();
      // Another session holds the migrations table for longer than the timeout, as a long migration would.
      const other = await mysql.createConnection(database.url);
      try {
        await other.query('LOCK TABLES migrations WRITE');
        const unlock = new Promise((resolve) => setTimeout(resolve, 1500)).then(() => other.query('UNLOCK TABLES'));
        dataSource = await openDatabase(database.url, { timeoutMs: 1000 });
        await unlock;
        expect(await dataSource.showMigrations()).toBe(false);
        expect(dataSource.options).toMatchObject({ enableQueryTimeout: true, maxQueryExecutionTime: 1000 });
      } finally {
        await other.end();
      }
    });
  });

  onMysql('a MySQL server that freezes while the app runs', () => {
    let app: TestApp;
    let proxy: Awaited<ReturnType<typeof freezableProxy>>;
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
      proxy = await freezableProxy(new URL(database.url));
      const url = new URL(database.url);
      url.host = `127.0.0.1:${proxy.port}`;
      app = await startTestApp({ env: { DATABASE_URL: url.toString(), DATABASE_TIMEOUT_MS: '1000' } });
      proxy.freeze();
    });
    afterAll(async () => {
      await proxy?.close();
      await app?.close();
      await database?.drop();
    });

    it('answers a GraphQL request with an error instead of holding it', async () => {
      const started = Date.now();
      const response = await app.post('{ services { id } }');
      expect(errorOf(response.body)).toMatchObject({
        message: expect.stringMatching(/^Something went wrong on our side/),
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(Date.now() - started).toBeLessThan(MYSQL2_DEFAULT_TIMEOUT_MS / 2);
    });

    it('answers /readyz with 503', async () => {
      const response = await fetch(`${app.url}/readyz`);
      expect(response.status).toBe(503);
    });

    it('answers each of many requests at once with an error, new connections failing their handshake', async () => {
      // More requests than the pool has connections: those that wait for one are answered too.
      const answers = await Promise.all(Array.from({ length: 12 }, () => app.post('{ services { id } }')));
      for (const answer of answers) expect(errorOf(answer.body).extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    });
  });
});
