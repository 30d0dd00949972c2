// Apollo Server and nothing else (a one-field schema): what the framework alone costs, for
// bench/api-overhead.mjs to print beside the app's `{ __typename }`. `express` (the default) is
// Apollo on Express with the JSON body parser, as the app runs it; `http` is Apollo's own request
// pipeline under plain node:http, without Express and without Apollo's default plugins: the most
// any server built on Apollo Server could reach here.
//   node bench/lib/bare-apollo.mjs <port> [express|http]
import { ApolloServer, HeaderMap } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { createServer } from 'node:http';

const [port, mode = 'express'] = process.argv.slice(2);
const schema = { typeDefs: 'type Query { ok: Boolean }', resolvers: { Query: { ok: () => true } } };
const ready = () => process.send?.('ready');

if (mode === 'http') {
  const apollo = new ApolloServer({
    ...schema,
    csrfPrevention: false,
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
    ],
  });
  await apollo.start();
  createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      const headers = new HeaderMap();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const answer = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: req.method ?? 'POST',
          headers,
          search: '',
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        },
        context: async () => ({}),
      });
      res.writeHead(answer.status ?? 200, Object.fromEntries(answer.headers));
      res.end(answer.body.kind === 'complete' ? answer.body.string : '');
    });
  }).listen(Number(port), '127.0.0.1', ready);
} else {
  const apollo = new ApolloServer(schema);
  await apollo.start();
  const app = express();
  app.use('/graphql', express.json(), expressMiddleware(apollo));
  app.listen(Number(port), '127.0.0.1', ready);
}
