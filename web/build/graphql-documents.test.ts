import { compileGraphqlCalls, documentModule, documentName, trustedDocuments } from './graphql-documents';

describe('the graphql() compiler of the web build', () => {
  it('names operations and fragments as codegen does', () => {
    expect(documentName('\n  query Projects($offset: Int!) { projects { total } }\n')).toBe('ProjectsDocument');
    expect(documentName('mutation Login { login { token } }')).toBe('LoginDocument');
    expect(documentName('  fragment ProjectFields on Project { id }')).toBe('ProjectFieldsFragmentDoc');
    expect(documentName('# a note\n  query Me { me { id } }')).toBe('MeDocument');
  });

  it('refuses an anonymous operation, which codegen could not name either', () => {
    expect(() => documentName('{ me { id } }')).toThrow(/named operation/);
  });

  it('replaces each call with its document, each imported as a module of its own', () => {
    const code = [
      "import { graphql } from '../../../gql';",
      'graphql(`\n  fragment ProjectFields on Project { id }\n`);',
      'export const ProjectsDocument = graphql(`\n  query Projects { projects { total } }\n`);',
    ].join('\n');
    expect(compileGraphqlCalls(code)).toBe(
      [
        "import __gql_ProjectFieldsFragmentDoc from 'virtual:gql-document/ProjectFieldsFragmentDoc';",
        "import __gql_ProjectsDocument from 'virtual:gql-document/ProjectsDocument';",
        "import { graphql } from '../../../gql';",
        '__gql_ProjectFieldsFragmentDoc;',
        'export const ProjectsDocument = __gql_ProjectsDocument;',
      ].join('\n'),
    );
  });

  it('leaves a module without graphql() calls alone', () => {
    expect(compileGraphqlCalls("export const a = 'graphql';")).toBeNull();
  });

  it("answers a document's module with that document alone, as codegen wrote it", () => {
    const generated = [
      'export const MeDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;',
      'export const MeFieldsFragmentDoc = {"kind":"Document","x":{"y":1}} as unknown as DocumentNode<MeFieldsFragment, unknown>;',
    ].join('\n');
    expect(documentModule(generated, 'MeFieldsFragmentDoc')).toBe('export default {"kind":"Document","x":{"y":1}};\n');
    expect(documentModule(generated, 'MeDocument')).toBe('export default {"kind":"Document","definitions":[]};\n');
    expect(() => documentModule(generated, 'LoginDocument')).toThrow(/run npm run codegen/);
  });

  describe('the list of trusted documents', () => {
    const generated = [
      'export const MeFieldsFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<MeFieldsFragment, unknown>;',
      'export const MeDocument = {"__meta__":{"hash":"sha256:aa"},"kind":"Document"} as unknown as DocumentNode<MeQuery, MeQueryVariables>;',
      'export const LoginDocument = {"__meta__":{"hash":"sha256:bb"},"kind":"Document"} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;',
      'export const LogoutDocument = {"kind":"Document"} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;',
    ].join('\n');
    const persisted = {
      'sha256:aa': 'query Me { me { id } }',
      'sha256:bb': 'mutation Login { login }',
      'sha256:cc': 'x',
    };

    it("holds the bundled operations' ids and texts, without fragments or documents the build left out", () => {
      expect(trustedDocuments(generated, persisted, ['MeFieldsFragmentDoc', 'MeDocument'])).toEqual({
        'sha256:aa': 'query Me { me { id } }',
      });
    });

    it('fails the build for an operation codegen gave no id, or whose id it did not list', () => {
      expect(() => trustedDocuments(generated, persisted, ['LogoutDocument'])).toThrow(/LogoutDocument has no trusted/);
      expect(() => trustedDocuments(generated, { 'sha256:aa': 'q' }, ['LoginDocument'])).toThrow(/run npm run codegen/);
    });
  });
});
