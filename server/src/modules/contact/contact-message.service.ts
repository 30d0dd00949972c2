import type { DataSource } from 'typeorm';
import { trimmedText } from '../../common/trimmed-text';
import { ContactMessage } from './contact-message.entity';
import type { ContactMessageInput } from './contact-message.inputs';

export class ContactMessageService {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a message from the contact form, not yet handled (decisions.md item 11). */
  async send(input: ContactMessageInput): Promise<void> {
    const { name, email, subject, message } = trimmedText(input);
    await this.dataSource.getRepository(ContactMessage).insert({ name, email, subject, message, handled: false });
  }
}
