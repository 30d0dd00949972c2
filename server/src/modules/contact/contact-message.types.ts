import { ObjectType, registerEnumType } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { Paginated } from '../../common/pagination';
import { caseless } from '../../db/sql-dialect';
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

/** The SQL each sort orders by: text case-insensitively, each served by an index (the inbox list indexes migration). */
export const contactMessageSortColumns = (dataSource: DataSource): Record<ContactMessageSort, string> => ({
  [ContactMessageSort.RECEIVED]: 'm.createdAt',
  [ContactMessageSort.NAME]: caseless(dataSource, 'm.name'),
  [ContactMessageSort.SUBJECT]: caseless(dataSource, 'm.subject'),
});

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
