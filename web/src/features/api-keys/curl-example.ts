/** A first request with a key: its own budget, which any key may read whatever its scopes. */
export const curlExample = (token: string, origin: string) =>
  `curl -H "Authorization: Bearer ${token}" -H 'Content-Type: application/json' -d '{"query":"{ rateLimit { remaining } }"}' ${origin}/graphql`;
