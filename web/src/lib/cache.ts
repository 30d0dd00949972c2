import { InMemoryCache } from '@apollo/client';

/**
 * The app's Apollo cache. The dashboard's cards each ask for one field of `dashboardCounts` (so
 * one slow count does not hold the others); the answers are merged into one object rather than
 * each replacing the last, which would send the other cards back to the server.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies: { DashboardCounts: { merge: true } } });
}
