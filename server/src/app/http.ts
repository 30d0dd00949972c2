import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import http from 'node:http';
import type { DataSource } from 'typeorm';
import { AuthService } from '../auth/auth.service';
import { PasswordResetService } from '../auth/password-reset.service';
import { sessionCookie } from '../auth/session-cookie';
import { bearerToken } from '../auth/tokens';
import { logger } from '../common/logger';
import { createMailer } from '../common/mailer';
import { RequestLoaders } from './loaders';
import { openLimits, type Limits } from '../common/rate-limiter';
import { SpamGuard } from '../common/spam-guard';
import type { Config } from '../config';
import { currentRequestId, requestScope } from '../common/request-context';
import { exportRoutes } from '../common/export/export-route';
import { apiBudget } from './api-budget';
import { ApiKeyAuthenticator, acceptedKeyOf, apiKeyAuthentication } from '../modules/api-keys/api-key-auth';
import { apiKeyBudgetPlugin } from '../modules/api-keys/api-key-budget';
import { ApiKeyRefusals } from '../modules/api-keys/api-key-refusals';
import { addressReportOf } from './rate-limit-report';
import { modules } from './modules';
import type { Context } from './context';
import { apolloLogger, createFormatError, unexpectedErrorLogging } from './format-error';
import { graphiqlLandingPage } from './graphiql';
import { graphqlGuardRules, MAX_BODY, MAX_TOKENS } from './graphql-guards';
import { graphqlBodyErrors, selectionLimitGuard } from './graphql-http-guards';
import { createSchema } from './schema';
import { securityHeaders } from './security-headers';
import { assertMayRun, loadTrustedDocuments, trustedDocumentRequests } from './trusted-documents';
import { serveSite } from '../site/serve';
import { API_DOCS_PATH } from '../site/sitemap';
import { loadApiDocs } from '../docs/api-docs';

export interface App {
  express: Express;
  server: http.Server;
  apollo: ApolloServer<Context>;
  /** The process is stopping: /readyz answers 503 from now on (app/shutdown.ts). */
  markShuttingDown(): void;
  /** Every rate limit's counters; `limits.close()` at shutdown ends their Redis connection. */
  limits: Limits;
}

