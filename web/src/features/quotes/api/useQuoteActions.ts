import { QUOTE_TOASTS as T } from '@site/shared';
import type { ConvertQuoteInput, QuoteStatus } from '../../../gql/graphql';
import { useRecordMutation } from '../../../lib/record-mutation';
import {
  AdminQuotesDocument,
  ConvertQuoteToProjectDocument,
  DeleteQuoteDocument,
  forgetDeletedQuote,
  QuoteStatsDocument,
  UpdateQuoteStatusDocument,
} from './admin-quotes';

/**
 * What shows quotes on screen: fetched again before the toast says it is done. An open quote's
 * details follow from the answers (the same record in the cache).
 */
const QUOTE_QUERIES = [AdminQuotesDocument, QuoteStatsDocument];
/**
 * The projects list, by its query's name (the projects feature owns it): a converted quote is a
 * new project there.
 */
export const PROJECTS_LIST_QUERY = 'Projects';

/** The quote writes with their toasts; each resolves to the API's answer, or rejects after the 'Error' toast. */
export function useQuoteActions() {
  const [updateStatus] = useRecordMutation(UpdateQuoteStatusDocument, {
    success: T.updated,
    failure: T.failed.title,
    refetchQueries: QUOTE_QUERIES,
  });
  const [remove] = useRecordMutation(DeleteQuoteDocument, {
    success: T.deleted,
    failure: T.failed.title,
    update: forgetDeletedQuote,
    refetchQueries: QUOTE_QUERIES,
  });
  const [convert] = useRecordMutation(ConvertQuoteToProjectDocument, {
    success: T.converted,
    failure: T.failed.title,
    // Fetched again if on screen; otherwise dropped, so the projects page asks anew when opened.
    refetchQueries: [...QUOTE_QUERIES, PROJECTS_LIST_QUERY],
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'projects' });
      cache.gc();
    },
  });
  return {
    updateStatus: (id: number, status: QuoteStatus, notes: string | null) => updateStatus({ id, status, notes }),
    remove: (id: number) => remove({ id }),
    convert: (quoteId: number, input: ConvertQuoteInput) => convert({ quoteId, input }),
  };
}
