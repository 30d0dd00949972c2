import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/Toaster';
import { createApolloClient } from '../lib/apollo';
import { createRouter } from './router';
import './global.css';

export function App() {
  const [client] = useState(createApolloClient);
  const [router] = useState(createRouter);
  return (
    <StrictMode>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
      <Toaster />
    </StrictMode>
  );
}
