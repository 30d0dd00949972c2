import { createHash } from 'node:crypto';
import { COMPANY, SESSION_KEYS } from '@site/shared';
import type { PageAssets } from './page-assets';

/** What the first HTML response says about a page, for crawlers and link previews (they run no JavaScript). */
export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  /** The page's path; its canonical address is PUBLIC_URL + path. */
  path: string;
  /** Pages that must not appear in search results (sign-in, back office, errors). */
  noindex?: boolean;
  ogType?: 'website' | 'article';
  /** schema.org objects, written as JSON-LD. */
  jsonLd?: readonly object[];
  /** The web app's module that draws the page (as Vite's manifest names it), to preload its code. */
  module?: string;
}

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON inside <script> must not be able to close the tag or open a comment. */
export const scriptJson = (value: object) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The built index.html with this page's title, description, canonical link, Open Graph and
 * Twitter tags and JSON-LD in place of the shell's defaults, preloads of the page's code, the
 * site's editable texts as JSON and, when the build drew the page ahead, its markup inside #root.
 */
export function renderShell(
  template: string,
  meta: PageMeta,
  origin: string,
  assets?: PageAssets,
  body?: string,
  siteContent?: object,
  /** The id of the trusted RefreshSession document, for the page to restore a session at once. */
  restoreDocumentId?: string,
): string {
  const url = `${origin}${meta.path}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex
      ? '<meta name="robots" content="noindex, nofollow" />'
      : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(COMPANY.name)}" />`,
    `<meta property="og:type" content="${meta.ogType ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${origin}/og-image.jpg`)}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:image:alt" content="${escapeHtml(`${COMPANY.name}: ${COMPANY.slogan}`)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    ...(assets?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    // The editable texts, for the app's first render to match the markup (web: primeSiteContent).
    ...(siteContent ? [`<script type="application/json" id="site-content">${scriptJson(siteContent)}</script>`] : []),
  ];
  const scripts = assets?.scripts ?? [];
  const page = restoreDocumentId ? withEarlyRestore(template, restoreDocumentId) : template;
  if (body) return drawnPage(withTags(page, tags), body, scripts);
  const preloads = scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`);
  return withTags(page, [...tags, ...preloads]);
}

/**
 * The early restore goes first in the head, right after the charset: an inline script waits for
 * the stylesheets above it, so anywhere later it would start only once they had arrived.
 */
function withEarlyRestore(template: string, documentId: string): string {
  const block =
    `<script type="application/json" id="${RESTORE_ID}">${scriptJson({ sha256Hash: documentId })}</script>` +
    `<script>${EARLY_RESTORE}</script>`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(template);
  const at = charset ? charset.index + charset[0].length : template.indexOf('<head>') + '<head>'.length;
  return `${template.slice(0, at)}${block}${template.slice(at)}`;
}

/**
 * A page the build drew ahead shows as soon as its styles are in; its code only makes it
 * interactive. So the code is asked for once the page has painted (instead of competing with the
 * styles for the first bytes), and then run one file per task, libraries first: the page keeps
 * answering to scrolls and taps between them, where one long task would block it for the whole run.
 */
function drawnPage(page: string, body: string, pageScripts: readonly string[]): string {
  const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
  const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  // Vite lists the entry's imports in the order they run (each after what it imports).
  const entry = [...page.matchAll(ENTRY_PRELOAD), ...page.matchAll(ENTRY)].map((match) => match[1] ?? '');
  const files = [...new Set([...entry, ...pageScripts])];
  // The list goes in a data block (never run, so no script policy applies to it) and the loader
  // stays the same on every page: the policy allows it by its one hash.
  const code = [
    `<script type="application/json" id="${PAGE_CODE_ID}">${scriptJson(files)}</script>`,
    `<script type="module">${LOADER}</script>`,
  ].join('\n  ');
  return (
    page
      .replace(ENTRY, '')
      .replace(ENTRY_PRELOAD, '')
      // Functions, so `$` in the markup is never read as a replacement pattern.
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
      .replace('</body>', () => `  ${code}\n  </body>`)
  );
}

const PAGE_CODE_ID = 'page-code';

/**
 * After the first paint: asks for every file (one link per task: adding them all at once was a
 * long task of its own), then runs them in order, one per task.
 */
const LOADER =
  `const files = JSON.parse(document.getElementById('${PAGE_CODE_ID}').textContent);` +
  ' const nextTask = () => new Promise((next) => setTimeout(next));' +
  ' requestAnimationFrame(() => setTimeout(async () => {' +
  " for (const href of files) { document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href })); await nextTask(); }" +
  ' for (const src of files) { await import(src); await nextTask(); }' +
  ' }));';

const RESTORE_ID = 'session-restore';

/**
 * Before the app's code has arrived: a browser that remembers a signed-in user asks for their
 * session at once, as the app would once its code has run (src/lib/session-refresh.ts), under
 * the same lock, and leaves the answer (null when the server could not be reached) where the
 * app takes it instead of asking again. The page's code and the session then arrive together.
 */
const EARLY_RESTORE =
  '(() => { try {' +
  ` const data = document.getElementById('${RESTORE_ID}');` +
  ` if (!data || !navigator.locks || !localStorage.getItem('${SESSION_KEYS.displayUser}')) return;` +
  ' const { sha256Hash } = JSON.parse(data.textContent);' +
  ` window['${SESSION_KEYS.earlyRestore}'] = navigator.locks.request('${SESSION_KEYS.refreshLock}', () =>` +
  " fetch('/graphql', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }," +
  " body: JSON.stringify({ operationName: 'RefreshSession', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash } } }) })" +
  ' .then((response) => response.json()).catch(() => null));' +
  ' } catch { /* the app restores the session itself */ } })();';

/** A script's source for a Content-Security-Policy: the SHA-256 of its text. */
const scriptHashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The inline scripts the pages run (the same on every page), as script sources of the policy. */
export const INLINE_SCRIPT_SOURCES: readonly string[] = [scriptHashSource(LOADER), scriptHashSource(EARLY_RESTORE)];

/** The template with its own title and description swapped for the page's tags. */
function withTags(template: string, tags: readonly string[]): string {
  return (
    template
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
      // A function, so `$` in a title or in the texts is never read as a replacement pattern.
      .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`)
  );
}
