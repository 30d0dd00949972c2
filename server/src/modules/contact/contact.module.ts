import type { FeatureModule } from '../../app/feature-module';
import { ContactMessage } from './contact-message.entity';
import { contactMessageExport } from './contact-message.export';
import { ContactMessageResolver } from './contact-message.resolver';
import { ContactMessageHandling1795471000000 } from './migrations/1795471000000-contact-message-handling';
import { InboxListIndexes1795520000002 } from './migrations/1795520000002-inbox-list-indexes';

export const contactModule: FeatureModule = {
  name: 'contact',
  entities: [ContactMessage],
  resolvers: [ContactMessageResolver],
  // The contact messages' table itself came with the quotes migration (listed by the quotes module).
  migrations: [ContactMessageHandling1795471000000, InboxListIndexes1795520000002],
  exports: [contactMessageExport],
};
