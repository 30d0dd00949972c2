import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, useState, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { Toaster } from '../components/Toaster';
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
  const [client] = useState(createApolloClient);
  return (
    <AppFrame client={client}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
