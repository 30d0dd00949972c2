import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { fruitColumns, fruits, fruitTexts, type Fruit, type FruitSort } from './admin-list.mocks';
import { AdminTable, type AdminTableProps } from './AdminTable';

function renderTable(overrides: Partial<AdminTableProps<Fruit, FruitSort>> = {}) {
  const props: AdminTableProps<Fruit, FruitSort> = {
    columns: fruitColumns,
    rows: fruits,
    total: fruits.length,
    loading: false,
    texts: fruitTexts,
    page: 1,
    pageSize: 10,
    onPageChange: jest.fn(),
    onSortChange: jest.fn(),
    onRetry: jest.fn(),
    ...overrides,
  };
  return { props, ...renderWithApp(<AdminTable {...props} />) };
}

const bodyRows = () => screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0);

describe('AdminTable', () => {
  it('shows the loading text while the first page loads', () => {
    renderTable({ rows: [], total: 0, loading: true });
    expect(screen.getByText('Loading fruits...')).toBeInTheDocument();
    expect(screen.queryByText('No fruits found')).not.toBeInTheDocument();
  });

  it('shows the empty text when nothing matches', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No fruits found')).toBeInTheDocument();
  });

  it('shows the error and its reason in place of the table, and retries on Retry', async () => {
    const { user, props } = renderTable({ error: new Error('Failed to fetch') });
    expect(screen.getByText('Error loading fruits')).toBeInTheDocument();
    expect(screen.getByText('The server could not be reached. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('lists the rows', () => {
    renderTable();
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      'AppleKazakhstan',
      'BananaPapua New Guinea',
      'CherryAnatolia',
    ]);
  });

  it('keeps the rows on screen, under a spinner, while the next page loads', () => {
    const { container } = renderTable({ loading: true });
    expect(bodyRows()).toHaveLength(3);
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.queryByText('Loading fruits...')).not.toBeInTheDocument();
  });

  it('marks a row busy while its change saves', () => {
    renderTable({ busyIds: new Set([2]) });
    const [apple, banana] = bodyRows();
    expect(banana).toHaveAttribute('aria-busy', 'true');
    expect(apple).not.toHaveAttribute('aria-busy');
  });

  it('shows the current sort on its header and asks for the next one on a click', async () => {
    const { user, props } = renderTable({ sort: { field: 'NAME', direction: 'ASC' } });
    const [name, origin] = screen.getAllByRole('columnheader');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(origin).not.toHaveAttribute('aria-sort');
    await user.click(name!);
    expect(props.onSortChange).toHaveBeenLastCalledWith({ field: 'NAME', direction: 'DESC' });
    await user.click(origin!);
    expect(props.onSortChange).toHaveBeenLastCalledWith({ field: 'ORIGIN', direction: 'ASC' });
  });

  it('asks for the default order when the sort is clicked off', async () => {
    const { user, props } = renderTable({ sort: { field: 'NAME', direction: 'DESC' } });
    await user.click(screen.getAllByRole('columnheader')[0]!);
    expect(props.onSortChange).toHaveBeenLastCalledWith(null);
  });

  it('pages only when the rows do not fit on one page', async () => {
    const { user, props } = renderTable({ total: 25, totalText: (n) => `${n} fruits` });
    expect(screen.getByText('25 fruits')).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '3' }));
    expect(props.onPageChange).toHaveBeenCalledWith(3, 10);
  });

  it('steps back to the last page when the page asked for is past the end', () => {
    const { props } = renderTable({ page: 4, total: 25 });
    expect(props.onPageChange).toHaveBeenCalledWith(3, 10);
  });

  it('keeps the first column, and an actions column, in view when the table scrolls sideways', () => {
    renderTable({ columns: [...fruitColumns, { title: 'Actions', key: 'actions', render: () => 'Edit' }] });
    const headers = screen.getAllByRole('columnheader');
    expect(headers[0]!.className).toMatch(/ant-table-cell-fix/);
    expect(headers[1]!.className).not.toMatch(/ant-table-cell-fix/);
    expect(headers[2]!.className).toMatch(/ant-table-cell-fix/);
  });

  describe('a table wider than its place', () => {
    const width = (scroll: number, client: number) => {
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
    };
    afterEach(() => jest.restoreAllMocks());

    const unsortable = fruitColumns.map(({ sortField: _sortField, ...column }) => column);

    it('with nothing in it to focus, can be scrolled from the keyboard: its scroll region takes focus', async () => {
      width(900, 375);
      const { user } = renderTable({ columns: unsortable });
      const region = screen.getByRole('group', { name: 'Table, scrolls sideways' });
      expect(region).toContainElement(screen.getByRole('table'));
      await user.tab();
      expect(region).toHaveFocus();
    });

    it('is no extra stop when its sortable headers take focus (and scroll it), or when it fits', () => {
      width(900, 375);
      const { unmount } = renderTable();
      expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('tabindex', '0');
      expect(screen.queryByRole('group')).not.toBeInTheDocument();
      unmount();
      width(600, 600);
      renderTable({ columns: unsortable });
      expect(screen.queryByRole('group')).not.toBeInTheDocument();
      expect(screen.getByRole('table').closest('[tabindex]')).toBeNull();
    });
  });
});
