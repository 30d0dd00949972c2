import { Alert, Button, Table, type TableColumnType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useEffect, useRef, type ReactNode } from 'react';
import { errorMessage } from '../../lib/errors';
import type { ListTableProps } from './list-query';
import type { ListSort } from './useListState';
import { useKeyboardScroll } from './useKeyboardScroll';
import './admin-list.css';

/** An antd column, plus the sort its header applies (a value of the list's sort enum). */
export interface AdminColumn<Row, S extends string = string> extends TableColumnType<Row> {
  sortField?: S;
}

/** The words of a list's states, from the spec: 'Loading projects...', 'No projects found', 'Error loading projects'. */
export interface AdminTableTexts {
  loading: string;
  empty: ReactNode;
  error: string;
}

export interface AdminTableProps<Row extends { id: number }, S extends string = string> extends ListTableProps<Row, S> {
  /**
   * The columns. The first (the row's name) stays in view when the table scrolls sideways, and
   * so does the last when its key is 'actions'.
   */
  columns: AdminColumn<Row, S>[];
  texts: AdminTableTexts;
  /** The total shown by the pager, such as `13 projects`. */
  totalText?: (total: number) => string;
  /** Rows that open to show more (an audit entry's field changes), as antd's table takes it. */
  expandable?: TableProps<Row>['expandable'];
}

const ORDER: Record<ListSort<string>['direction'], SortOrder> = { ASC: 'ascend', DESC: 'descend' };

/**
 * The back office's list table: server-side paging and sorting, and one presentation of the
 * Loading / Empty / Error (with Retry) / Filled states for every list.
 */
export function AdminTable<Row extends { id: number }, S extends string = string>(props: AdminTableProps<Row, S>) {
  const { columns, rows, total, loading, error, onRetry, texts, page, pageSize, onPageChange, sort, busyIds } = props;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const frame = useRef<HTMLDivElement>(null);
  useKeyboardScroll(frame);

  // A page past the end (the last row of the last page was deleted, or an old link) steps back to the last one.
  useEffect(() => {
    if (!loading && !error && total > 0 && page > lastPage) onPageChange(lastPage, pageSize);
  }, [loading, error, total, page, lastPage, pageSize, onPageChange]);

  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={texts.error}
        description={errorMessage(error)}
        action={
          onRetry && (
            <Button size="small" onClick={() => void Promise.resolve(onRetry()).catch(() => {})}>
              Retry
            </Button>
          )
        }
      />
    );
  }

  const last = columns.length - 1;
  const shown = columns.map((column, index): AdminColumn<Row, S> => {
    const fixed = index === 0 ? 'left' : index === last && column.key === 'actions' ? 'right' : column.fixed;
    if (!column.sortField) return { ...column, fixed };
    const active = sort?.field === column.sortField;
    return { ...column, fixed, sorter: true, sortOrder: active && sort ? ORDER[sort.direction] : null };
  });

  const onChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, { action }) => {
    if (action !== 'sort' || Array.isArray(sorter)) return;
    const field = (sorter.column as AdminColumn<Row, S> | undefined)?.sortField;
    props.onSortChange?.(
      field && sorter.order ? { field, direction: sorter.order === 'ascend' ? 'ASC' : 'DESC' } : null,
    );
  };

  const smallest = Math.min(pageSize, ...(props.pageSizes ?? []));
  const firstLoad = loading && rows.length === 0;
  return (
    <div ref={frame}>
      <Table<Row>
        className="admin-table"
        rowKey="id"
        columns={shown}
        dataSource={rows as Row[]}
        loading={loading}
        onChange={onChange}
        showSorterTooltip={false}
        rowClassName={(row) => (busyIds?.has(row.id) ? 'admin-table__row--busy' : '')}
        onRow={(row) => (busyIds?.has(row.id) ? { 'aria-busy': true } : {})}
        locale={{
          emptyText: (
            <span className="admin-table__state" role="status">
              {firstLoad ? texts.loading : texts.empty}
            </span>
          ),
        }}
        pagination={
          total > smallest
            ? {
                current: Math.min(page, lastPage),
                pageSize,
                total,
                onChange: onPageChange,
                showSizeChanger: Boolean(props.pageSizes),
                pageSizeOptions: props.pageSizes?.map(String),
                showTotal: props.totalText,
              }
            : false
        }
        size="middle"
        expandable={props.expandable}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
