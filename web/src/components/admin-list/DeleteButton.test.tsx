import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { DeleteButton } from './DeleteButton';

function renderButton() {
  const onConfirm = jest.fn();
  const rendered = renderWithApp(
    <DeleteButton name="Apple" confirmation="Are you sure you want to delete this fruit?" onConfirm={onConfirm} />,
  );
  return { onConfirm, ...rendered };
}

describe('DeleteButton', () => {
  it('opens the question by keyboard with the focus on Cancel, where Tab reaches Delete', async () => {
    const { user, onConfirm } = renderButton();
    screen.getByRole('button', { name: 'Delete Apple' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to the button when the question is cancelled', async () => {
    const { user, onConfirm } = renderButton();
    const button = screen.getByRole('button', { name: 'Delete Apple' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
