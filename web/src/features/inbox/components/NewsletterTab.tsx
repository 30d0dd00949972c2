import { ListToolbar, useAdminList } from '../../../components/admin-list';
import { useNewsletterSubscriptions } from '../api/inbox';
import { INBOX_PAGE_SIZE, SIGNUP_DEFAULT_SORT, SIGNUP_SORTS } from '../constants';
import { SignupTable } from './SignupTable';

/** The Newsletter tab: search by address, export, and the sign-ups. */
export function NewsletterTab() {
  const list = useAdminList({
    sortFields: SIGNUP_SORTS,
    defaultSort: SIGNUP_DEFAULT_SORT,
    defaultPageSize: INBOX_PAGE_SIZE,
    searchLabel: 'Search sign-ups',
    searchPlaceholder: 'Search by email...',
    exportPath: '/api/export/newsletter-subscriptions.csv',
  });
  const result = useNewsletterSubscriptions(list.variables);

  return (
    <>
      <ListToolbar {...list.toolbar} />
      <SignupTable {...list.table(result, (data) => data.newsletterSubscriptions)} />
    </>
  );
}
