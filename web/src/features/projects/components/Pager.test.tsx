import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { Pager } from './Pager';

function renderPager(page: number, pageCount: number) {
  const onChange = jest.fn();
  return { onChange, ...renderWithApp(<Pager page={page} pageCount={pageCount} onChange={onChange} />) };
}

describe('Pager', () => {
  it.each([0, 1])('renders nothing when there are %i pages', (pageCount) => {
    renderPager(1, pageCount);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Previous, a button per page and Next, marking the current page', () => {
    renderPager(2, 3);
    const labels = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(labels).toEqual(['Previous', 'Page 1', 'Page 2', 'Page 3', 'Next']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('disables Previous on the first page', () => {
    renderPager(1, 3);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('disables Next on the last page', () => {
    renderPager(3, 3);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('asks for the next, previous or chosen page', async () => {
    const { user, onChange } = renderPager(2, 3);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[3], [1], [3]]);
  });
});
