import { act, screen } from '@testing-library/react';
import { Button } from 'antd';
import { renderWithApp } from '../../test/render';
import { fruitColumns, fruits, fruitTexts, type Fruit, type FruitSort } from './admin-list.mocks';
import { AdminTable, type AdminColumn } from './AdminTable';
import { downloadCsv } from './download-csv';
import type { ListQueryResult, ListQueryVariables } from './list-query';
import { ListToolbar } from './ListToolbar';
import { useAdminList, type AdminListOptions } from './useAdminList';

jest.mock('./download-csv', () => ({ downloadCsv: jest.fn(async () => 'fruits.csv') }));

type Data = { fruits: { items: Fruit[]; total: number } };

const FRUIT_LIST: AdminListOptions<FruitSort> = {
  sortFields: ['NAME', 'ORIGIN'],
  defaultSort: { field: 'NAME', direction: 'ASC' },
  searchLabel: 'Search fruits',
  searchPlaceholder: 'Search fruits...',
  exportPath: '/api/export/fruits.csv',
  add: { to: '/admin/fruits/new', label: 'Add New Fruit' },
};

interface PageProps {
  options?: AdminListOptions<FruitSort>;
  /** The list's query, as a feature's hook would answer. */
  query?: (variables: ListQueryVariables<FruitSort>) => ListQueryResult<Data>;
  /** Each row's 'Peel' change. */
  peel?: (fruit: Fruit) => Promise<unknown>;
}

const answered = (): ListQueryResult<Data> => ({
  data: { fruits: { items: fruits, total: 42 } },
  loading: false,
  refetch: jest.fn(),
});

/** A list page as a feature writes one on the kit: only its query, table and row action are its own. */
function FruitsPage({ options = FRUIT_LIST, query = answered, peel = async () => {} }: PageProps) {
  const list = useAdminList(options);
  const result = query(list.variables);
  const columns: AdminColumn<Fruit, FruitSort>[] = [
    ...fruitColumns,
    {
      title: 'Actions',
      key: 'actions',
      render: (_, fruit) => (
        <Button size="small" onClick={() => list.saveRow(fruit.id, () => peel(fruit))}>
          Peel {fruit.name}
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListToolbar {...list.toolbar} />
      <AdminTable {...list.table(result, (data) => data.fruits)} columns={columns} texts={fruitTexts} />
    </>
  );
}

function renderPage(props: PageProps = {}, route = '/admin/fruits') {
  return renderWithApp(<FruitsPage {...props} />, { route, path: '/admin/fruits' });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

afterEach(() => jest.clearAllMocks());

describe('useAdminList', () => {
  it('gives the toolbar its search box, Export CSV, and the Add button that opens the new-record page', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('textbox', { name: 'Search fruits' })).toHaveAttribute('placeholder', 'Search fruits...');
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add New Fruit/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /admin/fruits/new');
  });

  it('leaves out Export CSV and Add for a list that has neither', () => {
    const { exportPath: _path, add: _add, ...searchOnly } = FRUIT_LIST;
    renderPage({ options: searchOnly });
    expect(screen.getByRole('textbox', { name: 'Search fruits' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export CSV/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add New Fruit/ })).not.toBeInTheDocument();
  });

  it("asks its query for the URL's page, search and order, and shows the rows it answers", () => {
    const query = jest.fn(answered);
    renderPage({ query }, '/admin/fruits?search=an&page=2&sort=ORIGIN&dir=DESC');
    expect(query).toHaveBeenLastCalledWith({ offset: 10, limit: 10, search: 'an', sort: 'ORIGIN', direction: 'DESC' });
    expect(screen.getByText('Banana')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Origin/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('exports the list searched and sorted as shown', async () => {
    const { user } = renderPage({}, '/admin/fruits?search=an&sort=ORIGIN&dir=DESC');
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(downloadCsv).toHaveBeenCalledWith('/api/export/fruits.csv', {
      search: 'an',
      sort: 'ORIGIN',
      direction: 'DESC',
    });
  });

  it('marks a row busy while its change saves, and frees it once it saved or failed', async () => {
    // The change in flight ends when the test says, saved or failed.
    let settle: (saved: boolean) => void = () => {};
    const peel = () =>
      new Promise((resolve, reject) => {
        settle = (saved) => (saved ? resolve(true) : reject(new Error('Failed to peel')));
      });
    const { user } = renderPage({ peel });

    await user.click(screen.getByRole('button', { name: 'Peel Banana' }));
    expect(rowOf('Banana')).toHaveAttribute('aria-busy', 'true');
    expect(rowOf('Apple')).not.toHaveAttribute('aria-busy');
    await act(async () => settle(true));
    expect(rowOf('Banana')).not.toHaveAttribute('aria-busy');

    await user.click(screen.getByRole('button', { name: 'Peel Cherry' }));
    expect(rowOf('Cherry')).toHaveAttribute('aria-busy', 'true');
    await act(async () => settle(false));
    expect(rowOf('Cherry')).not.toHaveAttribute('aria-busy');
  });
});
