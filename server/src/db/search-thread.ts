import { Worker } from 'node:worker_threads';
import { logger } from '../common/logger';

/** The thread that finds search texts in the tables' texts kept in memory (kept-search-text.ts). */

/** A table's text: each searched column's, and the rows' ids in the same order. */
export interface TableText {
  ids: Float64Array<ArrayBuffer>;
  columns: ColumnText[];
}

/** One searched column: its values folded, each ending in APART, and where each starts. */
export interface ColumnText {
  text: string;
  starts: Uint32Array<ArrayBuffer>;
  /** For a column of few distinct values: `text` holds each value once, and this each row's value (its number). */
  codes: Uint32Array<ArrayBuffer> | null;
}

/**
 * What a kept text found: how many rows match, their ids (ascending) when no more than asked for,
 * and when more, the ids of the page asked for in the list's order once that order is kept.
 */
export interface KeptMatches {
  count: number;
  ids: number[] | null;
  page: number[] | null;
}

/**
 * The search thread's program. Finding a text in a table's text is a few milliseconds of work
 * per search (4 MB of text for 100,000 projects); on the server's only event loop that was more
 * than the rest of a search request's work, in the thread it runs beside it. Plain JavaScript, as the SQLite
 * readers' program, so that the same source starts compiled and under the tests' transform.
 * A text is stored under its table's key and version; a search of another version finds nothing.
 */
const SEARCH_PROGRAM = `
const { parentPort } = require('node:worker_threads');
const texts = new Map();
function rowAt(starts, at) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}
/** The row numbers (places in the text) of \`ids\`, or null when one is not in it. */
function rowsOf(rowIds, ids) {
  const rows = new Int32Array(ids.length);
  for (let i = 0; i < ids.length; i += 1) {
    let low = 0;
    let high = rowIds.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (rowIds[middle] < ids[i]) low = middle + 1;
      else high = middle;
    }
    if (rowIds[low] !== ids[i]) return null;
    rows[i] = low;
  }
  return rows;
}
/** The ids of the page of matching rows (\`hits\`) in an order (its rows, first to last), read from the nearer end. */
function pageOf(inOrder, rowIds, count, { offset, limit }) {
  const ids = [];
  const end = Math.min(offset + limit, count);
  if (offset >= end) return ids;
  const fromStart = offset <= count - end;
  const skip = fromStart ? offset : count - end;
  let seen = 0;
  for (let i = 0; i < inOrder.length && ids.length < end - offset; i += 1) {
    const row = inOrder[fromStart ? i : inOrder.length - 1 - i];
    if (!hits[row]) continue;
    seen += 1;
    if (seen > skip) ids.push(rowIds[row]);
  }
  return fromStart ? ids : ids.reverse();
}
let hits = new Uint8Array(0);
parentPort.on('message', (message) => {
  if (message.put) {
    texts.set(message.key, { version: message.version, text: message.text, orders: new Map() });
    return;
  }
  if (message.putOrder) {
    const kept = texts.get(message.key);
    const inOrder = kept && kept.version === message.version ? rowsOf(kept.text.ids, message.ids) : null;
    if (inOrder && inOrder.length === kept.text.ids.length) kept.orders.set(message.order, inOrder);
    return;
  }
  const { id, key, version, needle, idsUpTo, page } = message;
  const kept = texts.get(key);
  if (!kept || kept.version !== version) return parentPort.postMessage({ id, found: null });
  const rowIds = kept.text.ids;
  const rows = rowIds.length;
  if (hits.length < rows) hits = new Uint8Array(rows);
  else hits.fill(0, 0, rows);
  for (const { text, starts, codes } of kept.text.columns) {
    const found = codes ? new Uint8Array(starts.length) : hits;
    let any = false;
    for (let at = text.indexOf(needle); at !== -1; ) {
      const value = rowAt(starts, at);
      found[value] = 1;
      any = true;
      // On from the next value: a row counts once.
      at = value + 1 < starts.length ? text.indexOf(needle, starts[value + 1]) : -1;
    }
    if (codes && any) for (let row = 0; row < rows; row += 1) if (found[codes[row]]) hits[row] = 1;
  }
  const ids = [];
  let count = 0;
  for (let row = 0; row < rows; row += 1) {
    if (!hits[row]) continue;
    count += 1;
    if (count <= idsUpTo) ids.push(rowIds[row]);
  }
  const inOrder = count > idsUpTo && page ? kept.orders.get(page.order) : undefined;
  parentPort.postMessage({
    id,
    found: { count, ids: count <= idsUpTo ? ids : null, page: inOrder ? pageOf(inOrder, rowIds, count, page) : null },
  });
});
`;

/** The thread holding a data source's kept texts, and the searches it has not answered yet. */
export class SearchThread {
  private readonly worker = new Worker(SEARCH_PROGRAM, { eval: true });
  private readonly waiting = new Map<
    number,
    { resolve(found: KeptMatches | null): void; reject(error: Error): void }
  >();
  private nextId = 0;
  private stopped = false;

  constructor() {
    // It never keeps the process alive: the server's own handles decide that.
    this.worker.unref();
    this.worker.on('message', ({ id, found }: { id: number; found: KeptMatches | null }) => {
      this.waiting.get(id)?.resolve(found);
      this.waiting.delete(id);
    });
    this.worker.on('error', (error) => {
      logger.error('search thread stopped', { error });
      this.stop();
    });
    this.worker.on('exit', () => this.stop());
  }

  /** Hands a table's text over (its arrays moved, not copied). */
  put(key: string, version: string, text: TableText): void {
    const moved = text.columns.flatMap(({ starts, codes }) =>
      codes ? [starts.buffer, codes.buffer] : [starts.buffer],
    );
    this.worker.postMessage({ put: true, key, version, text }, [text.ids.buffer, ...moved]);
  }

  /** Hands the ids of a kept text's rows over in a list's order. */
  putOrder(key: string, version: string, order: string, ids: Float64Array<ArrayBuffer>): void {
    this.worker.postMessage({ putOrder: true, key, version, order, ids }, [ids.buffer]);
  }

  find(
    key: string,
    version: string,
    needle: string,
    idsUpTo: number,
    page: { order: string; offset: number; limit: number } | null,
  ): Promise<KeptMatches | null> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.stopped) return reject(new Error('The search thread stopped'));
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, key, version, needle, idsUpTo, page });
    });
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }

  private stop(): void {
    this.stopped = true;
    for (const waiting of this.waiting.values()) waiting.reject(new Error('The search thread stopped'));
    this.waiting.clear();
  }
}
