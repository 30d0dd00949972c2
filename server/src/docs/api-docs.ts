import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import { ROOT_DIR } from '../config';
import { escapeHtml as e, GUIDE } from './api-docs-guide';
import {
  fieldScope,
  partnerOperations,
  partnerSchema,
  partnerTypes,
  typeKind,
  type PartnerOperation,
} from './partner-api';

/*
 * /docs/api: the reference of the partner API (partner-api.ts) with its guide, one static HTML
 * page with no script, written at build time from schema.graphql (write-api-docs.ts).
 */

/** Where the build writes the page, beside the compiled server (server/dist/docs/api.html). */
export const API_DOCS_FILE = path.join(__dirname, 'api.html');

const anchor = (type: GraphQLNamedType) => `type-${type.name}`;
const opAnchor = (operation: PartnerOperation) =>
  `${operation.root === 'Query' ? 'query' : 'mutation'}-${operation.name}`;

/** A type as written in the schema (`[Project!]!`), its named type linked to its section. */
function typeRef(type: GraphQLType, documented: ReadonlySet<string>): string {
  const named = getNamedType(type);
  const text = e(String(type));
  if (!documented.has(named.name)) return `<code>${text}</code>`;
  return `<code>${text.replace(named.name, `<a href="#${anchor(named)}">${named.name}</a>`)}</code>`;
}

const describe = (text: string | null | undefined) => (text ? `<p>${e(text)}</p>` : '');

function deprecation(item: { deprecationReason?: string | null }): string {
  return item.deprecationReason == null
    ? ''
    : `<p class="deprecated"><strong>Deprecated:</strong> ${e(item.deprecationReason)}</p>`;
}

function scopeBadge(scope: string | null): string {
  return scope === null
    ? '<p class="scope">Any key may run it: no scope needed.</p>'
    : `<p class="scope">Needs scope <code>${e(scope)}</code>.</p>`;
}

type Member = GraphQLField<unknown, unknown> | GraphQLInputField | GraphQLArgument;

/** A table of fields, input fields or arguments. */
function memberTable(caption: string, owner: string, members: readonly Member[], documented: ReadonlySet<string>) {
  if (members.length === 0) return '';
  const rows = members.map((member) => {
    const fallback = 'defaultValue' in member && member.defaultValue !== undefined;
    const defaultValue = fallback ? ` = ${e(JSON.stringify(member.defaultValue))}` : '';
    const scope = fieldScope(`${owner}.${member.name}`);
    const notes = [
      describe(member.description),
      scope ? `<p class="scope">Needs scope <code>${e(scope)}</code>.</p>` : '',
      deprecation(member),
    ].join('');
    return `<tr><th scope="row"><code>${e(member.name)}</code></th><td>${typeRef(member.type, documented)}${defaultValue}</td><td>${notes}</td></tr>`;
  });
  return `<div class="table" tabindex="0" role="region" aria-label="${e(caption)}"><table>
<caption>${e(caption)}</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div>`;
}

function operationSection(schema: GraphQLSchema, operation: PartnerOperation, documented: ReadonlySet<string>) {
  const root = operation.root === 'Query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[operation.name];
  if (!field) throw new Error(`${operation.coordinate} is not in the partner schema`);
  return `<section class="item" id="${opAnchor(operation)}" aria-labelledby="${opAnchor(operation)}-title">
<h3 id="${opAnchor(operation)}-title"><code>${e(operation.name)}</code></h3>
${describe(field.description)}${scopeBadge(operation.scope)}${deprecation(field)}
${memberTable(`Arguments of ${operation.name}`, operation.coordinate, field.args, documented)}
<p>Returns ${typeRef(field.type, documented)}.</p>
</section>`;
}

function typeSection(type: GraphQLNamedType, documented: ReadonlySet<string>) {
  let body = '';
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    body = memberTable(`Fields of ${type.name}`, type.name, Object.values(type.getFields()), documented);
  } else if (isEnumType(type)) {
    const items = type
      .getValues()
      .map(
        (value) =>
          `<li><code>${e(value.name)}</code>${value.description ? `: ${e(value.description)}` : ''}${deprecation(value)}</li>`,
      );
    body = `<ul class="values">${items.join('')}</ul>`;
  } else if (isUnionType(type)) {
    body = `<p>One of: ${type
      .getTypes()
      .map((member) => typeRef(member, documented))
      .join(', ')}.</p>`;
  }
  return `<section class="item" id="${anchor(type)}" aria-labelledby="${anchor(type)}-title">
<h3 id="${anchor(type)}-title"><code>${e(type.name)}</code> <span class="kind">${typeKind(type)}</span></h3>
${describe(type.description)}${body}
</section>`;
}

