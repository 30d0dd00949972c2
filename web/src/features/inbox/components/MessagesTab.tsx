import { Select } from 'antd';
import {
  ExportCsvButton,
  exportParams,
  listTableProps,
  ListToolbar,
  listVariables,
  useBusyRows,
  useListState,
} from '../../../components/admin-list';
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
  const state = apiState(list.filters.state);
  const result = useContactMessages({ ...listVariables(list), state });
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
        {...listTableProps(list, result, (data) => data.contactMessages)}
        busyIds={busy.busyIds}
        onHandledChange={(m, handled) => void busy.run(m.id, () => actions.setHandled(m.id, handled))}
      />
    </>
  );
}
