import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { SiteContentQuery } from '../../../gql/graphql';

/** Every field of the texts: the server sends them all with each page (its `site-content` script). */
graphql(`
  fragment WebsiteContentFields on WebsiteContent {
    heroTitle
    heroSubtitle
    heroImageUrl
    aboutTitle
    aboutContent
    missionStatement
    servicesIntroduction
    homepageVersion
    aboutVersion
    servicesVersion
  }
`);

export const SiteContentDocument = graphql(`
  query SiteContent {
    siteContent {
      ...WebsiteContentFields
    }
  }
`);

export type SiteContent = SiteContentQuery['siteContent'];

/** The element the server writes the current texts into (server/src/site/html.ts). */
export const SITE_CONTENT_ELEMENT_ID = 'site-content';

/**
 * Puts the texts the server sent with the page into the Apollo cache, before the first render:
 * the hero, the about section and the services introduction then render the words the markup
 * already shows (hydration matches), with no request and no moment of other words. A page
 * without them (the dev server, the plain shell) asks the API instead.
 */
export function primeSiteContent<TClient extends ApolloClient>(client: TClient, doc: Document = document): TClient {
  const text = doc.getElementById(SITE_CONTENT_ELEMENT_ID)?.textContent;
  if (!text) return client;
  try {
    client.writeQuery({ query: SiteContentDocument, data: { siteContent: JSON.parse(text) as SiteContent } });
  } catch {
    // Unreadable: the components ask the API, as on a page without it.
  }
  return client;
}

/**
 * The editable texts for the public pages: from the cache the page primed, else from the API.
 * `fresh` (the back office) asks the API as well, so a form starts from the latest save.
 */
export function useSiteContent({ fresh = false }: { fresh?: boolean } = {}) {
  const result = useQuery(SiteContentDocument, { fetchPolicy: fresh ? 'cache-and-network' : 'cache-first' });
  return { ...result, content: result.data?.siteContent };
}
