import { CONTACT_MESSAGE_TOASTS as T } from '@site/shared';
import { useRecordMutation } from '../../../lib/record-mutation';
import { ContactMessagesDocument, SetContactMessageHandledDocument } from './inbox';

/**
 * Marking a message handled or new: the list on screen is fetched again before the toast (a
 * filtered list drops the row that no longer matches).
 */
export function useInboxActions() {
  const [setHandled] = useRecordMutation(SetContactMessageHandledDocument, {
    success: ({ setContactMessageHandled: m }) => (m.handled ? T.handled : T.reopened),
    failure: T.updateFailed.title,
    refetchQueries: [ContactMessagesDocument],
  });
  return { setHandled: (id: number, handled: boolean) => setHandled({ id, handled }) };
}
