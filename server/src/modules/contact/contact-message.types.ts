import { ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { ContactMessage } from './contact-message.entity';

@ObjectType({ description: 'One page of contact messages and how many match in all.' })
export class ContactMessagePage extends Paginated(ContactMessage, 'messages') {}

/** The columns the inbox's messages can be sorted by. */
export enum ContactMessageSort {
  RECEIVED = 'RECEIVED',
  NAME = 'NAME',
  SUBJECT = 'SUBJECT',
}
registerEnumType(ContactMessageSort, { name: 'ContactMessageSort', description: 'A column the messages sort by.' });

export const CONTACT_MESSAGE_SORT_COLUMNS: Record<ContactMessageSort, string> = {
  [ContactMessageSort.RECEIVED]: 'm.createdAt',
  [ContactMessageSort.NAME]: 'LOWER(m.name)',
  [ContactMessageSort.SUBJECT]: 'LOWER(m.subject)',
};

/**
 * Whether staff have dealt with a message. The values are the shared state table's, so the
 * inbox's URL and its CSV link carry the same word ('open', 'handled').
 */
export enum ContactMessageState {
  OPEN = 'open',
  HANDLED = 'handled',
}
registerEnumType(ContactMessageState, {
  name: 'ContactMessageState',
  description: 'OPEN: not yet dealt with (shown as New); HANDLED: dealt with.',
});
