import { SERVICE_TOASTS as T } from '@site/shared';
import type { CreateServiceInput, UpdateServiceInput } from '../../../gql/graphql';
import { useRecordMutation } from '../../../lib/record-mutation';
import {
  AdminServicesDocument,
  CreateServiceDocument,
  DeleteServiceDocument,
  SetServiceFeaturedDocument,
  UpdateServiceDocument,
  forgetDeletedService,
  forgetServiceLists,
} from './admin-services';
import { FeaturedServicesDocument, ServicesDocument } from './services';

/**
 * The lists on screen are fetched again before the toast says it is done (so the row shows what
 * was saved, and the public pages show it too); the others are dropped from the cache.
 */
const refetchQueries = [AdminServicesDocument, ServicesDocument, FeaturedServicesDocument];

/** The service writes with their toasts; each rejects after its failure toast. */
export function useServiceActions() {
  const [create] = useRecordMutation(CreateServiceDocument, {
    success: T.created,
    failure: T.createFailed.title,
    update: forgetServiceLists,
    refetchQueries,
  });
  const [update] = useRecordMutation(UpdateServiceDocument, {
    success: T.updated,
    failure: T.updateFailed.title,
    update: forgetServiceLists,
    refetchQueries,
  });
  const [setFeatured] = useRecordMutation(SetServiceFeaturedDocument, {
    success: ({ setServiceFeatured }) => (setServiceFeatured.featured ? T.featured : T.unfeatured),
    failure: T.featureFailed.title,
    update: forgetServiceLists,
    refetchQueries,
  });
  const [remove] = useRecordMutation(DeleteServiceDocument, {
    success: T.deleted,
    failure: T.deleteFailed.title,
    update: forgetDeletedService,
    refetchQueries,
  });
  return {
    create: (input: CreateServiceInput) => create({ input }),
    update: (id: number, input: UpdateServiceInput) => update({ id, input }),
    setFeatured: (id: number, featured: boolean) => setFeatured({ id, featured }),
    remove: (id: number) => remove({ id }),
  };
}
