import { API_KEY_MESSAGES as M } from '@site/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { rowOf } from '../../../test/table-rows';
import {
  apiKeysMock,
  apiKeysVariables,
  NOT_ROLLABLE,
  reusable,
  rollApiKeyErrorMock,
  rollApiKeyMock,
  SAMPLE_TOKEN,
  successorOf,
  withKey,
} from '../mocks/api-keys.mocks';
import { acme, openDialog, renderPage } from '../mocks/api-keys-page.mocks';
import { daysAfter, startOfDay } from '../schemas/api-key.schema';

// API Keys, Roll: the overlap and the new expiry, and the new key's token shown once.

jest.setTimeout(90_000);

async function openRoll(mocks: Parameters<typeof renderPage>[0]) {
  const rendered = renderPage([apiKeysMock(), ...mocks]);
  await screen.findByText(acme.name, { selector: 'strong' });
  await rendered.user.click(within(rowOf(acme.name)).getByRole('button', { name: `Roll ${acme.name}` }));
  const dialog = await openDialog(`Roll API key: ${acme.name}`);
  return { ...rendered, dialog };
}

describe('AdminApiKeysPage: Roll', () => {
  it('explains the overlap and starts at 24 hours with no new expiry', async () => {
    const { dialog } = await openRoll([]);
    expect(within(dialog).getByText(/keeps working until the overlap ends/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Overlap (hours)', { exact: false })).toHaveValue('24');
    expect(within(dialog).getByText(/The current key keeps working until about/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New key expires')).toHaveValue('');
  });

  it('refuses an overlap beyond 30 days', async () => {
    const { user, dialog } = await openRoll([]);
    const overlap = within(dialog).getByLabelText('Overlap (hours)', { exact: false });
    await user.clear(overlap);
    await user.type(overlap, '800');
    await user.click(within(dialog).getByRole('button', { name: 'Roll Key' }));
    expect(await within(dialog).findByText(M.overlap)).toBeInTheDocument();
  });

  it('rolls with the overlap and expiry chosen, shows the new token once, and lists the old key as rolling', async () => {
    const expiresAt = startOfDay(daysAfter(30)).toISOString();
    const successor = successorOf(acme, expiresAt);
    const rolling = { ...acme, status: 'ROLLING' as const, supersededAt: '2099-01-02T00:00:00.000Z' };
    const { user, dialog } = await openRoll([
      rollApiKeyMock({ id: acme.id, overlapHours: 48, expiresAt }, successor),
      apiKeysMock(apiKeysVariables(), withKey(successor.key, withKey(rolling)), reusable),
    ]);
    const overlap = within(dialog).getByLabelText('Overlap (hours)', { exact: false });
    await user.clear(overlap);
    await user.type(overlap, '48');
    await user.click(within(dialog).getByRole('button', { name: 'New key expires in 30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Roll Key' }));

    const token = await openDialog(`API key: ${acme.name}`);
    expect(screen.getByText('API key rolled')).toBeInTheDocument();
    expect(within(token).getByRole('textbox', { name: 'API key' })).toHaveValue(SAMPLE_TOKEN);
    expect(within(token).getByText(/The old key keeps working until the overlap ends/)).toBeInTheDocument();
    await user.click(within(token).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getAllByText(acme.name, { selector: 'strong' })).toHaveLength(2));
    // The rolled key and the sample key already rolling.
    expect(screen.getAllByText('Rolling over')).toHaveLength(2);
  });

  it('leaves the expiry to the API when none is chosen, and says why a roll is refused', async () => {
    const { user, dialog } = await openRoll([
      rollApiKeyErrorMock({ id: acme.id, overlapHours: 24, expiresAt: null }, NOT_ROLLABLE),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Roll Key' }));
    expect(await screen.findByText('Failed to roll API key')).toBeInTheDocument();
    expect(screen.getByText(M.notRollable)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Roll Key' })).toBeEnabled();
  });
});
