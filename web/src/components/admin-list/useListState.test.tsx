import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { exportParams, SEARCH_DELAY_MS, useListState, type ListState } from './useListState';

type Sort = 'DATE' | 'TITLE';
let state: ListState<Sort, 'category'>;
// The probe hands each render's state out through a callback, so the test reads the latest one.
const keep = (latest: ListState<Sort, 'category'>) => {
  state = latest;
};

function Probe({ onState }: { onState: typeof keep }) {
  const latest = useListState<Sort, 'category'>({
    sortFields: ['DATE', 'TITLE'],
    defaultSort: { field: 'DATE', direction: 'DESC' },
    filters: ['category'],
    defaultPageSize: 10,
    pageSizes: [10, 20],
  });
  onState(latest);
  return null;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Probe onState={keep} /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { router, url: () => `${router.state.location.pathname}${router.state.location.search}` };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useListState', () => {
  it('opens on page 1, the default size and the default order when the URL says nothing', () => {
    renderAt('/list');
    expect(state).toMatchObject({
      search: null,
      searchText: '',
      filters: { category: null },
      page: 1,
      pageSize: 10,
      offset: 0,
      limit: 10,
      sort: { field: 'DATE', direction: 'DESC' },
    });
  });

  it('reads the search, filters, page, size and sort from the URL (a reload or a shared link)', () => {
    renderAt('/list?search=mobile&category=Web&page=3&size=20&sort=TITLE&dir=ASC');
    expect(state).toMatchObject({
      search: 'mobile',
      searchText: 'mobile',
      filters: { category: 'Web' },
      page: 3,
      pageSize: 20,
      offset: 40,
      sort: { field: 'TITLE', direction: 'ASC' },
    });
  });

  it('falls back to the defaults for values it does not know', () => {
    renderAt('/list?page=-2&size=7&sort=DROP%20TABLE&dir=UP');
    expect(state).toMatchObject({ page: 1, pageSize: 10, sort: { field: 'DATE', direction: 'DESC' } });
  });

  it('sends the search once typing pauses, trimmed, from page 1, replacing the history entry', () => {
    const { router, url } = renderAt('/list?page=2');
    act(() => state.setSearchText(' mob'));
    act(() => state.setSearchText(' mobile '));
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(state.search).toBeNull();
    expect(state.searchText).toBe(' mobile ');
    act(() => jest.advanceTimersByTime(1));
    expect(url()).toBe('/list?search=mobile');
    expect(state).toMatchObject({ search: 'mobile', page: 1 });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('clears the search parameter when the box is emptied', () => {
    const { url } = renderAt('/list?search=mobile');
    act(() => state.setSearchText(''));
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(url()).toBe('/list');
    expect(state.search).toBeNull();
  });

  it('goes back to page 1 when a filter changes', () => {
    const { url } = renderAt('/list?page=4');
    act(() => state.setFilter('category', 'Web Development'));
    expect(url()).toBe('/list?category=Web+Development');
    expect(state).toMatchObject({ page: 1, filters: { category: 'Web Development' } });
    act(() => state.setFilter('category', null));
    expect(url()).toBe('/list');
  });

  it('keeps a sort in the URL, and leaves the default order out of it', () => {
    const { url } = renderAt('/list?page=2');
    act(() => state.setSort({ field: 'TITLE', direction: 'ASC' }));
    expect(url()).toBe('/list?sort=TITLE&dir=ASC');
    expect(state.sort).toEqual({ field: 'TITLE', direction: 'ASC' });
    act(() => state.setSort(null));
    expect(url()).toBe('/list');
    expect(state.sort).toEqual({ field: 'DATE', direction: 'DESC' });
  });

  it('moves between pages, and starts again at page 1 with a new page size', () => {
    const { url } = renderAt('/list?sort=TITLE&dir=ASC');
    act(() => state.setPage(3));
    expect(url()).toBe('/list?sort=TITLE&dir=ASC&page=3');
    act(() => state.setPage(3, 20));
    expect(url()).toBe('/list?sort=TITLE&dir=ASC&size=20');
    expect(state).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('keeps a change made before the list draws again: a sort, then at once the next page', () => {
    const { url } = renderAt('/list?search=mobile');
    const drawn = state;
    act(() => {
      drawn.setSort({ field: 'TITLE', direction: 'ASC' });
      drawn.setPage(2);
    });
    expect(url()).toBe('/list?search=mobile&sort=TITLE&dir=ASC&page=2');
    expect(state).toMatchObject({ page: 2, sort: { field: 'TITLE', direction: 'ASC' } });
  });

  it('shows the earlier state, search box included, after going back', async () => {
    const { router } = renderAt('/list?search=mobile');
    act(() => state.setPage(2));
    act(() => state.setSearchText('web'));
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(state).toMatchObject({ search: 'web', page: 1 });
    await act(() => router.navigate(-1));
    expect(state).toMatchObject({ search: 'mobile', searchText: 'mobile', page: 1 });
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    // The box followed the URL: nothing is sent back.
    expect(router.state.location.search).toBe('?search=mobile');
  });

  it('gives an export the search, filters and order', () => {
    renderAt('/list?search=mobile&category=Web&sort=TITLE&dir=ASC&page=2');
    expect(exportParams(state)).toEqual({ search: 'mobile', category: 'Web', sort: 'TITLE', direction: 'ASC' });
  });

  it('takes a filter with listed values only when the URL holds one of them', () => {
    function StatusProbe({ onStatus }: { onStatus: (status: string | null) => void }) {
      const latest = useListState<Sort, 'status'>({
        sortFields: ['DATE'],
        defaultSort: { field: 'DATE', direction: 'DESC' },
        filters: ['status'],
        filterValues: { status: ['OPEN', 'CLOSED'] },
      });
      onStatus(latest.filters.status);
      return null;
    }
    for (const [url, expected] of [
      ['/list?status=CLOSED', 'CLOSED'],
      ['/list?status=closed', null],
      ['/list?status=DROP%20TABLE', null],
    ] as const) {
      const onStatus = jest.fn();
      const element = <StatusProbe onStatus={onStatus} />;
      const router = createMemoryRouter([{ path: '/list', element }], { initialEntries: [url] });
      const { unmount } = render(<RouterProvider router={router} />);
      expect(onStatus).toHaveBeenLastCalledWith(expected);
      unmount();
    }
  });
});
