import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Actor, Writer } from '../../auth/actor';
import { notFound } from '../../common/errors';
import { cappedLimit, LIKE_ESCAPE, likePattern, orderBySort, type Page } from '../../common/pagination';
import { enforce } from '../../common/policy';
import { trimmedText } from '../../common/trimmed-text';
import { readForUpdate } from '../../db/read-for-update';
import { auditTrail } from '../audit/audit-trail.service';
import { ContactMessage } from './contact-message.entity';
import type { ContactMessageInput, ContactMessagesArgs } from './contact-message.inputs';
import { canHandleContactMessage, canReadContactMessages } from './contact-message.policy';
import { CONTACT_MESSAGE_SORT_COLUMNS, ContactMessageState } from './contact-message.types';

/** Columns the inbox's search box looks in. */
const SEARCHED = ['name', 'email', 'subject', 'message'] as const;
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

  async list(actor: Actor, args: ContactMessagesArgs): Promise<Page<ContactMessage>> {
    enforce(canReadContactMessages(actor));
    const take = cappedLimit(args.limit);
    const [items, total] = await this.matching(args).skip(args.offset).take(take).getManyAndCount();
    return { items, total, offset: args.offset, limit: take };
  }

  /** The messages the inbox's search and state select, in its order (the list and its CSV export). */
  matching({ search, state, sort, direction }: Omit<ContactMessagesArgs, 'offset' | 'limit'>) {
    const query: SelectQueryBuilder<ContactMessage> = this.dataSource
      .getRepository(ContactMessage)
      .createQueryBuilder('m');
    const text = search?.trim();
    if (text) {
      query.andWhere(
        `(${SEARCHED.map((column) => `LOWER(m.${column}) LIKE :q ESCAPE '${LIKE_ESCAPE}'`).join(' OR ')})`,
        { q: likePattern(text) },
      );
    }
    if (state) query.andWhere('m.handled = :handled', { handled: state === ContactMessageState.HANDLED });
    return orderBySort(query, CONTACT_MESSAGE_SORT_COLUMNS, { sort, direction });
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
