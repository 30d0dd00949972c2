import type { ApolloServerPlugin } from '@apollo/server';
import { API_KEY_LIMITS } from '@site/shared';
import { Kind, OperationTypeNode, type GraphQLError, type OperationDefinitionNode } from 'graphql';
import type { Context } from '../../app/context';
import { queryCost, type GuardOptions } from '../../app/graphql-guards';
import { rateLimitExtension, rateLimitHeaders, reportOf } from '../../app/rate-limit-report';
import { tooManyRequests } from '../../common/errors';
import { secondsFrom, type Limits } from '../../common/rate-limiter';
import { keyRefusal } from './api-key-access';
import type { ApiKeyRefusals } from './api-key-refusals';

/** An operation that asks for nothing but the budget (`{ rateLimit { … } }`): it costs nothing. */
const asksOnlyBudget = (operation: OperationDefinitionNode) =>
  operation.operation === OperationTypeNode.QUERY &&
  operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD && (selection.name.value === 'rateLimit' || selection.name.value === '__typename'),
  );

/** A refusal before execution, answered with this HTTP status (Apollo reads extensions.http and drops it). */
function withStatus(error: GraphQLError, status: number, headers: [string, string][] = []): GraphQLError {
  error.extensions.http = { status, headers: new Map(headers) };
  return error;
}

const overBudget = (retryAfterMs: number) => {
  const seconds = secondsFrom(retryAfterMs);
  const error = tooManyRequests(
    `This API key has spent its budget for this minute. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
    seconds,
  );
  return withStatus(error, 429, [['retry-after', String(seconds)]]);
};

/**
 * Partner keys on /graphql, once the document is validated and before anything runs:
 *  - the key's budget is charged the operation's query cost (the estimate that bounds the
 *    endpoint, graphql-guards.ts), in the shared limiter store, so it holds across instances;
 *    over it, 429 TOO_MANY_REQUESTS with retryAfter; a document that fails to parse or validate
 *    costs 1, and one that asks only for the budget (rateLimit) nothing, so it is always answered;
 *  - then the operation is checked against the key's scopes (api-key-access.ts): 403 FORBIDDEN
 *    with the missing scope named, in the security log and the key's audit trail (api-key-refusals.ts).
 * Every answer, a key's or anyone else's, carries where its budget stands in
 * `extensions.rateLimit` and X-RateLimit-* headers.
 */
export function apiKeyBudgetPlugin(
  limits: Limits,
  guards: GuardOptions,
  refusals: ApiKeyRefusals,
): ApolloServerPlugin<Context> {
  // Each key's own budget is passed with every charge; the rule's points only bound the largest.
  const budgets = limits.limiter('api-key', { points: API_KEY_LIMITS.budgetMax, windowSeconds: 60 });

  async function charge(context: Context, cost: number): Promise<void> {
    const key = context.apiKey;
    if (!key) return;
    const verdict = await budgets.consume(String(key.id), { points: cost, budget: key.budgetPerMinute });
    context.rateLimit = reportOf(verdict, key.budgetPerMinute, cost);
    // A free question (the budget itself) is answered even when the budget is spent.
    if (verdict.allowed || cost === 0) return;
    await refusals.record({ key, ip: context.ip, reason: 'over budget' });
    throw overBudget(verdict.retryAfterMs);
  }

  return {
    async requestDidStart() {
      let charged = false;
      return {
        async didResolveOperation({ contextValue, document, operation, schema }) {
          const key = contextValue.apiKey;
          if (!key || !operation) return;
          charged = true;
          await charge(contextValue, asksOnlyBudget(operation) ? 0 : queryCost(schema, document, operation, guards));
          const refusal = keyRefusal(schema, document, operation, key.scopes);
          if (!refusal) return;
          const coordinate = refusal.extensions.operation ?? refusal.extensions.missingScope;
          await refusals.record({
            key,
            ip: contextValue.ip,
            operation: operation.name?.value ?? 'anonymous',
            reason: `scope: ${String(coordinate)}`,
          });
          throw withStatus(refusal, 403);
        },

        async didEncounterErrors({ contextValue }) {
          // A document that never resolved to an operation (a syntax or validation error).
          if (charged || !contextValue.apiKey) return;
          charged = true;
          await charge(contextValue, 1).catch(() => undefined);
        },

        async willSendResponse({ contextValue, response }) {
          const report = contextValue.rateLimit;
          if (!report) return;
          for (const [name, value] of rateLimitHeaders(report)) response.http.headers.set(name, value);
          if (response.body.kind === 'single') {
            const result = response.body.singleResult;
            result.extensions = { ...result.extensions, rateLimit: rateLimitExtension(report) };
          }
        },
      };
    },
  };
}
