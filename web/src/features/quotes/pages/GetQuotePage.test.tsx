import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import GetQuotePage from './GetQuotePage';

describe('GetQuotePage', () => {
  it('shows the page title, the quote form and what happens next', async () => {
    renderWithApp(<GetQuotePage />, { route: '/get-quote', path: '/get-quote' });
    expect(screen.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Quote request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Quote Request' })).toBeInTheDocument();
    const next = screen.getByRole('complementary', { name: 'What happens next' });
    expect(within(next).getAllByRole('listitem')).toHaveLength(3);
    expect(within(next).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
