import type { QuoteFieldsFragment } from '../../gql/graphql';
import { CONVERTED_QUOTE } from './admin-constants';

type Quote = Pick<QuoteFieldsFragment, 'status' | 'notes' | 'project'>;
type Waiting = Pick<QuoteFieldsFragment, 'status' | 'workingDaysWaiting' | 'overdue'>;

/**
 * A quote that has become a project: it links to one, or it was closed by the conversion (its
 * project since deleted). Either way it cannot be converted again.
 */
export const isConverted = (quote: Quote): boolean =>
  quote.project !== null || (quote.status === CONVERTED_QUOTE.status && quote.notes === CONVERTED_QUOTE.note);

const days = (n: number) => `${n} working ${n === 1 ? 'day' : 'days'}`;

/**
 * How long a pending quote has waited for an answer, in words (the overdue ones say so in words,
 * not only in red); null for a quote that is no longer waiting.
 */
export function waitingText({ status, workingDaysWaiting, overdue }: Waiting): string | null {
  if (status !== 'PENDING' || workingDaysWaiting === null) return null;
  if (overdue) return `Overdue: waiting ${days(workingDaysWaiting)}`;
  return workingDaysWaiting === 0 ? 'Waiting under 1 working day' : `Waiting ${days(workingDaysWaiting)}`;
}

/** The quote id a `?quote=` parameter names, or null for none or anything that is not an id. */
export function openedQuoteId(param: string | null): number | null {
  if (param === null || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