/** Answers 200 only while the database answers within a second. */
async function databaseAnswers(dataSource: DataSource): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 1000)));
  try {
    return await Promise.race([dataSource.query('SELECT 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The last word on any error outside /graphql (a missing asset, say): a short text, never Express's stack page. */
const plainErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = (error as { status?: unknown } | null)?.status;
  const code = typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
  if (code >= 500) logger.error('unexpected error', { error, path: req.path });
  res
    .status(code)
    .type('text/plain')
    .send(code === 404 ? 'Not found' : code < 500 ? 'Bad request' : 'Something went wrong');
};

export async function createApp(config: Config, dataSource: DataSource): Promise<App> {
  const app = express();
  const server = http.createServer(app);
  app.disable('x-powered-by');
  // Which proxies may name the client in X-Forwarded-For (req.ip); by default none: it is ignored.
  app.set('trust proxy', config.trustProxy);

  // On every response, pages, assets, API answers and errors alike: see security-headers.ts.
  app.use(securityHeaders(config.nodeEnv === 'production'));

  // gzip (or deflate) for pages, scripts and API answers over 1 kB.
  app.use(compression());
  app.use((req, res, next) => {
    const requestId = randomUUID();
    res.setHeader('X-Request-Id', requestId);
    requestScope.run({ requestId }, next);
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  let shuttingDown = false;
  app.get('/readyz', async (_req, res) => {
    if (shuttingDown) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    const ready = await databaseAnswers(dataSource);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'database unavailable' });
  });

  const limits = await openLimits({ redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix });
  const guards = { introspection: config.nodeEnv !== 'production' };
  const refusals = new ApiKeyRefusals(dataSource, limits);
  const apollo = new ApolloServer<Context>({
    schema: await createSchema(),
    nodeEnv: config.nodeEnv,
    formatError: createFormatError({ hideSuggestions: config.nodeEnv === 'production' }),
    logger: apolloLogger,
    introspection: config.nodeEnv !== 'production',
    includeStacktraceInErrorResponses: false,
    // Bounded documents, one operation per request, no simple (CSRF-able) requests: see graphql-guards.ts.
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: graphqlGuardRules(guards),
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    // Document ids are the web app's trusted documents (trusted-documents.ts), never a cache that
    // any client could fill with documents of its own.
    persistedQueries: false,
    // app/shutdown.ts handles SIGTERM and SIGINT; Apollo's own handlers would stop it a second time and re-send the signal.
    stopOnTerminationSignals: false,
    // app/shutdown.ts keeps the grace period and cuts what is still open then; the drain's own
    // deadline, a little later, is only a backstop.
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server, stopGracePeriodMillis: config.shutdownGraceMs + 1000 }),
      unexpectedErrorLogging,
      // No answer carries cache hints, and the cache-control plugin Apollo adds by default hooks
      // every field's resolution: for a page of 12 projects, over a hundred hooks computing nothing.
      ApolloServerPluginCacheControlDisabled(),
      // A partner key's scopes and budget, and every answer's extensions.rateLimit.
      apiKeyBudgetPlugin(limits, guards, refusals),
      // No CDN-loaded landing page: GraphiQL from our origin outside production, nothing in it.
      graphiqlLandingPage(app, config),
    ],
  });
  await apollo.start();

  const auth = new AuthService(dataSource, config, limits);
  const mailer = createMailer(config);
  const passwordReset = new PasswordResetService(dataSource, config, mailer, limits);
  const spam = new SpamGuard({ limits });
  const secureCookies = config.nodeEnv === 'production';
  // The Bearer access token authenticates /graphql and the downloads (CSV, payslips) alike.
  const userOf = async (req: express.Request) => {
    const token = bearerToken(req.headers.authorization);
    return token ? auth.userForToken(token) : null;
  };
  // One budget per address for the API and the feature routes (a payslip costs a PDF's rendering).
  const budget = apiBudget(limits, config.apiRequestsPerMinute);
  const trustedDocuments = loadTrustedDocuments(config);
  // A partner's key is checked before the body is read, and spends its own budget instead.
  const keys = new ApiKeyAuthenticator(dataSource);
  // The API is an app of its own for one setting: no ETag. An answer to a POST is never
  // revalidated, and Express would hash every answer for one.
  const api = express().disable('x-powered-by').set('etag', false);
  app.use('/graphql', api);
  api.use(
    apiKeyAuthentication(keys, refusals, budget),
    express.json({ limit: MAX_BODY }),
    trustedDocumentRequests(trustedDocuments),
    selectionLimitGuard,
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<Context> => {
        const apiKey = acceptedKeyOf(res);
        // A key's request has no user: every role and record rule treats it as no one.
        const user = apiKey ? null : await userOf(req);
        const body = req.body as { operationName?: unknown } | undefined;
        assertMayRun(res, {
          required: config.trustedDocumentsOnly,
          identified: apiKey !== null || user !== null,
          ip: req.ip ?? 'unknown',
          operationName: body?.operationName,
        });
        return {
          requestId: currentRequestId() ?? '',
          ip: req.ip ?? 'unknown',
          user,
          apiKey,
          rateLimit: apiKey ? null : addressReportOf(res),
          config,
          dataSource,
          auth,
          mailer,
          passwordReset,
          cookie: sessionCookie(req, res, secureCookies),
          spam,
          loaders: new RequestLoaders(),
        };
      },
    }),
    graphqlBodyErrors,
  );

  app.use(
    '/api/export',
    exportRoutes({ dataSource, userOf, config, exports: modules.flatMap((module) => module.exports ?? []) }),
  );
  for (const route of modules.flatMap((module) => module.routes ?? [])) {
    app.use(route.path, budget, route.router({ dataSource, userOf }));
  }

  // The partner API's reference: one static page, written at build time (docs/write-api-docs.ts).
  const apiDocs = loadApiDocs();
  app.get(API_DOCS_PATH, (_req, res) => {
    res.type('html').setHeader('Cache-Control', 'public, max-age=300').send(apiDocs);
  });
  serveSite(app, {
    distDir: config.webDistDir,
    dataSource,
    origin: config.publicUrl,
    restoreDocumentId: trustedDocuments.idOf('RefreshSession'),
  });
  app.use(plainErrors);
  return { express: app, server, apollo, limits, markShuttingDown: () => void (shuttingDown = true) };
}
