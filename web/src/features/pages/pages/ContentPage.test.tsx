import { screen, waitFor } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import {
  pageLoadingMock,
  pageMock,
  pageNetworkErrorMock,
  pageNotFoundMock,
  samplePages,
  type MockPage,
} from '../mocks/pages.mocks';
import ContentPage from './ContentPage';

function renderPage(mocks: readonly AnyApolloMock[], route = '/about', path = route) {
  return renderWithApp(<ContentPage />, { route, path, mocks });
}

afterEach(() => {
  document.title = '';
});

describe('ContentPage', () => {
  it('shows the page: its title, its summary as the lead, its body and when it was last updated', async () => {
    renderPage([pageMock(samplePages.about)]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText(samplePages.about.summary)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our story',
      'Our mission',
    ]);
    expect(screen.getByText(/^Brightline Software began in 2014, .* We wanted to build/)).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toHaveTextContent('Last updated Mar 5, 2026');
  });

  it.each([
    ['/terms', samplePages.terms],
    ['/privacy', samplePages.privacy],
  ])('asks for the page its fixed route %s names', async (route, page: MockPage) => {
    renderPage([pageMock(page)], route);
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
  });

  it('asks /pages/:slug for the slug in the address and puts the page title in the tab', async () => {
    renderPage(
      [pageMock({ ...samplePages.terms, slug: 'careers', title: 'Careers' })],
      '/pages/careers',
      '/pages/:slug',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Careers | Brightline Software'));
  });

  it('leaves the tab title of a fixed route to the route table', async () => {
    document.title = 'About Us | Brightline Software';
    renderPage([pageMock(samplePages.about)]);
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.title).toBe('About Us | Brightline Software');
  });

  it('stays on Loading... until the page arrives', () => {
    renderPage([pageLoadingMock('about')]);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('says Page not found for an unknown slug, with a link back home', async () => {
    renderPage([pageNotFoundMock('nope')], '/pages/nope', '/pages/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found | Brightline Software'));
  });

  it('shows the error with a Retry button that asks again', async () => {
    const { user } = renderPage([pageNetworkErrorMock('about'), pageMock(samplePages.about)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error loading page' })).toBeInTheDocument();
    expect(screen.getByText('The server could not be reached. Please try again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });
});
