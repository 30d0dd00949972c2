import { Select } from 'antd';
import { ExportCsvButton, exportParams, ListToolbar, useBusyRows, useListState } from '../../../components/admin-list';
import { useContactMessages } from '../api/inbox';
import { useInboxActions } from '../api/useInboxActions';
import {
  apiState,
  INBOX_PAGE_SIZE,
  MESSAGE_DEFAULT_SORT,
  MESSAGE_SORTS,
  STATE_OPTIONS,
  STATE_PARAM,
} from '../constants';
import { MessageTable } from './MessageTable';

/** The Messages tab: search, the New / Handled filter, export, and the table. */
export function MessagesTab() {
  const list = useListState({
    sortFields: MESSAGE_SORTS,
    defaultSort: MESSAGE_DEFAULT_SORT,
    defaultPageSize: INBOX_PAGE_SIZE,
    filters: [STATE_PARAM],
  });
  const { offset, limit, search, sort } = list;
  const state = apiState(list.filters.state);
  const { data, previousData, loading, error, refetch } = useContactMessages({
    offset,
    limit,
    search,
    state,
    sort: sort.field,
    direction: sort.direction,
  });
  const page = (data ?? previousData)?.contactMessages;
  const actions = useInboxActions();
  const busy = useBusyRows();

  return (
    <>
      <ListToolbar
        search={list.searchText}
        onSearchChange={list.setSearchText}
        searchLabel="Search messages"
        searchPlaceholder="Search messages..."
        filters={
          <Select
            aria-label="State"
            value={state ? (list.filters.state ?? '') : ''}
            options={STATE_OPTIONS}
            onChange={(value: string) => list.setFilter(STATE_PARAM, value || null)}
            style={{ width: 120 }}
          />
        }
        actions={<ExportCsvButton path="/api/export/contact-messages.csv" params={exportParams(list)} />}
      />
      <MessageTable
        messages={page?.items ?? []}
        total={page?.total ?? 0}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        sort={sort}
        onSortChange={list.setSort}
        busyIds={busy.busyIds}
        onHandledChange={(m, handled) => void busy.run(m.id, () => actions.setHandled(m.id, handled))}
      />
    </>
  );
}
