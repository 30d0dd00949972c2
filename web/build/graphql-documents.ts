import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Compiles each `graphql(\`...\`)` call into the typed document codegen generated for it
 * (`query Projects` -> `ProjectsDocument`, `fragment ProjectFields` -> `ProjectFieldsFragmentDoc`),
 * imported straight from `gql/graphql.ts`. Without it, the first `graphql()` call pulls codegen's
 * map of every document of the app (back office included) into the public entry chunk; with it,
 * a page's code holds only the documents it uses. This is what codegen's Babel plugin does for
 * the client preset; Vite 8's React plugin runs no Babel.
 */
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/;

const PREFIX = '__gql_';

/** The name codegen's client preset gives the document of `source`. */
export function documentName(source: string): string {
  const match = DEFINITION.exec(source);
  if (!match) throw new Error(`graphql(): expected a named operation or fragment, got: ${source.trim().slice(0, 60)}`);
  const [, kind, name] = match;
  return kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
}

/** Rewrites `code` (a module at `file`); null when it has no `graphql()` call. */
export function compileGraphqlCalls(code: string, file: string, generatedModule: string): string | null {
  const names = new Set<string>();
  // Imported under a prefix: feature modules export constants of the same names.
  const compiled = code.replace(CALL, (_call, source: string) => {
    const name = documentName(source);
    names.add(name);
    return `${PREFIX}${name}`;
  });
  if (names.size === 0) return null;
  let from = path.relative(path.dirname(file), generatedModule).split(path.sep).join('/');
  if (!from.startsWith('.')) from = `./${from}`;
  const imports = [...names].map((name) => `${name} as ${PREFIX}${name}`).join(', ');
  return `import { ${imports} } from '${from.replace(/\.ts$/, '')}';\n${compiled}`;
}

export function graphqlDocuments({ generatedModule }: { generatedModule: string }): Plugin {
  const generatedDir = path.dirname(generatedModule);
  return {
    name: 'graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.startsWith(generatedDir) || !code.includes('graphql(')) return null;
      const compiled = compileGraphqlCalls(code, file, generatedModule);
      return compiled === null ? null : { code: compiled, map: null };
    },
  };
}
