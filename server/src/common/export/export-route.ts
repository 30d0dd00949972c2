import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Request } from 'express';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../auth/actor';
import type { Config } from '../../config';
import { forbidden, unauthenticated } from '../errors';
import { logger } from '../logger';
import { securityLog } from '../security-log';
import { csvStringifier } from './csv';
import type { CsvExport } from './csv-export';

export interface ExportRoutesOptions {
  dataSource: DataSource;
  /** The user of the request's Bearer access token, read exactly as /graphql reads it. */
  userOf: (req: Request) => Promise<Actor | null>;
  exports: readonly CsvExport[];
  config: Pick<Config, 'holidays'>;
}

const FILE = /^([a-z0-9-]+)\.csv$/;

/** `GET <mount>/<name>.csv?<the list's filters>`: each registered export as a streamed CSV download. */
export function exportRoutes({ dataSource, userOf, exports, config }: ExportRoutesOptions): Router {
  const byName = new Map(exports.map((entry) => [entry.name, entry]));
  const router = Router();

  router.get('/:file', async (req, res, next) => {
    const entry = byName.get(FILE.exec(req.params.file)?.[1] ?? '');
    if (!entry) return next();
    const user = await userOf(req);
    if (!user || !entry.roles.includes(user.role) || !(await entry.allows(dataSource, user))) {
      securityLog('access denied', {
        ip: req.ip ?? 'unknown',
        userId: user?.id ?? null,
        role: user?.role ?? null,
        operation: `export ${entry.name}`,
      });
      if (!user) res.setHeader('WWW-Authenticate', 'Bearer');
      res
        .status(user ? 403 : 401)
        .type('text/plain')
        .send((user ? forbidden() : unauthenticated()).message);
      return;
    }

    const prepared = await entry.prepare(dataSource, req.query as Record<string, unknown>, { user, config });
    if ('error' in prepared) {
      res.status(400).type('text/plain').send(prepared.error);
      return;
    }
    const day = new Date().toISOString().slice(0, 10);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${entry.name}-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
    try {
      await pipeline(Readable.from(prepared.records), csvStringifier(entry.headers), res);
    } catch (error) {
      // Headers are gone by now: the download ends short and the browser reports it failed.
      logger.error('CSV export failed', { error, export: entry.name });
    }
  });

  return router;
}
