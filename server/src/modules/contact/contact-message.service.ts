import type { DataSource } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { trimmedText } from '../../common/trimmed-text';
import { auditTrail } from '../audit/audit-trail.service';
import { ContactMessage } from './contact-message.entity';
import type { ContactMessageInput } from './contact-message.inputs';

export class ContactMessageService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores a message from the contact form, not yet handled. `actor` is null for a visitor.
   * The audit entry names the message but keeps no second copy of the visitor's words.
   */
  async send(actor: Actor | null, input: ContactMessageInput): Promise<void> {
    const { name, email, subject, message } = trimmedText(input);
    await this.dataSource.transaction(async (manager) => {
      const { identifiers } = await manager.insert(ContactMessage, { name, email, subject, message, handled: false });
      const entityId = Number(identifiers[0]?.id);
      await auditTrail.record(manager, actor, { action: 'create', entity: 'ContactMessage', entityId, label: subject });
    });
  }
}
