import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import AdminApiKeysPage from '../pages/AdminApiKeysPage';
import { sampleApiKey } from './sample-api-keys';

// What the API Keys page's tests share: the page rendered with its address shown, and its dialogs
// found the quick way.

export const acme = sampleApiKey(6);
export const globex = sampleApiKey(5);
export const initech = sampleApiKey(4);
export const widget = sampleApiKey(2);
export const leaked = sampleApiKey(1);

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}
export const urlSearch = () => screen.getByTestId('search').textContent;

export function renderPage(mocks: readonly AnyApolloMock[], route = '/admin/api-keys') {
  return renderWithApp(
    <>
      <AdminApiKeysPage />
      <Search />
    </>,
    { route, path: '/admin/api-keys', mocks },
  );
}

/** The open dialog whose title reads `title`: a role query by name computes the whole page's accessible names. */
export async function openDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}
