/**
 * Draws public pages at build time (web/build/prerender.mjs runs this through Vite): the
 * server sends each page's first frame in its HTML, so words show as soon as the CSS is in
 * (not after the app's JavaScript has run), and crawlers read them. The browser then hydrates
 * that markup (src/main.tsx). Data is not fetched here: lists show their loading state, just
 * as the app's own first render does, so the two match.
 *
 * The texts the back office edits (hero, about section, services introduction) are drawn as
 * slots, never as the words of build time: the server writes the current ones in on each
 * request (server/src/site/content-slots.ts) and sends them along for the cache, so the first
 * response and the hydrated page both show what was last saved.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import {
  conditionalSlot,
  SLOT,
  textSlot,
  WEBSITE_TEXT_FIELDS,
  type WebsiteTextField,
  type WebsiteTexts,
} from '@site/shared';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppFrame } from './app/App';
import { routeObjects } from './app/router';
import { publicRoutes } from './app/routes';
import { SiteContentDocument, type SiteContent } from './features/content/api/site-content';

/** Public pages with a fixed address and no sign-in: the ones worth drawing ahead. */
const CANDIDATES: readonly string[] = publicRoutes
  .filter(({ path, roles }) => !roles && !path.includes(':'))
  .map(({ path }) => path);

/** A link that never answers: queries stay loading, as they are on the app's first render. */
const silentLink = new ApolloLink(() => new Observable(() => undefined));

const handler = createStaticHandler(routeObjects);

/** Each text as its slot marker; the optional ones can also be drawn empty. */
const slotTexts = (empty: readonly WebsiteTextField[] = []): WebsiteTexts => {
  const texts = {} as Record<WebsiteTextField, string | null>;
  for (const field of WEBSITE_TEXT_FIELDS) texts[field] = empty.includes(field) ? null : textSlot(field);
  return texts as WebsiteTexts;
};

/** Texts a page may leave empty, drawing other markup instead (the hero's logo card for no image). */
const OPTIONAL_FIELDS: readonly WebsiteTextField[] = ['heroImageUrl'];

/** The markup inside #root for `path`, with the editable texts given (slot markers, or null). */
async function renderPage(path: string, texts: WebsiteTexts): Promise<string> {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered with a redirect (${context.status})`);
  if (context.statusCode !== 200) throw new Error(`prerender: ${path} answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new ApolloClient({ link: silentLink, cache: new InMemoryCache() });
  const siteContent = {
    __typename: 'WebsiteContent',
    ...texts,
    homepageVersion: 0,
    aboutVersion: 0,
    servicesVersion: 0,
  } as SiteContent;
  client.writeQuery({ query: SiteContentDocument, data: { siteContent } });
  const { prelude } = await prerender(
    <AppFrame client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
  );
  return new Response(prelude).text();
}

/**
 * The pages whose first frame has a heading of its own, by path. A page that shows only its
 * loading line until its data comes (the content pages) is left to the browser.
 */
export async function renderPages(): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const path of CANDIDATES) {
    let html = await renderPage(path, slotTexts());
    if (!/<h1[\s>]/.test(html)) continue;
    for (const field of OPTIONAL_FIELDS.filter((name) => html.includes(textSlot(name)))) {
      html = withConditional(field, html, await renderPage(path, slotTexts([field])));
    }
    pages[path] = html;
  }
  return pages;
}

/**
 * One markup holding both drawings of a page, with `field` set and with it empty: what they
 * share, and where they differ a conditional slot with each side's part. Never cuts a marker.
 */
export function withConditional(field: WebsiteTextField, whenSet: string, whenEmpty: string): string {
  let start = 0;
  while (start < whenSet.length && start < whenEmpty.length && whenSet[start] === whenEmpty[start]) start += 1;
  let end = 0;
  const most = Math.min(whenSet.length, whenEmpty.length) - start;
  while (end < most && whenSet[whenSet.length - 1 - end] === whenEmpty[whenEmpty.length - 1 - end]) end += 1;
  // Widen the differing part to whole markers: a shared prefix may end inside one, a suffix start inside one.
  const opened = start > 0 ? whenSet.lastIndexOf(SLOT.open, start - 1) : -1;
  if (opened > whenSet.lastIndexOf(SLOT.close, start - 1)) start = opened;
  const tail = whenSet.slice(whenSet.length - end);
  const closed = tail.indexOf(SLOT.close);
  if (closed !== -1 && (tail.indexOf(SLOT.open) === -1 || closed < tail.indexOf(SLOT.open))) end -= closed + 1;
  return (
    whenSet.slice(0, start) +
    conditionalSlot(field, whenSet.slice(start, whenSet.length - end), whenEmpty.slice(start, whenEmpty.length - end)) +
    whenSet.slice(whenSet.length - end)
  );
}
