import { SERVICE_TOASTS as T } from '@site/shared';
import { useRecordMutation, useRecordWrites } from '../../../lib/record-mutation';
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
  const writes = useRecordWrites({
    documents: { create: CreateServiceDocument, update: UpdateServiceDocument, remove: DeleteServiceDocument },
    toasts: T,
    forgetLists: forgetServiceLists,
    forgetDeleted: forgetDeletedService,
    refetchQueries,
  });
  const [setFeatured] = useRecordMutation(SetServiceFeaturedDocument, {
    success: ({ setServiceFeatured }) => (setServiceFeatured.featured ? T.featured : T.unfeatured),
    failure: T.featureFailed.title,
    update: forgetServiceLists,
    refetchQueries,
  });
  return {
    ...writes,
    setFeatured: (id: number, featured: boolean) => setFeatured({ id, featured }),
  };
}
