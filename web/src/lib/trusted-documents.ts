import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import type { DocumentNode, GraphQLFormattedError } from 'graphql';
import { catchError, mergeMap, of, throwError } from 'rxjs';

/**
 * The id of one of the app's GraphQL documents: the sha256 of its text, which codegen embeds in
 * every document it generates (`persistedDocuments` in codegen.ts) and lists in
 * web/src/gql/persisted-documents.json. The app sends this id instead of the text; in production
 * the server runs only documents of that list for visitors without a session or an API key.
 */
export function documentHash(document: DocumentNode): string {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') {
    // Only a document written by hand (not through graphql() and codegen) lacks one.
    throw new Error(
      'This GraphQL document has no trusted-document id: write it with graphql() and run npm run codegen',
    );
  }
  return hash.replace(/^sha256:/, '');
}

/** The `extensions` that name a trusted document (Apollo's persisted-query format). */
export function persistedQueryExtension(document: DocumentNode) {
  return { persistedQuery: { version: 1, sha256Hash: documentHash(document) } };
}

const NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';
const notFound = (errors: readonly GraphQLFormattedError[] | undefined) =>
  errors?.some((error) => error.extensions?.code === NOT_FOUND) ?? false;

/** Whether a failed response is the server's 404 for an id it does not know. */
function notFoundResponse(error: unknown): boolean {
  if (!ServerError.is(error)) return false;
  try {
    return notFound((JSON.parse(error.bodyText) as { errors?: GraphQLFormattedError[] }).errors);
  } catch {
    return false;
  }
}

/**
 * Sends each document's id (`extensions.persistedQuery`) instead of its text. Should the server
 * not know the id (a page left open across a release that changed the document), the text goes
 * once more, which the server runs for a signed-in user. Apollo's PersistedQueryLink does the
 * same, with hashing and caching the app does not need, for a kilobyte more on every page.
 */
export function trustedDocumentLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const { http } = operation.getContext() as { http?: Record<string, unknown> };
    operation.extensions.persistedQuery = persistedQueryExtension(operation.query).persistedQuery;
    operation.setContext({ http: { ...http, includeQuery: false, includeExtensions: true } });
    const withText = () => {
      delete operation.extensions.persistedQuery;
      operation.setContext({ http: { ...http, includeQuery: true } });
      return forward(operation);
    };
    return forward(operation).pipe(
      mergeMap((result) => ('errors' in result && notFound(result.errors) ? withText() : of(result))),
      catchError((error: unknown) => (notFoundResponse(error) ? withText() : throwError(() => error))),
    );
  });
}
