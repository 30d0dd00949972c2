import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, useState, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { Toaster } from '../components/Toaster';
import { primeSiteContent } from '../features/content/api/site-content';
import { createApolloClient } from '../lib/apollo';
import './global.css';

/** Everything around the router; the prerendered pages (src/prerender.tsx) draw the same frame. */
export function AppFrame({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <StrictMode>
      <ApolloProvider client={client}>{children}</ApolloProvider>
      <Toaster />
    </StrictMode>
  );
}

export function App({ router }: { router: DataRouter }) {
  // The site's texts came with the page: in the cache before the first render, which then matches the markup.
  const [client] = useState(() => primeSiteContent(createApolloClient()));
  return (
    <AppFrame client={client}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
