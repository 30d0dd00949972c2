import { Select } from 'antd';
import { ListToolbar, useAdminList } from '../../../components/admin-list';
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
  const list = useAdminList({
    sortFields: MESSAGE_SORTS,
    defaultSort: MESSAGE_DEFAULT_SORT,
    defaultPageSize: INBOX_PAGE_SIZE,
    filters: [STATE_PARAM],
    searchLabel: 'Search messages',
    searchPlaceholder: 'Search messages...',
    exportPath: '/api/export/contact-messages.csv',
  });
  const { filters, setFilter } = list.state;
  const state = apiState(filters.state);
  const result = useContactMessages({ ...list.variables, state });
  const actions = useInboxActions();

  return (
    <>
      <ListToolbar
        {...list.toolbar}
        filters={
          <Select
            aria-label="State"
            value={state ? (filters.state ?? '') : ''}
            options={STATE_OPTIONS}
            onChange={(value: string) => setFilter(STATE_PARAM, value || null)}
            style={{ width: 120 }}
          />
        }
      />
      <MessageTable
        {...list.table(result, (data) => data.contactMessages)}
        onHandledChange={(m, handled) => list.saveRow(m.id, () => actions.setHandled(m.id, handled))}
      />
    </>
  );
}
