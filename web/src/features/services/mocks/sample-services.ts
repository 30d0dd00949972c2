import { CATALOGUE_SERVICES } from '@site/shared';
import type { ServiceFieldsFragment } from '../../../gql/graphql';

/** A service as the API sends it, __typename included (Apollo's cache normalises on it). */
export type MockService = ServiceFieldsFragment & { __typename: 'Service' };

/**
 * The server's 8 seed services (the shared catalogue) as the API sends them, in the public
 * order: ids and sort orders follow that order, as the seed numbers them; four are featured.
 */
export const sampleServices: readonly MockService[] = CATALOGUE_SERVICES.map((service, index) => ({
  __typename: 'Service',
  id: index + 1,
  sortOrder: index + 1,
  ...service,
  bulletPoints: [...service.bulletPoints],
}));

/** The featured ones, in the public order (what `featuredServices` answers for the seed). */
export const sampleFeaturedServices: readonly MockService[] = sampleServices.filter((s) => s.featured);

/** Looks a sample up by id; throws so a typo in a story or test shows at once. */
export function sampleService(id: number): MockService {
  const found = sampleServices.find((s) => s.id === id);
  if (!found) throw new Error(`No sample service with id ${id}`);
  return found;
}
