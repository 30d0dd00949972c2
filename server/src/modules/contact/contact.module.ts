import type { FeatureModule } from '../../app/feature-module';
import { ContactMessage } from './contact-message.entity';
import { contactMessageExport } from './contact-message.export';
import { ContactMessageResolver } from './contact-message.resolver';
import { ContactMessageHandling1795471000000 } from './migrations/1795471000000-contact-message-handling';

export const contactModule: FeatureModule = {
  name: 'contact',
  entities: [ContactMessage],
  resolvers: [ContactMessageResolver],
  // The contact messages' table itself came with the quotes migration (listed by the quotes module).
  migrations: [ContactMessageHandling1795471000000],
  exports: [contactMessageExport],
};
