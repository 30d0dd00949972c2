import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo';
import { UiProviders } from './Providers';
import { createRouter } from './router';
import './global.css';

export function App() {
  const [client] = useState(createApolloClient);
  const [router] = useState(createRouter);
  return (
    <StrictMode>
      <UiProviders>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </UiProviders>
    </StrictMode>
  );
}
