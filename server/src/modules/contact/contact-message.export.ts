import { CONTACT_MESSAGE_STATE } from '@site/shared';
import { STAFF_ROLES } from '../../auth/roles';
import { defineExport } from '../../common/export/csv-export';
import { ContactMessage } from './contact-message.entity';
import { ContactMessagesArgs } from './contact-message.inputs';
import { ContactMessageService } from './contact-message.service';

const { OPEN, HANDLED } = CONTACT_MESSAGE_STATE;

/** The inbox's messages as CSV, with its search, state filter and sort applied. */
export const contactMessageExport = defineExport({
  name: 'contact-messages',
  roles: STAFF_ROLES,
  args: ContactMessagesArgs,
  params: ['search', 'state', 'sort', 'direction'],
  query: (dataSource, args) => new ContactMessageService(dataSource).matching(args),
  columns: [
    { header: 'ID', value: (m: ContactMessage) => m.id },
    { header: 'Received', value: (m) => m.createdAt },
    { header: 'Name', value: (m) => m.name },
    { header: 'Email', value: (m) => m.email },
    { header: 'Subject', value: (m) => m.subject },
    { header: 'Message', value: (m) => m.message },
    { header: 'State', value: (m) => (m.handled ? HANDLED.label : OPEN.label) },
    { header: 'Handled At', value: (m) => m.handledAt },
    { header: 'Handled By', value: (m) => m.handledByName },
  ],
});
