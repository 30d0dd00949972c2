import type { CreatePageInput, UpdatePageInput } from '../../../gql/graphql';
import { useRecordMutation } from '../../../lib/record-mutation';
import { CONTENT_PAGE_ADMIN_TEXTS as T } from '../admin-texts';
import {
  AdminContentPagesDocument,
  ContentPagesDocument,
  CreateContentPageDocument,
  DeleteContentPageDocument,
  UpdateContentPageDocument,
} from './content-pages';

const refetchQueries = [ContentPagesDocument, AdminContentPagesDocument];

/** The content page writes with their toasts; the Pages tab's list is fetched again after each. */
export function useContentPageActions() {
  const [create] = useRecordMutation(CreateContentPageDocument, {
    success: T.created,
    failure: T.createFailed,
    refetchQueries,
  });
  const [update] = useRecordMutation(UpdateContentPageDocument, {
    success: T.updated,
    failure: T.updateFailed,
    refetchQueries,
  });
  const [remove] = useRecordMutation(DeleteContentPageDocument, {
    success: T.deleted,
    failure: T.deleteFailed,
    refetchQueries,
  });
  return {
    create: (input: CreatePageInput) => create({ input }),
    update: (id: number, input: UpdatePageInput) => update({ id, input }),
    remove: (id: number) => remove({ id }),
  };
}
