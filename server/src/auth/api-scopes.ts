import { API_SCOPE, codeEnum } from '@site/shared';
import { registerEnumType } from 'type-graphql';

/**
 * What a partner's API key may do: `ApiScope.CATALOGUE_READ === 'catalogue:read'`, the stored code.
 * Pay, salary, leave, employee, audit and every back-office write are reachable with no scope.
 */
export const ApiScope = codeEnum(API_SCOPE);
export type ApiScope = (typeof ApiScope)[keyof typeof ApiScope];
registerEnumType(ApiScope, {
  name: 'ApiScope',
  description: 'What a key may do. Pay, salary and leave data are never reachable with any key.',
  valuesConfig: {
    CATALOGUE_READ: {
      description: 'Read services, projects (public fields), content pages, site content and the quote form options.',
    },
    PROJECTS_READ: {
      description:
        "Read projects with their status (the admin project list's fields, no engagement/payment); includes CATALOGUE_READ.",
    },
    QUOTES_WRITE: { description: 'Submit quote requests (submitQuoteRequest).' },
  },
});

export const API_SCOPES: readonly ApiScope[] = Object.values(ApiScope);

/**
 * The root operations a key may run and the scope each needs, as 'Query.<field>' / 'Mutation.<field>'.
 * Deny by default: an operation missing here is FORBIDDEN for every key, whatever its scopes, so a
 * new back-office query never becomes reachable with a key by accident.
 */
export const OPERATION_SCOPES: Readonly<Record<string, ApiScope>> = Object.freeze({
  'Query.services': ApiScope.CATALOGUE_READ,
  'Query.featuredServices': ApiScope.CATALOGUE_READ,
  'Query.service': ApiScope.CATALOGUE_READ,
  'Query.projects': ApiScope.CATALOGUE_READ,
  'Query.featuredProjects': ApiScope.CATALOGUE_READ,
  'Query.project': ApiScope.CATALOGUE_READ,
  'Query.page': ApiScope.CATALOGUE_READ,
  'Query.pages': ApiScope.CATALOGUE_READ,
  'Query.siteContent': ApiScope.CATALOGUE_READ,
  'Query.quoteBudgets': ApiScope.CATALOGUE_READ,
  'Query.quoteServices': ApiScope.CATALOGUE_READ,
  'Mutation.submitQuoteRequest': ApiScope.QUOTES_WRITE,
});

/** Root operations every key may run, whatever its scopes: its own budget. */
export const UNSCOPED_OPERATIONS: ReadonlySet<string> = new Set(['Query.rateLimit']);

/**
 * Fields below the roots that need more than the root's scope. A project's status is how a partner
 * follows the work it commissioned, so it belongs to PROJECTS_READ; the public portfolio fields stay
 * CATALOGUE_READ. (Project.engagement is staff-only on the field itself, and a key is never staff.)
 */
export const FIELD_SCOPES: Readonly<Record<string, ApiScope>> = Object.freeze({
  'Project.status': ApiScope.PROJECTS_READ,
});

/** A broader scope that carries a narrower one, as GitHub's `repo` carries `public_repo`. */
const IMPLIED: Readonly<Record<ApiScope, readonly ApiScope[]>> = {
  [ApiScope.CATALOGUE_READ]: [],
  [ApiScope.PROJECTS_READ]: [ApiScope.CATALOGUE_READ],
  [ApiScope.QUOTES_WRITE]: [],
};

/** Whether a key holding `held` may use what needs `needed`. */
export function grantsScope(held: readonly ApiScope[], needed: ApiScope): boolean {
  return held.some((scope) => scope === needed || IMPLIED[scope].includes(needed));
}

/** The GraphQL name of a stored scope, e.g. 'CATALOGUE_READ' for 'catalogue:read'. */
export const apiScopeName = (scope: ApiScope): string =>
  Object.keys(ApiScope).find((name) => ApiScope[name as keyof typeof ApiScope] === scope) ?? scope;

export const isApiScope = (value: unknown): value is ApiScope => API_SCOPES.includes(value as ApiScope);
