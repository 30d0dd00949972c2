import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { ErrorRequestHandler, Response } from 'express';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { logger } from '../common/logger';
import { currentRequestId } from '../common/request-context';
import { internalError } from './format-error';

/*
 * Limits on what one GraphQL request may ask for (OWASP GraphQL cheat sheet), measured against
 * the documents in web/src with the `__typename` fields Apollo Client adds:
 *
 *   document                                      depth  aliases  cost  tokens
 *   Projects                                          3        0    40      68
 *   Project, FeaturedProjects, Create/UpdateProject   2        0    22   24-46
 *   Login                                             3        0    19      37
 *   Me                                                2        0    10      11
 *   getIntrospectionQuery(), every option on         15        0   15.6k   184  (see GuardOptions)
 *
 * The schema itself is only three levels deep (projects > items > id), so the limits leave room
 * for it to grow while refusing the classic abuses: deep (cyclic) nesting, alias fan-out, and
 * wide documents that multiply the work of parsing, validating and resolving.
 */

/** Deepest selection, fragments counted where they land (not as a level of their own). */
export const MAX_DEPTH = 8;
/** Aliased fields per operation, `__typename` included: each alias is one more resolver run. */
export const MAX_ALIASES = 10;
/** graphql-armor's estimate: 1 per scalar, 2 per object, x1.5 per level of nesting. */
export const MAX_COST = 5000;
/**
 * Tokens the parser reads before giving up (the 100 kB body alone would allow some 50 000). A
 * string literal is one token however long and variables are no tokens at all, so even ten
 * aliased mutations with every input written inline stay under 500; the largest legitimate
 * document is the introspection query (184). Parsing 5000 tokens takes about a millisecond. The
 * slowest document of that size to validate, hundreds of repeated fields, is cut off by graphql-js's
 * own budget for its overlapping-fields check (some 0.1-0.2 s of CPU) when the cost rule has not
 * refused it already; at 5000 tokens that rule can still be reached with the schema's own fields.
 */
export const MAX_TOKENS = 5000;
/** Largest JSON body accepted on /graphql. */
export const MAX_BODY = '100kb';

export interface GuardOptions {
  /**
   * Whether introspection is enabled (development and tests). Then a `__schema` selection is left
   * out of the depth and cost counts: the standard introspection query that GraphiQL, Apollo
   * Sandbox and codegen send is 15 levels deep and costs ~15 000 by construction (`ofType` nested
   * nine times), and tools may ask for deeper `typeDepth`. This is safe because production refuses
   * introspection outright (Apollo's own rule), and there nothing is exempt. `__type(name:)` is
   * never exempt, and neither are aliases.
   */
  introspection: boolean;
}

/**
 * graphql-armor throws its error out of `validate` by default; report it instead so that Apollo
 * answers like for any other invalid document (400 GRAPHQL_VALIDATION_FAILED). Its messages start
 * with a misleading "Syntax Error: ", which is dropped.
 */
const reportToValidation = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

/** Validation rules bounding depth, aliases and cost of every operation; Apollo runs them with graphql's own. */
export function graphqlGuardRules({ introspection }: GuardOptions): ValidationRule[] {
  return [
    maxDepthRule({ n: MAX_DEPTH, flattenFragments: true, ignoreIntrospection: introspection, ...reportToValidation }),
    maxAliasesRule({ n: MAX_ALIASES, allowList: [], ...reportToValidation }),
    costLimitRule({
      maxCost: MAX_COST,
      flattenFragments: true,
      ignoreIntrospection: introspection,
      ...reportToValidation,
    }),
  ];
}

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
