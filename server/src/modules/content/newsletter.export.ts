import { STAFF_ROLES } from '../../auth/roles';
import { defineExport } from '../../common/export/csv-export';
import { NewsletterSubscription } from './newsletter.entity';
import { NewsletterService } from './newsletter.service';
import { NewsletterSubscriptionsArgs } from './newsletter.types';

/** The newsletter sign-ups as CSV, with the list's search and sort applied. */
export const newsletterExport = defineExport({
  name: 'newsletter-subscriptions',
  roles: STAFF_ROLES,
  args: NewsletterSubscriptionsArgs,
  params: ['search', 'sort', 'direction'],
  query: (dataSource, args) => new NewsletterService(dataSource).matching(args),
  columns: [
    { header: 'ID', value: (s: NewsletterSubscription) => s.id },
    { header: 'Email', value: (s) => s.email },
    { header: 'Signed Up', value: (s) => s.createdAt },
  ],
});
