import type { AdminColumn, AdminTableTexts } from './AdminTable';

/** A small list for the kit's own stories and tests: no feature's data. */
export interface Fruit {
  id: number;
  name: string;
  origin: string;
}

export const fruits: Fruit[] = [
  { id: 1, name: 'Apple', origin: 'Kazakhstan' },
  { id: 2, name: 'Banana', origin: 'Papua New Guinea' },
  { id: 3, name: 'Cherry', origin: 'Anatolia' },
];

export type FruitSort = 'NAME' | 'ORIGIN';

export const fruitColumns: AdminColumn<Fruit, FruitSort>[] = [
  { title: 'Name', dataIndex: 'name', key: 'name', sortField: 'NAME' },
  { title: 'Origin', dataIndex: 'origin', key: 'origin', sortField: 'ORIGIN' },
];

export const fruitTexts: AdminTableTexts = {
  loading: 'Loading fruits...',
  empty: 'No fruits found',
  error: 'Error loading fruits',
};
