import type { DataSource } from 'typeorm';
import { notFound } from '../../common/errors';
import { WEBSITE_CONTENT_ID, WebsiteContent } from './website-content.entity';

/**
 * How long a read of the texts serves page requests. A save in this process drops it at once;
 * other processes of a multi-instance deployment pick the change up within this time.
 */
export const WEBSITE_CONTENT_TTL_MS = 5_000;

/** Reads the one row of texts; NOT_FOUND when the seed has not made it yet. */
export async function readWebsiteContent(dataSource: DataSource): Promise<WebsiteContent> {
  const row = await dataSource.getRepository(WebsiteContent).findOneBy({ id: WEBSITE_CONTENT_ID });
  if (!row) throw notFound('The website content has not been set up yet');
  return row;
}

/**
 * The texts as every page response needs them, read at most once per TTL. Concurrent requests
 * share one read, and a read that started before a save never lands in the cache after it.
 */
export class WebsiteContentCache {
  private cached: { row: WebsiteContent; readAt: number } | null = null;
  private reading: Promise<WebsiteContent> | null = null;
  private generation = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly ttlMs = WEBSITE_CONTENT_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<WebsiteContent> {
    if (this.cached && this.now() - this.cached.readAt < this.ttlMs) return Promise.resolve(this.cached.row);
    if (this.reading) return this.reading;
    const generation = this.generation;
    const readAt = this.now();
    const reading = readWebsiteContent(this.dataSource).finally(() => {
      if (this.reading === reading) this.reading = null;
    });
    this.reading = reading;
    return reading.then((row) => {
      if (generation === this.generation) this.cached = { row, readAt };
      return row;
    });
  }

  /** After a save: the next request reads the row again. */
  invalidate(): void {
    this.generation += 1;
    this.cached = null;
    this.reading = null;
  }
}

const caches = new WeakMap<DataSource, WebsiteContentCache>();

/** The cache of one database connection: the site reads through it, the service drops it on save. */
export function websiteContentCache(dataSource: DataSource): WebsiteContentCache {
  let cache = caches.get(dataSource);
  if (!cache) {
    cache = new WebsiteContentCache(dataSource);
    caches.set(dataSource, cache);
  }
  return cache;
}
