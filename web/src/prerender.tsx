/**
 * Draws public pages at build time (web/build/prerender.mjs runs this through Vite): the
 * server sends each page's first frame in its HTML, so words show as soon as the CSS is in
 * (not after the app's JavaScript has run), and crawlers read them. The browser then hydrates
 * that markup (src/main.tsx). Data is not fetched here: lists show their loading state, just
 * as the app's own first render does, so the two match.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppFrame } from './app/App';
import { routeObjects } from './app/router';
import { publicRoutes } from './app/routes';

/** Public pages with a fixed address and no sign-in: the ones worth drawing ahead. */
const CANDIDATES: readonly string[] = publicRoutes
  .filter(({ path, roles }) => !roles && !path.includes(':'))
  .map(({ path }) => path);

/** A link that never answers: queries stay loading, as they are on the app's first render. */
const silentLink = new ApolloLink(() => new Observable(() => undefined));

const handler = createStaticHandler(routeObjects);

/** The markup inside #root for `path`. */
async function renderPage(path: string): Promise<string> {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered with a redirect (${context.status})`);
  if (context.statusCode !== 200) throw new Error(`prerender: ${path} answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new ApolloClient({ link: silentLink, cache: new InMemoryCache() });
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
    const html = await renderPage(path);
    if (/<h1[\s>]/.test(html)) pages[path] = html;
  }
  return pages;
}
