import { useRecordWrites } from '../../../lib/record-mutation';
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
  return useRecordWrites({
    documents: {
      create: CreateContentPageDocument,
      update: UpdateContentPageDocument,
      remove: DeleteContentPageDocument,
    },
    toasts: T,
    refetchQueries,
  });
}
