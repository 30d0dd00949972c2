// Apollo Server on Express and nothing else (a one-field schema, the JSON body parser): what the
// framework alone costs, for bench/api-overhead.mjs to print beside the app's `{ __typename }`.
//   node bench/lib/bare-apollo.mjs <port>
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';

const apollo = new ApolloServer({ typeDefs: 'type Query { ok: Boolean }', resolvers: { Query: { ok: () => true } } });
await apollo.start();
const app = express();
app.use('/graphql', express.json(), expressMiddleware(apollo));
app.listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.('ready'));
