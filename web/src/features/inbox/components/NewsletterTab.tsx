import { ExportCsvButton, exportParams, ListToolbar, useListState } from '../../../components/admin-list';
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
  const { offset, limit, search, sort } = list;
  const { data, previousData, loading, error, refetch } = useNewsletterSubscriptions({
    offset,
    limit,
    search,
    sort: sort.field,
    direction: sort.direction,
  });
  const page = (data ?? previousData)?.newsletterSubscriptions;

  return (
    <>
      <ListToolbar
        search={list.searchText}
        onSearchChange={list.setSearchText}
        searchLabel="Search sign-ups"
        searchPlaceholder="Search by email..."
        actions={<ExportCsvButton path="/api/export/newsletter-subscriptions.csv" params={exportParams(list)} />}
      />
      <SignupTable
        signups={page?.items ?? []}
        total={page?.total ?? 0}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        sort={sort}
        onSortChange={list.setSort}
      />
    </>
  );
}
