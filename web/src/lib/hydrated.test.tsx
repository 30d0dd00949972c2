import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './hydrated';

function Toggle() {
  const hydrated = useHydrated();
  return (
    <button type="button" disabled={!hydrated}>
      Open menu
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the markup drawn ahead, so the control arrives disabled', () => {
    expect(renderToString(<Toggle />)).toContain('disabled');
  });

  it('becomes true once React has taken that markup over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Toggle />);
    document.body.append(container);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeDisabled();
    const root = await act(async () => hydrateRoot(container, <Toggle />));
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeEnabled();
    act(() => root.unmount());
    container.remove();
  });

  it('is true at once on a page the browser draws itself', () => {
    render(<Toggle />);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeEnabled();
  });
});
