import { compileGraphqlCalls, documentName } from './graphql-documents';

const GENERATED = '/app/web/src/gql/graphql.ts';

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

  it('replaces each call with its document, imported from the generated module', () => {
    const code = [
      "import { graphql } from '../../../gql';",
      'graphql(`\n  fragment ProjectFields on Project { id }\n`);',
      'export const ProjectsDocument = graphql(`\n  query Projects { projects { total } }\n`);',
    ].join('\n');
    const out = compileGraphqlCalls(code, '/app/web/src/features/projects/api/projects.ts', GENERATED);
    expect(out).toBe(
      [
        "import { ProjectFieldsFragmentDoc as __gql_ProjectFieldsFragmentDoc, ProjectsDocument as __gql_ProjectsDocument } from '../../../gql/graphql';",
        "import { graphql } from '../../../gql';",
        '__gql_ProjectFieldsFragmentDoc;',
        'export const ProjectsDocument = __gql_ProjectsDocument;',
      ].join('\n'),
    );
  });

  it('leaves a module without graphql() calls alone', () => {
    expect(compileGraphqlCalls("export const a = 'graphql';", '/app/web/src/lib/a.ts', GENERATED)).toBeNull();
  });
});
