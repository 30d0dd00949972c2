import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { parse, type DocumentNode } from 'graphql';
import { logger } from '../common/logger';
import { currentRequestId } from '../common/request-context';
import { internalError } from './format-error';
import { MAX_TOKENS, selectionLimitMessage } from './graphql-guards';

// What /graphql refuses in Express, before Apollo sees the request: a document over the selection
// limits, and a body the JSON parser could not read. The limits themselves are graphql-guards.ts.

/** Query texts the guard has let through, the oldest forgotten first; long ones are not kept. */
export class RecentTexts {
  private readonly texts = new Set<string>();

  constructor(
    private readonly max: number,
    private readonly longest: number,
  ) {}

  has(text: string): boolean {
    return this.texts.has(text);
  }

  add(text: string): void {
    if (text.length > this.longest) return;
    if (this.texts.size >= this.max) this.texts.delete(this.texts.values().next().value as string);
    this.texts.add(text);
  }
}

// At most 300 texts of up to 8,000 characters: under 5 MB, more than the web app's documents.
const withinLimits = new RecentTexts(300, 8_000);

/**
 * The cheap refusal, in front of Apollo on /graphql: parses the query of a POST body or a GET
 * address (with MAX_TOKENS, as Apollo does) and answers a document over the selection limits at
 * once, 400 GRAPHQL_VALIDATION_FAILED, as Apollo answers the other limits. Apollo has no hook
 * between its parse and its validation that can refuse a request (an error thrown there is
 * answered as an internal error), and the validation rule (selectionLimits), though it spares the costly
 * rules, still pays for Apollo's pipeline: bench/graphql-flood.mjs measured 1.8-2.0 ms of server
 * CPU per refusal here against 3.5-4.3 ms there. The price is a second parse of each document the
 * first time it is seen, about 20 microseconds for the web app's largest (without locations, which
 * only error messages need); the texts it let through are remembered (a few hundred, as Apollo
 * keeps their parsed documents), so the app's own queries are not parsed twice on every request.
 * A query that does not parse is left to Apollo, which reports the syntax error.
 */
export const selectionLimitGuard: RequestHandler = (req, res, next) => {
  const body: unknown = req.body;
  const query =
    req.method === 'GET'
      ? req.query.query
      : body !== null && typeof body === 'object' && !Array.isArray(body)
        ? (body as { query?: unknown }).query
        : undefined;
  if (typeof query !== 'string' || withinLimits.has(query)) return next();
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS, noLocation: true });
  } catch {
    return next();
  }
  const refusal = selectionLimitMessage(document);
  if (refusal === null) {
    withinLimits.add(query);
    return next();
  }
  sendError(res, 400, refusal, 'GRAPHQL_VALIDATION_FAILED');
};

function sendError(res: Response, status: number, message: string, code: string): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/**
 * Answers what the JSON body parser refuses in GraphQL's error shape, instead of Express's HTML
 * error page with its stack trace. Mounted after Apollo on /graphql.
 */
export const graphqlBodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  if (type === 'entity.too.large') return sendError(res, 413, 'The request is too large.', 'PAYLOAD_TOO_LARGE');
  if (type === 'entity.parse.failed') return sendError(res, 400, 'The request body is not valid JSON.', 'BAD_REQUEST');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Unsupported charset or encoding, an aborted upload, a wrong length: the client's fault.
    return sendError(res, status, 'The request body could not be read.', 'BAD_REQUEST');
  }
  logger.error('unexpected error', { error });
  res.status(500).json({ errors: [internalError(currentRequestId())] });
};
