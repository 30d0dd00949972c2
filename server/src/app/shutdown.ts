import type http from 'node:http';
import { logger } from '../common/logger';

/** Something to close once no request needs it any more: the database, the limiter store. */
export interface Closer {
  name: string;
  close(): Promise<void>;
}

/** What a stop needs from the app (createApp's result). */
export interface StoppableApp {
  server: http.Server;
  /**
   * Apollo's drain plugin does the HTTP part: it closes the listener (new connections are
   * refused), ends idle keep-alive connections at once and each busy one after its last answer,
   * and returns when every connection is gone.
   */
  apollo: { stop(): Promise<void> };
  /** From now on /readyz answers 503, so a proxy sends this instance nothing new. */
  markShuttingDown(): void;
}

export interface ShutdownOptions {
  /** How long the requests in flight and the closers may take, together. */
  graceMs: number;
  /** Closed in this order once the last request has its answer. */
  closers: Closer[];
}

export interface Shutdown {
  /** Stops the app; resolves with the exit code: 0 when all went well within the grace period, else 1. */
  stop(reason: string): Promise<number>;
  /** Requests that have arrived and not yet been answered. */
  openRequests(): number;
}

/**
 * The stop of an app, prepared before it listens so that every request is counted. Calling
 * `stop` again returns the same stop.
 */
export function prepareShutdown(app: StoppableApp, { graceMs, closers }: ShutdownOptions): Shutdown {
  let open = 0;
  app.server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    open += 1;
    res.once('close', () => (open -= 1));
  });

  async function drainAndClose(): Promise<number> {
    await app.apollo.stop();
    let code = 0;
    for (const closer of closers) {
      try {
        await closer.close();
      } catch (error) {
        logger.error('could not close on shutdown', { name: closer.name, error });
        code = 1;
      }
    }
    return code;
  }

  async function run(reason: string): Promise<number> {
    logger.info('shutting down', { reason, openRequests: open, graceMs });
    app.markShuttingDown();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
    const work = drainAndClose().catch((error: unknown) => {
      logger.error('shutdown failed', { error });
      return 1;
    });
    const outcome = await Promise.race([work, deadline]);
    clearTimeout(timer);
    if (outcome === 'late') {
      logger.error('shutdown grace period ran out: cutting the connections still open', {
        graceMs,
        openRequests: open,
      });
      app.server.closeAllConnections();
      return 1;
    }
    logger.info('shut down', { reason, exitCode: outcome });
    return outcome;
  }

  let stopping: Promise<number> | undefined;
  return {
    stop: (reason) => (stopping ??= run(reason)),
    openRequests: () => open,
  };
}

/**
 * SIGTERM (docker stop, a process manager) and SIGINT (Ctrl-C) stop the app and end the process
 * with the stop's exit code. A second signal while stopping is only logged: npm passes Ctrl-C on
 * as a second SIGINT, and the grace period already bounds the wait.
 */
export function exitOnSignals(shutdown: Shutdown, exit: (code: number) => void = (code) => process.exit(code)): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        logger.info('already shutting down', { signal });
        return;
      }
      stopping = true;
      void shutdown.stop(signal).then(exit);
    });
  }
}
