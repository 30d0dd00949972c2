import { LogoutDocument } from '../gql/graphql';
import { createApolloClient } from './apollo';
import { documentHash } from './trusted-documents';

/*
 * The app sends its trusted documents by id (lib/trusted-documents.ts): the text goes only when
 * the server does not know the id, as after a release that changed the document.
 */

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const sent = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1].body)) as Record<string, unknown>;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

it("sends a document's id, never its text", async () => {
  fetchMock.mockReturnValueOnce(json(200, { data: { __typename: 'Mutation', logout: true } }));
  const result = await createApolloClient('/graphql').mutate({ mutation: LogoutDocument });
  expect(result.data?.logout).toBe(true);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(sent(0)).toMatchObject({
    operationName: 'Logout',
    extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(LogoutDocument) } },
  });
  expect(sent(0)).not.toHaveProperty('query');
});

it('sends the text once more when the server does not know the id (404 PERSISTED_QUERY_NOT_FOUND)', async () => {
  fetchMock
    .mockReturnValueOnce(
      json(404, {
        errors: [{ message: 'No trusted document has this id.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
      }),
    )
    .mockReturnValueOnce(json(200, { data: { __typename: 'Mutation', logout: true } }));
  const result = await createApolloClient('/graphql').mutate({ mutation: LogoutDocument });
  expect(result.data?.logout).toBe(true);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(sent(1)).toMatchObject({ operationName: 'Logout', query: expect.stringContaining('mutation Logout') });
});

it('sends the text again on the same answer with status 200 too (as Apollo Server gives it)', async () => {
  fetchMock
    .mockReturnValueOnce(
      json(200, { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }),
    )
    .mockReturnValueOnce(json(200, { data: { logout: true } }));
  await createApolloClient('/graphql').mutate({ mutation: LogoutDocument });
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(sent(1)).toHaveProperty('query');
});

it('never sends the text after any other refusal', async () => {
  fetchMock.mockReturnValueOnce(
    json(403, {
      errors: [{ message: 'Only the site’s own operations…', extensions: { code: 'TRUSTED_DOCUMENT_REQUIRED' } }],
    }),
  );
  await expect(createApolloClient('/graphql').mutate({ mutation: LogoutDocument })).rejects.toThrow();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('takes the id codegen embedded in the document, and refuses a document written by hand', () => {
  expect(documentHash(LogoutDocument)).toMatch(/^[0-9a-f]{64}$/);
  expect(() => documentHash({ kind: 'Document', definitions: [] } as never)).toThrow(/npm run codegen/);
});
