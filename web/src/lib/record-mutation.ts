import type { ApolloCache, InternalRefetchQueriesInclude, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { errorMessage } from './errors';
import { toast } from './toast';

/** A success toast: its title and, usually, a sentence under it. */
export interface ToastText {
  title: string;
  description?: string;
}

/** What a run says: the success toast (or nothing), and the failure toast's title (the API's message goes under it). */
export interface RecordToasts<TData> {
  success?: ToastText | ((data: TData) => ToastText);
  failure: string;
}

export interface RecordMutationOptions<TData, TVariables extends OperationVariables> extends RecordToasts<TData> {
  /** Queries to fetch again once it succeeded (names or documents), as Apollo's `refetchQueries`. */
  refetchQueries?: useMutation.Options<TData, TVariables>['refetchQueries'];
  /** A cache change of its own (evicting lists, removing a deleted record). */
  update?: useMutation.Options<TData, TVariables>['update'];
}

/**
 * Runs a typed mutation the back-office way: the success toast, or the failure toast with the
 * API's message under its title, then the error rethrown so the form keeps its input and shows
 * the field messages, or the list row goes back to its saved value. One call may change the
 * texts (the same update is 'Failed to update feature status' from a Featured switch).
 */
export function useRecordMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { success, failure, refetchQueries, update }: RecordMutationOptions<TData, TVariables>,
) {
  const [mutate, result] = useMutation(document, { refetchQueries, update, awaitRefetchQueries: true });
  // Apollo types its call per document (variables optional or not); here they are always given.
  const send = mutate as unknown as (options: { variables: TVariables }) => Promise<{ data?: TData | null }>;
  const run = async (variables: TVariables, texts: Partial<RecordToasts<TData>> = {}): Promise<TData> => {
    const succeeded = 'success' in texts ? texts.success : success;
    try {
      const { data } = await send({ variables });
      if (data === undefined || data === null) throw new Error('The server sent no answer. Please try again.');
      const text = typeof succeeded === 'function' ? succeeded(data) : succeeded;
      if (text) toast.success(text.title, text.description);
      return data;
    } catch (error) {
      toast.error(texts.failure ?? failure, errorMessage(error));
      throw error;
    }
  };
  return [run, result] as const;
}

/** The toasts of a record's create, update and delete, as `@site/shared` words them for each feature. */
export interface RecordWriteToasts {
  created: ToastText;
  updated: ToastText;
  deleted: ToastText;
  /** The failure toasts: their titles, with the API's message under them. */
  createFailed: ToastText;
  updateFailed: ToastText;
  deleteFailed: ToastText;
}

/** A record's create (`{ input }`), update (`{ id, input }`) and delete (`{ id }`) documents. */
export interface RecordWriteDocuments<TCreated, TCreate, TUpdated, TUpdate, TDeleted> {
  create: TypedDocumentNode<TCreated, { input: TCreate }>;
  update: TypedDocumentNode<TUpdated, { id: number; input: TUpdate }>;
  remove: TypedDocumentNode<TDeleted, { id: number }>;
}

export interface RecordWritesOptions<TCreated, TCreate, TUpdated, TUpdate, TDeleted> {
  documents: RecordWriteDocuments<TCreated, TCreate, TUpdated, TUpdate, TDeleted>;
  toasts: RecordWriteToasts;
  /** After a create or an update: drops the cached lists the record may now belong to (or leave). */
  forgetLists?: (cache: ApolloCache) => void;
  /** After a delete: drops the record itself and its lists. */
  forgetDeleted?: RecordMutationOptions<TDeleted, { id: number }>['update'];
  /** Queries on screen, fetched again before the success toast so they show what was saved. */
  refetchQueries?: InternalRefetchQueriesInclude;
}

/**
 * A record's create, update and delete the back-office way (useRecordMutation): each with its
 * toasts and the same cache upkeep. Each resolves to the API's answer, or rejects after its failure
 * toast. `update` takes other texts for one call, as a Featured switch does.
 */
export function useRecordWrites<TCreated, TCreate, TUpdated, TUpdate, TDeleted>({
  documents,
  toasts: T,
  forgetLists,
  forgetDeleted,
  refetchQueries,
}: RecordWritesOptions<TCreated, TCreate, TUpdated, TUpdate, TDeleted>) {
  const [create] = useRecordMutation(documents.create, {
    success: T.created,
    failure: T.createFailed.title,
    update: forgetLists,
    refetchQueries,
  });
  const [update] = useRecordMutation(documents.update, {
    success: T.updated,
    failure: T.updateFailed.title,
    update: forgetLists,
    refetchQueries,
  });
  const [remove] = useRecordMutation(documents.remove, {
    success: T.deleted,
    failure: T.deleteFailed.title,
    update: forgetDeleted,
    refetchQueries,
  });
  return {
    create: (input: TCreate) => create({ input }),
    update: (id: number, input: TUpdate, texts?: Partial<RecordToasts<TUpdated>>) => update({ id, input }, texts),
    remove: (id: number) => remove({ id }),
  };
}
