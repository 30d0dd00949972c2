import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Compiles each `graphql(\`...\`)` call into the typed document codegen generated for it
 * (`query Projects` -> `ProjectsDocument`, `fragment ProjectFields` -> `ProjectFieldsFragmentDoc`),
 * each a module of its own (`virtual:gql-document/ProjectsDocument`) holding just that document as
 * `gql/graphql.ts` has it. Without it, the first `graphql()` call pulls codegen's map of every
 * document of the app into the public entry chunk; importing from `gql/graphql.ts` itself would do
 * the same (one module: every document any chunk uses lands in the chunk that holds it, the
 * entry). With a module per document, a document ships with the pages that use it. This is what
 * codegen's Babel plugin does for the client preset; Vite 8's React plugin runs no Babel.
 */
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/;

const PREFIX = '__gql_';
/** The import of one document; the plugin answers it from the generated module. */
export const VIRTUAL = 'virtual:gql-document/';
const RESOLVED = `\0${VIRTUAL}`;

/** The name codegen's client preset gives the document of `source`. */
export function documentName(source: string): string {
  const match = DEFINITION.exec(source);
  if (!match) throw new Error(`graphql(): expected a named operation or fragment, got: ${source.trim().slice(0, 60)}`);
  const [, kind, name] = match;
  return kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
}

/** Rewrites `code`; null when it has no `graphql()` call. */
export function compileGraphqlCalls(code: string): string | null {
  const names = new Set<string>();
  // Imported under a prefix: feature modules export constants of the same names.
  const compiled = code.replace(CALL, (_call, source: string) => {
    const name = documentName(source);
    names.add(name);
    return `${PREFIX}${name}`;
  });
  if (names.size === 0) return null;
  const imports = [...names].map((name) => `import ${PREFIX}${name} from '${VIRTUAL}${name}';\n`).join('');
  return `${imports}${compiled}`;
}

/** One document's JSON as codegen wrote it into the generated module. */
function documentJson(generated: string, name: string): string {
  const match = new RegExp(`^export const ${name} = (\\{.*\\}) as unknown as DocumentNode<`, 'm').exec(generated);
  if (!match?.[1]) throw new Error(`graphql(): ${name} is not in the generated module; run npm run codegen`);
  return match[1];
}

/** The module of one document: its JSON as codegen wrote it into the generated module. */
export function documentModule(generated: string, name: string): string {
  return `export default ${documentJson(generated, name)};\n`;
}

/** Where the build lists its trusted documents; the server reads it at start (server/src/app/trusted-documents.ts). */
export const TRUSTED_DOCUMENTS_FILE = '.vite/trusted-documents.json';

/**
 * The trusted documents of a build: the id (sha256 of the text, `sha256:<hex>`) and text of each
 * operation the bundle holds, from codegen's list of every document (persisted-documents.json).
 * Fragments are left out: they only run inside the operations that spread them.
 */
export function trustedDocuments(
  generated: string,
  persisted: Record<string, string>,
  names: Iterable<string>,
): Record<string, string> {
  const documents: Record<string, string> = {};
  for (const name of [...names].sort()) {
    if (name.endsWith('FragmentDoc')) continue;
    const hash = /^\{"__meta__":\{"hash":"([^"]+)"\}/.exec(documentJson(generated, name))?.[1];
    const text = hash === undefined ? undefined : persisted[hash];
    if (hash === undefined || text === undefined) {
      throw new Error(`graphql(): ${name} has no trusted-document id; run npm run codegen`);
    }
    documents[hash] = text;
  }
  return documents;
}

export function graphqlDocuments({ generatedModule }: { generatedModule: string }): Plugin {
  const generatedDir = path.dirname(generatedModule);
  const persistedFile = path.join(generatedDir, 'persisted-documents.json');
  // The documents this build bundled, for its list of trusted documents.
  const bundled = new Set<string>();
  return {
    name: 'graphql-documents',
    enforce: 'pre',
    buildStart() {
      bundled.clear();
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      this.addWatchFile(generatedModule);
      const name = id.slice(RESOLVED.length);
      bundled.add(name);
      return documentModule(readFileSync(generatedModule, 'utf8'), name);
    },
    generateBundle() {
      const persisted = JSON.parse(readFileSync(persistedFile, 'utf8')) as Record<string, string>;
      const documents = trustedDocuments(readFileSync(generatedModule, 'utf8'), persisted, bundled);
      this.emitFile({ type: 'asset', fileName: TRUSTED_DOCUMENTS_FILE, source: JSON.stringify(documents, null, 2) });
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.startsWith(generatedDir) || !code.includes('graphql(')) return null;
      const compiled = compileGraphqlCalls(code);
      return compiled === null ? null : { code: compiled, map: null };
    },
  };
}