const STYLE = `
:root { color-scheme: light; --ink: #1f2933; --muted: #4b5563; --line: #d9dee5; --accent: #1d4ed8; --code: #f3f5f8; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
a { color: var(--accent); }
a:focus-visible, .table:focus-visible, pre:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.skip { position: absolute; left: -9999px; top: 0; background: #fff; padding: 8px 12px; }
.skip:focus { left: 8px; }
header.site { border-bottom: 1px solid var(--line); padding: 12px 20px; }
header.site a { font-weight: 700; text-decoration: none; color: var(--ink); }
.layout { display: grid; grid-template-columns: 260px minmax(0, 1fr); gap: 32px; max-width: 1200px; margin: 0 auto; padding: 24px 20px 64px; }
nav.toc { position: sticky; top: 16px; align-self: start; max-height: calc(100vh - 32px); overflow: auto; font-size: 15px; }
nav.toc ul { list-style: none; margin: 0 0 12px; padding: 0; }
nav.toc li { margin: 2px 0; }
nav.toc h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 16px 0 4px; padding: 0; border: 0; }
main { min-width: 0; }
h1 { font-size: 32px; line-height: 1.2; margin: 0 0 8px; }
h2 { font-size: 24px; margin: 40px 0 12px; padding-top: 8px; border-top: 1px solid var(--line); }
h3 { font-size: 19px; margin: 28px 0 8px; }
.kind { font: 13px/1 system-ui, sans-serif; color: var(--muted); border: 1px solid var(--line); border-radius: 4px; padding: 2px 6px; vertical-align: middle; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .92em; }
p code, li code, td code { background: var(--code); padding: 1px 4px; border-radius: 3px; }
pre { background: var(--code); padding: 12px 14px; border-radius: 6px; overflow-x: auto; line-height: 1.45; }
.table { overflow-x: auto; margin: 8px 0 16px; }
table { border-collapse: collapse; width: 100%; min-width: 520px; font-size: 15px; }
caption { text-align: left; font-weight: 600; padding: 4px 0; color: var(--muted); }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid var(--line); padding: 8px 10px; }
td p { margin: 0 0 4px; }
.scope { color: #065f46; }
.deprecated { color: #9a3412; }
.values li { margin: 4px 0; }
@media (max-width: 800px) {
  .layout { grid-template-columns: 1fr; gap: 8px; padding-top: 16px; }
  nav.toc { position: static; max-height: none; border-bottom: 1px solid var(--line); padding-bottom: 8px; }
  nav.toc ul { display: flex; flex-wrap: wrap; gap: 2px 14px; }
  h1 { font-size: 26px; }
}
`;

/** The whole page for the partner API of `schema` (schema.graphql's). */
export function renderApiDocs(schema: GraphQLSchema, operations = partnerOperations()): string {
  const partner = partnerSchema(schema, operations);
  const types = partnerTypes(partner);
  const documented = new Set(types.map((type) => type.name));
  const queries = operations.filter((operation) => operation.root === 'Query');
  const mutations = operations.filter((operation) => operation.root === 'Mutation');
  const list = (items: { href: string; text: string }[]) =>
    `<ul>${items.map((item) => `<li><a href="#${item.href}">${item.text}</a></li>`).join('')}</ul>`;
  const toc = [
    '<h2 id="toc-guide">Guide</h2>',
    list(GUIDE.map((section) => ({ href: section.id, text: e(section.title) }))),
    '<h2 id="toc-queries">Queries</h2>',
    list(queries.map((operation) => ({ href: opAnchor(operation), text: `<code>${e(operation.name)}</code>` }))),
    '<h2 id="toc-mutations">Mutations</h2>',
    list(mutations.map((operation) => ({ href: opAnchor(operation), text: `<code>${e(operation.name)}</code>` }))),
    '<h2 id="toc-types">Types</h2>',
    list(types.map((type) => ({ href: anchor(type), text: `<code>${e(type.name)}</code>` }))),
  ].join('\n');
  const guide = GUIDE.map(
    (section) => `<section id="${section.id}" aria-labelledby="${section.id}-title">
<h2 id="${section.id}-title">${e(section.title)}</h2>
${section.html}
</section>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference | Brightline Software</title>
<meta name="description" content="The Brightline Software GraphQL API for partners: getting a key, a first query, budgets, errors, pagination, and every operation and type.">
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#content">Skip to the reference</a>
<header class="site"><a href="/">Brightline Software</a></header>
<div class="layout">
<nav class="toc" aria-label="API reference contents">
${toc}
</nav>
<main id="content" tabindex="-1">
<h1>Brightline Software API</h1>
<p>The GraphQL API partners use to read our catalogue and projects and to send quote requests: one endpoint,
<code>POST /graphql</code>, authenticated with an API key. This page documents every operation a key may run and every
type it reaches, generated from the API's schema.</p>
${guide}
<section id="queries" aria-labelledby="queries-title">
<h2 id="queries-title">Queries</h2>
${queries.map((operation) => operationSection(partner, operation, documented)).join('\n')}
</section>
<section id="mutations" aria-labelledby="mutations-title">
<h2 id="mutations-title">Mutations</h2>
${mutations.map((operation) => operationSection(partner, operation, documented)).join('\n')}
</section>
<section id="types" aria-labelledby="types-title">
<h2 id="types-title">Types</h2>
${types.map((type) => typeSection(type, documented)).join('\n')}
</section>
</main>
</div>
</body>
</html>
`;
}

/** The page from the committed schema.graphql. */
export function renderApiDocsFromSchemaFile(file = path.join(ROOT_DIR, 'schema.graphql')): string {
  return renderApiDocs(buildSchema(readFileSync(file, 'utf8')));
}

/**
 * The page the server answers: the build's (server/dist/docs/api.html); run from the sources
 * (the tests), none was built, so it is drawn now from schema.graphql.
 */
export function loadApiDocs(): string {
  return existsSync(API_DOCS_FILE) ? readFileSync(API_DOCS_FILE, 'utf8') : renderApiDocsFromSchemaFile();
}
