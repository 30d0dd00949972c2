import { QUOTE_LIMITS as L, QUOTE_MESSAGES as M } from '@site/shared';
import * as yup from 'yup';
import type { QuoteStatus } from '../../../gql/graphql';
import { QUOTE_STATUSES } from '../admin-constants';

/** The details dialog's Update Status: a status and, optionally, a note about it. */
export interface QuoteStatusValues {
  status: QuoteStatus;
  notes: string;
}

export const quoteStatusSchema = yup.object({
  status: yup.mixed<QuoteStatus>().required(M.status).oneOf(QUOTE_STATUSES, M.status),
  notes: yup.string().trim().max(L.notes, M.notesMax),
});

/** Blank notes are sent as none (the API then stores none: notes replace the old ones). */
export const notesToSend = (notes: string): string | null => notes.trim() || null;
