// GraphiQL, for people and partners trying the API outside production: the server serves this
// bundle from its own origin at GET /graphql (server/src/app/graphiql.ts), never the public pages.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './page.css';
import { GraphiQL } from 'graphiql';
import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

/** The API at this origin; the Headers tab adds `Authorization: Bearer <token>` for signed-in operations. */
const fetcher: Fetcher = async (params, options) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options?.headers },
    body: JSON.stringify(params),
  });
  return response.json();
};

const EXAMPLE = `# Public data needs no account. For the back office, run
# the login mutation, then add its token under Headers:
# { "Authorization": "Bearer <token>" }
query Services {
  services {
    id
    name
    description
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={EXAMPLE} />
  </StrictMode>,
);
