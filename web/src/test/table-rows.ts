import { screen } from '@testing-library/react';

// Rows are found through their name cell (the <strong> an admin table puts its name in): a row's
// accessible name takes jsdom seconds to compute.

/** The table row whose name cell reads `name`. */
export const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr')!;

/** The names of the table's rows, in order. */
export const tableNames = () =>
  [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row strong')].map((cell) => cell.textContent);
