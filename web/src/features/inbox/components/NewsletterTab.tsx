import {
  ExportCsvButton,
  exportParams,
  listTableProps,
  ListToolbar,
  listVariables,
  useListState,
} from '../../../components/admin-list';
import { useNewsletterSubscriptions } from '../api/inbox';
import { INBOX_PAGE_SIZE, SIGNUP_DEFAULT_SORT, SIGNUP_SORTS } from '../constants';
import { SignupTable } from './SignupTable';

/** The Newsletter tab: search by address, export, and the sign-ups. */
export function NewsletterTab() {
  const list = useListState({
    sortFields: SIGNUP_SORTS,
    defaultSort: SIGNUP_DEFAULT_SORT,
    defaultPageSize: INBOX_PAGE_SIZE,
  });
  const result = useNewsletterSubscriptions(listVariables(list));

  return (
    <>
      <ListToolbar
        search={list.searchText}
        onSearchChange={list.setSearchText}
        searchLabel="Search sign-ups"
        searchPlaceholder="Search by email..."
        actions={<ExportCsvButton path="/api/export/newsletter-subscriptions.csv" params={exportParams(list)} />}
      />
      <SignupTable {...listTableProps(list, result, (data) => data.newsletterSubscriptions)} />
    </>
  );
}
