import { listTableProps, listVariables } from './list-query';
import type { ListState } from './useListState';

const list: ListState<'NAME' | 'DATE'> = {
  searchText: 'acme ',
  setSearchText: jest.fn(),
  search: 'acme',
  filters: {},
  setFilter: jest.fn(),
  page: 3,
  pageSize: 20,
  setPage: jest.fn(),
  sort: { field: 'DATE', direction: 'DESC' },
  setSort: jest.fn(),
  offset: 40,
  limit: 20,
};

type Data = { things: { items: { id: number }[]; total: number } };
const data = (...ids: number[]): Data => ({ things: { items: ids.map((id) => ({ id })), total: 42 } });
const pick = (d: Data) => d.things;

describe('listVariables', () => {
  it('sends the paging, the search and the order as the list queries take them', () => {
    expect(listVariables(list)).toEqual({ offset: 40, limit: 20, search: 'acme', sort: 'DATE', direction: 'DESC' });
  });
});

describe('listTableProps', () => {
  it('shows the loaded page with the list state', () => {
    const props = listTableProps(list, { data: data(1, 2), loading: false, refetch: jest.fn() }, pick);
    expect(props).toMatchObject({ rows: [{ id: 1 }, { id: 2 }], total: 42, loading: false, page: 3, pageSize: 20 });
    expect(props.sort).toBe(list.sort);
    expect(props.onPageChange).toBe(list.setPage);
    expect(props.onSortChange).toBe(list.setSort);
  });

  it('keeps the previous page on screen while the next one loads', () => {
    const props = listTableProps(list, { previousData: data(7), loading: true, refetch: jest.fn() }, pick);
    expect(props).toMatchObject({ rows: [{ id: 7 }], total: 42, loading: true });
  });

  it('is empty before the first answer, and Retry fetches again', () => {
    const refetch = jest.fn();
    const error = new Error('offline');
    const props = listTableProps(list, { loading: false, error, refetch }, pick);
    expect(props).toMatchObject({ rows: [], total: 0, error });
    props.onRetry?.();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
