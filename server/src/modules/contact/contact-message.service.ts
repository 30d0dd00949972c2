import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Actor, Writer } from '../../auth/actor';
import { notFound } from '../../common/errors';
import { cappedLimit, orderBySort, type Page } from '../../common/pagination';
import { pageAndTotal } from '../../db/list-page';
import { enforce } from '../../common/policy';
import { trimmedText } from '../../common/trimmed-text';
import { readForUpdate } from '../../db/read-for-update';
import { containsText, whereMatching, type TextSearch } from '../../db/text-search';
import { auditTrail } from '../audit/audit-trail.service';
import { ContactMessage } from './contact-message.entity';
import type { ContactMessageInput, ContactMessagesArgs } from './contact-message.inputs';
import { canHandleContactMessage, canReadContactMessages } from './contact-message.policy';
import { contactMessageSortColumns, ContactMessageState } from './contact-message.types';

/** What the inbox's search box looks in; SQLite keeps a full-text index of it (the inbox list indexes migration). */
export const INBOX_SEARCH: TextSearch = {
  table: 'contact_messages',
  columns: ['name', 'email', 'subject', 'message'],
  indexed: true,
};
const NOT_FOUND = 'Message not found';

export class ContactMessageService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores a message from the contact form, not yet handled. `actor` is null for a visitor.
   * The audit entry names the message but keeps no second copy of the visitor's words.
   */
  async send(actor: Writer | null, input: ContactMessageInput): Promise<void> {
    const { name, email, subject, message } = trimmedText(input);
    await this.dataSource.transaction(async (manager) => {
      const { identifiers } = await manager.insert(ContactMessage, { name, email, subject, message, handled: false });
      const entityId = Number(identifiers[0]?.id);
      await auditTrail.record(manager, actor, { action: 'create', entity: 'ContactMessage', entityId, label: subject });
    });
  }

  async list(
    actor: Actor,
    args: ContactMessagesArgs,
    columns: readonly string[] | null = null,
  ): Promise<Page<ContactMessage>> {
    enforce(canReadContactMessages(actor));
    const take = cappedLimit(args.limit);
    const query = this.filtered(args);
    if (columns) query.select(columns.map((column) => `m.${column}`));
    const [items, total] = await pageAndTotal(query, args.offset, take, this.searched(args.search));
    return { items, total, offset: args.offset, limit: take };
  }

  /** The messages the inbox's search and state select, in its order (the list and its CSV export). */
  matching(args: Omit<ContactMessagesArgs, 'offset' | 'limit'>): SelectQueryBuilder<ContactMessage> {
    return whereMatching(this.filtered(args), this.searched(args.search));
  }

  private searched(search: string | null | undefined) {
    return containsText(this.dataSource, 'm', INBOX_SEARCH, search);
  }

  /** The inbox's state filter and order, without its search. */
  private filtered({ state, sort, direction }: Omit<ContactMessagesArgs, 'offset' | 'limit'>) {
    const query = this.dataSource.getRepository(ContactMessage).createQueryBuilder('m');
    if (state) query.andWhere('m.handled = :handled', { handled: state === ContactMessageState.HANDLED });
    return orderBySort(query, contactMessageSortColumns(this.dataSource), { sort, direction });
  }

  /**
   * Marks a message handled (or new again). Idempotent: when the message is already in that
   * state, nothing changes and nothing is recorded, so a double click or a retried request
   * answers with the same message and leaves one audit entry.
   */
  setHandled(actor: Actor, id: number, handled: boolean): Promise<ContactMessage> {
    return this.dataSource.transaction(async (manager) => {
      const before = await readForUpdate(manager, ContactMessage, { id });
      if (!before) throw notFound(NOT_FOUND);
      enforce(canHandleContactMessage(actor, before));
      if (before.handled === handled) return before;
      const stamp = handled
        ? { handledAt: new Date(), handledById: actor.id, handledByName: actor.name }
        : { handledAt: null, handledById: null, handledByName: null };
      // Conditional on the state read, so of two racing requests only one changes the row.
      const result = await manager.update(ContactMessage, { id, handled: !handled }, { handled, ...stamp });
      const after = await manager.findOneByOrFail(ContactMessage, { id });
      if (!result.affected) return after;
      await auditTrail.record(manager, actor, {
        action: handled ? 'handled' : 'reopened',
        entity: 'ContactMessage',
        entityId: id,
        label: after.subject,
        before: { handled: before.handled },
        after: { handled: after.handled },
      });
      return after;
    });
  }
}
