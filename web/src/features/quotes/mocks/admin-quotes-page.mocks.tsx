import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import AdminQuotesPage from '../pages/AdminQuotesPage';
import { sampleQuote } from './admin-quotes.mocks';

// What the Quote Management page's tests share: the page rendered with its address shown, and
// the rows and dialogs found the quick way.

export const jane = sampleQuote(6);
export const marcus = sampleQuote(5);
export const aiko = sampleQuote(4);
export const lena = sampleQuote(1);

/** A mock answered more than once (a refetch after a change). */
export const reusable = { maxUsageCount: 5 };

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}
export const urlSearch = () => screen.getByTestId('search').textContent;

export function renderPage(mocks: readonly AnyApolloMock[], route = '/admin/quotes') {
  return renderWithApp(
    <>
      <AdminQuotesPage />
      <Search />
    </>,
    { route, path: '/admin/quotes', mocks },
  );
}

// Rows are found through a cell's text: a row's accessible name takes jsdom seconds to compute.
export const rowOf = (text: string) =>
  within(document.querySelector<HTMLElement>('.ant-table-tbody')!).getByText(text).closest('tr')!;
export const rowEmails = () =>
  [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map(
    (row) => row.querySelector('.quote-table__customer a')?.textContent,
  );

// The open dialog, found by its title: a role query by name computes the whole page's accessible names.
let shownTitle = '';
export const dialog = () =>
  screen.getByText(shownTitle, { selector: '.ant-modal-title' }).closest('[role="dialog"]') as HTMLElement;
export async function openDialog(title: string) {
  shownTitle = title;
  await screen.findByText(title, { selector: '.ant-modal-title' });
  return dialog();
}
