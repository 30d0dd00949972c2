import { Worker } from 'node:worker_threads';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { inTransaction } from './read-for-update';

/**
 * Prepared statements a thread keeps, the oldest dropped first: TypeORM writes a page's offset and
 * limit into the SQL, so the statements differ page by page and the cache must stay bounded.
 */
const STATEMENTS_KEPT = 500;

/**
 * Each reader thread's program. better-sqlite3 answers synchronously, so a list's search or count
 * run on the server's only event loop holds every other request (a visitor's page too) until it
 * ends; in a thread of its own, with its own connection to the same file, it holds nothing. Plain
 * JavaScript because the same source must start compiled, under the tests' TypeScript transform
 * and under the test servers' require hook alike.
 */
const READER_PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true, timeout: workerData.timeoutMs });
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= ${STATEMENTS_KEPT}) statements.delete(statements.keys().next().value);
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(...parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

interface Answer {
  id: number;
  rows?: unknown[];
  error?: string;
}

interface Waiting {
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

/** A read refused or cut short because the readers were closed (the server stopping). */
export class ReadersClosedError extends Error {
  constructor() {
    super('SQLite readers are closed');
  }
}

/** One thread and the reads it has not answered yet. */
class Reader {
  readonly waiting = new Map<number, Waiting>();
  private readonly worker: Worker;
  private nextId = 0;
  stopped = false;

  constructor(file: string, timeoutMs: number) {
    this.worker = new Worker(READER_PROGRAM, {
      eval: true,
      workerData: { file, timeoutMs, driver: require.resolve('better-sqlite3') },
    });
    // A thread never keeps the process alive: the server's own handles decide that.
    this.worker.unref();
    this.worker.on('message', ({ id, rows, error }: Answer) => {
      const waiting = this.waiting.get(id);
      this.waiting.delete(id);
      if (error === undefined) waiting?.resolve(rows ?? []);
      else waiting?.reject(new Error(`SQLite reader: ${error}`));
    });
    // The thread's error arrives as a copy, which may have kept only its code (SQLITE_CANTOPEN).
    this.worker.on('error', (error: { message?: string; code?: string }) =>
      this.stop(new Error(`SQLite reader stopped: ${error.message || error.code || 'unknown error'}`)),
    );
    this.worker.on('exit', (code) => this.stop(new Error(`SQLite reader stopped (exit code ${code})`)));
  }

  all(sql: string, parameters: unknown[]): Promise<unknown[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, sql, parameters });
    });
  }

  /** Ends the thread; the reads it still had fail with ReadersClosedError. */
  async terminate(): Promise<void> {
    this.stop(new ReadersClosedError());
    await this.worker.terminate();
  }

  private stop(error: Error): void {
    this.stopped = true;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}

/**
 * Reader threads over one SQLite file in WAL mode: each read goes to the thread with the fewest
 * reads waiting. A thread that stops (it should not) is replaced by the next read that needs one.
 */
export class SqliteReaders {
  private readonly readers: Reader[];
  private closed = false;

  constructor(
    private readonly file: string,
    count: number,
    private readonly timeoutMs: number,
  ) {
    this.readers = Array.from({ length: count }, () => new Reader(file, timeoutMs));
  }

  async all<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    if (this.closed) throw new ReadersClosedError();
    let index = 0;
    this.readers.forEach((reader, i) => {
      if (reader.waiting.size < this.readers[index]!.waiting.size) index = i;
    });
    if (this.readers[index]!.stopped) this.readers[index] = new Reader(this.file, this.timeoutMs);
    return (await this.readers[index]!.all(sql, parameters)) as T[];
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.readers.map((reader) => reader.terminate()));
  }
}

const readersOf = new WeakMap<DataSource, SqliteReaders>();

/**
 * Gives `dataSource` (a SQLite file in WAL mode, migrated) `count` reader threads, closed with it;
 * none for 0. Only reads made through readRows and readSql use them.
 */
export function startReaders(dataSource: DataSource, file: string, count: number, timeoutMs: number): void {
  if (count <= 0) return;
  const readers = new SqliteReaders(file, count, timeoutMs);
  readersOf.set(dataSource, readers);
  const destroy = dataSource.destroy.bind(dataSource);
  dataSource.destroy = async () => {
    readersOf.delete(dataSource);
    await readers.close();
    return destroy();
  };
}

/**
 * `query`'s raw rows, read by a reader thread when its database has them. A query in a
 * transaction stays on the app's connection, which alone sees the transaction's writes; a reader
 * sees what is committed when its statement starts, as another instance's connection would.
 */
export async function readRows<T>(query: SelectQueryBuilder<ObjectLiteral>): Promise<T[]> {
  const readers = readersOf.get(query.connection);
  if (!readers || inTransaction(query)) return query.getRawMany<T>();
  const [sql, parameters] = query.getQueryAndParameters();
  return readers.all<T>(sql, parameters);
}

/** A raw SELECT's rows, read by a reader thread when `dataSource` has them. */
export async function readSql<T>(dataSource: DataSource, sql: string, parameters: unknown[] = []): Promise<T[]> {
  const readers = readersOf.get(dataSource);
  return readers ? readers.all<T>(sql, parameters) : dataSource.query<T[]>(sql, parameters);
}

/** Whether `dataSource`'s reads can leave the event loop (a long one need not be cut up to let others through). */
export const hasReaders = (dataSource: DataSource): boolean => readersOf.has(dataSource);
