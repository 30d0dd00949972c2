import type { FeatureModule } from '../../app/feature-module';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageResolver } from './contact-message.resolver';

export const contactModule: FeatureModule = {
  name: 'contact',
  entities: [ContactMessage],
  resolvers: [ContactMessageResolver],
  // The contact messages' table came with the quotes migration (listed by the quotes module).
  migrations: [],
};
