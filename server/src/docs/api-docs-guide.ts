import { ErrorCode } from '../common/errors';

/*
 * The guide at the top of /docs/api: getting a key, a first query, budgets, errors, pagination.
 * HTML fragments (our own text: only the code samples are escaped, by `code`).
 */

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Focusable: on a phone a sample scrolls sideways, which a keyboard must be able to do too.
const code = (text: string) => `<pre tabindex="0"><code>${escapeHtml(text.trim())}</code></pre>`;

/** What each error code means for a partner; a new ErrorCode fails the typecheck until it is here. */
export const ERROR_CODES: Record<ErrorCode, string> = {
  BAD_USER_INPUT: 'An argument is not valid. <code>extensions.fields</code> maps each input field to its messages.',
  NOT_FOUND: 'The record asked for does not exist (an unknown id or slug).',
  UNAUTHENTICATED:
    'No valid key: it is malformed, unknown, revoked or expired (<code>Invalid API key</code> for one that cannot be a key).',
  FORBIDDEN:
    'The key lacks the scope the operation or a field needs (<code>extensions.missingScope</code> names it), or the operation is not open to keys at all.',
  CONFLICT: "The record's state does not allow the change.",
  TOO_MANY_REQUESTS:
    'Over the budget: HTTP 429 with a <code>Retry-After</code> header and <code>extensions.retryAfter</code> (seconds). Wait that long.',
  TRUSTED_DOCUMENT_REQUIRED:
    "HTTP 403: a request without a key sent a document other than the website's own. Send your key.",
};

/** Codes the server's GraphQL layer answers before any operation runs. */
export const TRANSPORT_CODES: Record<string, string> = {
  GRAPHQL_PARSE_FAILED: 'HTTP 400: the document is not valid GraphQL.',
  GRAPHQL_VALIDATION_FAILED:
    'HTTP 400: the document does not fit the schema, or is over a limit (depth 8, 10 aliases, cost 5000, 50 fields in one selection, 500 in all).',
  BAD_REQUEST:
    'HTTP 400: the request is malformed (not JSON, a batch of operations, a GET without a preflight header).',
  PAYLOAD_TOO_LARGE: 'HTTP 413: the body is over 100 kB.',
  PERSISTED_QUERY_NOT_FOUND: 'HTTP 404: a document id the server does not know; send the document itself.',
  INTERNAL_SERVER_ERROR:
    'Something failed on our side. The message quotes a request id (also in the <code>X-Request-Id</code> header): quote it to us.',
};

const errorRows = (codes: Record<string, string>) =>
  Object.entries(codes)
    .map(([name, meaning]) => `<tr><th scope="row"><code>${name}</code></th><td>${meaning}</td></tr>`)
    .join('\n');

const CURL = `
curl https://brightline.example/graphql \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: Bearer $BRIGHTLINE_API_KEY" \\
  -d '{"query":"{ services { id name description } }"}'
`;

const TYPESCRIPT = `
// Node 18+ or a browser: fetch is built in.
const response = await fetch('https://brightline.example/graphql', {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    Authorization: \`Bearer \${process.env.BRIGHTLINE_API_KEY}\`,
  },
  body: JSON.stringify({
    query: \`query Projects($offset: Int!, $limit: Int!) {
      projects(offset: $offset, limit: $limit) { total items { id title client } }
    }\`,
    variables: { offset: 0, limit: 20 },
  }),
});
const { data, errors, extensions } = await response.json();
if (errors) throw new Error(\`\${errors[0].extensions.code}: \${errors[0].message}\`);
console.log(data.projects.total, extensions.rateLimit.remaining);
`;

const PAGING = `
let offset = 0;
const projects = [];
for (;;) {
  const page = (await run(PROJECTS, { offset, limit: 100 })).projects;
  projects.push(...page.items);
  offset += page.items.length;
  if (page.items.length === 0 || offset >= page.total) break;
}
`;

const RATE_LIMIT = `
"extensions": {
  "rateLimit": { "limit": 1000, "cost": 12, "remaining": 988, "resetAt": "2026-11-24T10:01:00.000Z" }
}
`;

/** The guide's sections: id, title and HTML. */
export const GUIDE: { id: string; title: string; html: string }[] = [
  {
    id: 'getting-a-key',
    title: 'Getting a key',
    html: `<p>An administrator creates keys in the back office, at <a href="/admin/api-keys">/admin/api-keys</a>: a name, the
scopes it may use, an expiry date (at most a year away) and a budget. The key (<code>bl_live_</code> and 36 characters) is shown
once, when it is made: keep it secret, like a password. Send it in the <code>Authorization</code> header of every request:
<code>Authorization: Bearer bl_live_…</code>. A key can be revoked at once, or rolled: a new key is issued and the old one keeps
working for an overlap you choose, so you can switch without downtime.</p>
<p>The website itself runs without a key, but only its own operations: anything else sent without a key is refused with
<code>TRUSTED_DOCUMENT_REQUIRED</code>.</p>`,
  },
  {
    id: 'first-query',
    title: 'A first query',
    html: `<p>Every operation is a <code>POST</code> of JSON to <code>/graphql</code>, with <code>query</code> and, if it has any,
<code>variables</code>. With curl:</p>${code(CURL)}<p>With TypeScript, using <code>fetch</code> (any GraphQL client, such as
graphql-request or Apollo Client, works the same way: set the header):</p>${code(TYPESCRIPT)}`,
  },
  {
    id: 'scopes',
    title: 'Scopes',
    html: `<p>A key may run only the operations below, each with the scope it names; <code>PROJECTS_READ</code> includes
<code>CATALOGUE_READ</code>. A field marked with a scope of its own (a project's <code>status</code>) needs that scope too;
without it the answer is <code>FORBIDDEN</code>. Pay, salary and leave data and the back office are out of reach of every
key.</p>`,
  },
  {
    id: 'budgets',
    title: 'Budgets',
    html: `<p>Each key has a budget of query-cost points per minute (1000 unless its administrator chose another). A query costs
about 1 per scalar field and 2 per object, growing with nesting, and the cost is charged before it runs. Every answer
reports where the budget stands:</p>${code(RATE_LIMIT)}<p>The same figures are in the <code>X-RateLimit-Limit</code>,
<code>X-RateLimit-Remaining</code> and <code>X-RateLimit-Reset</code> headers, and <code>rateLimit</code> asks for them
without spending anything else. Over the budget the answer is HTTP 429, <code>TOO_MANY_REQUESTS</code>, with
<code>Retry-After</code>: wait that many seconds.</p>`,
  },
  {
    id: 'errors',
    title: 'Errors',
    html: `<p>An error comes in <code>errors</code>, each with a <code>message</code> written for people and a stable
<code>extensions.code</code> to switch on. A request that fails as a whole also has an HTTP status other than 200.</p>
<div class="table" tabindex="0" role="region" aria-label="Error codes"><table>
<caption>Error codes of the operations</caption>
<thead><tr><th scope="col">Code</th><th scope="col">Meaning</th></tr></thead>
<tbody>${errorRows(ERROR_CODES)}</tbody></table></div>
<div class="table" tabindex="0" role="region" aria-label="Request error codes"><table>
<caption>Error codes of the request itself</caption>
<thead><tr><th scope="col">Code</th><th scope="col">Meaning</th></tr></thead>
<tbody>${errorRows(TRANSPORT_CODES)}</tbody></table></div>`,
  },
  {
    id: 'pagination',
    title: 'Pagination',
    html: `<p>Lists that can grow (<code>projects</code>) take <code>offset</code> (rows to skip, default 0) and
<code>limit</code> (rows to return, default 20, at most 100; more is capped) and answer a page: <code>items</code>,
<code>total</code> (how many match in all), and the <code>offset</code> and <code>limit</code> applied. Sort with
<code>sort</code> and <code>direction</code>; rows with equal values keep one order from page to page. To read them all:</p>
${code(PAGING)}`,
  },
];
