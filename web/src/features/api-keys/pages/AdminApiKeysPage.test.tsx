import { screen, waitFor, within } from '@testing-library/react';
import { rowOf, tableNames } from '../../../test/table-rows';
import {
  apiKeysErrorMock,
  apiKeysMock,
  apiKeysNetworkErrorMock,
  apiKeysVariables,
  reusable,
  revoked,
  revokeApiKeyErrorMock,
  revokeApiKeyMock,
  sampleApiKeys,
  withKey,
} from '../mocks/api-keys.mocks';
import { acme, globex, initech, leaked, renderPage, urlSearch, widget } from '../mocks/api-keys-page.mocks';

// API Keys, the list: rows, filters in the URL, empty and error states, and revoking.

jest.setTimeout(90_000);

describe('AdminApiKeysPage', () => {
  it('lists the keys newest first with prefix, scopes, status, expiry, last use and creator', async () => {
    renderPage([apiKeysMock()]);
    await screen.findByText(acme.name, { selector: 'strong' });
    expect(tableNames()).toEqual(sampleApiKeys.map((k) => k.name));

    const row = rowOf(acme.name);
    expect(within(row).getByText(`${acme.prefix}…`, { selector: 'code' })).toBeInTheDocument();
    expect(within(row).getByText('Read the catalogue')).toBeInTheDocument();
    expect(within(row).getByText('Read projects with their status')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Alex Morgan')).toBeInTheDocument();
    expect(within(rowOf(globex.name)).getByText('Never')).toBeInTheDocument();
    expect(within(rowOf(globex.name)).getByText('Submit quote requests')).toBeInTheDocument();
    expect(within(rowOf(initech.name)).getByText('Rolling over')).toBeInTheDocument();
    expect(within(rowOf(initech.name)).getByText(/^until /)).toBeInTheDocument();
    expect(within(rowOf(widget.name)).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf(leaked.name)).getByText('Revoked')).toBeInTheDocument();
  });

  it('offers Roll only for an active key and Revoke only for a key still working', async () => {
    renderPage([apiKeysMock()]);
    await screen.findByText(acme.name, { selector: 'strong' });
    const buttons = (name: string) =>
      within(rowOf(name))
        .queryAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    expect(buttons(acme.name)).toEqual([`Roll ${acme.name}`, `Revoke ${acme.name}`]);
    expect(buttons(initech.name)).toEqual([`Revoke ${initech.name}`]);
    expect(buttons(widget.name)).toEqual([]);
    expect(buttons(leaked.name)).toEqual([]);
  });

  it('puts the status filter and the search into the URL and lists only those keys', async () => {
    const { user } = renderPage([
      apiKeysMock(),
      apiKeysMock(apiKeysVariables({ status: 'ACTIVE' })),
      apiKeysMock(apiKeysVariables({ status: 'ACTIVE', search: 'globex' })),
    ]);
    await screen.findByText(acme.name, { selector: 'strong' });
    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click((await screen.findAllByTitle('Active')).at(-1)!);
    await waitFor(() => expect(tableNames()).toEqual([acme.name, globex.name]));
    expect(urlSearch()).toBe('?status=ACTIVE');

    await user.type(screen.getByRole('textbox', { name: 'Search API keys' }), 'globex');
    await waitFor(() => expect(tableNames()).toEqual([globex.name]));
    expect(urlSearch()).toBe('?status=ACTIVE&search=globex');
  });

  it('opens filtered from a shared link, and says no key matches rather than none exist', async () => {
    renderPage(
      [apiKeysMock(apiKeysVariables({ status: 'ROLLING', search: 'acme' }))],
      '/admin/api-keys?status=ROLLING&search=acme',
    );
    expect(await screen.findByText('No API keys match the search or filter')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search API keys' })).toHaveValue('acme');
  });

  it("says 'No API keys yet' and what a key is for when there are none", async () => {
    renderPage([apiKeysMock(apiKeysVariables(), [])]);
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    expect(screen.getByText(/Create a key for each partner/)).toBeInTheDocument();
  });

  it("shows the API's message with Retry when the list cannot be fetched, and the list once Retry works", async () => {
    const { user } = renderPage([
      apiKeysErrorMock({ message: 'The database is not answering', code: 'INTERNAL_SERVER_ERROR' }),
      apiKeysMock(),
    ]);
    expect(await screen.findByText('Error loading API keys')).toBeInTheDocument();
    expect(screen.getByText('The database is not answering')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText(acme.name, { selector: 'strong' })).toBeInTheDocument();
  });

  it('shows the error when the server cannot be reached', async () => {
    renderPage([apiKeysNetworkErrorMock()]);
    expect(await screen.findByText('The server could not be reached. Please try again.')).toBeInTheDocument();
  });

  describe('Revoke', () => {
    async function askToRevoke(mocks: Parameters<typeof renderPage>[0]) {
      const rendered = renderPage(mocks);
      await screen.findByText(acme.name, { selector: 'strong' });
      await rendered.user.click(within(rowOf(acme.name)).getByRole('button', { name: `Revoke ${acme.name}` }));
      const confirmation = (await screen.findByText(/Requests made with it are refused at once/)).closest(
        '.ant-popover',
      ) as HTMLElement;
      return { ...rendered, confirmation };
    }

    it('revokes only once confirmed, says so, and shows the row revoked with no actions left', async () => {
      const { user, confirmation } = await askToRevoke([
        apiKeysMock(),
        revokeApiKeyMock(acme),
        apiKeysMock(apiKeysVariables(), withKey(revoked(acme)), reusable),
      ]);
      await user.click(within(confirmation).getByRole('button', { name: 'Revoke' }));
      expect(await screen.findByText('API key revoked')).toBeInTheDocument();
      expect(screen.getByText('Requests made with this key are refused from now on.')).toBeInTheDocument();
      await waitFor(() => expect(within(rowOf(acme.name)).getByText('Revoked')).toBeInTheDocument());
      expect(within(rowOf(acme.name)).queryAllByRole('button')).toHaveLength(0);
    });

    it('changes nothing on Cancel', async () => {
      const { user, confirmation } = await askToRevoke([apiKeysMock()]);
      await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
      expect(within(rowOf(acme.name)).getByText('Active')).toBeInTheDocument();
      expect(screen.queryByText('API key revoked')).not.toBeInTheDocument();
    });

    it('says why when the API refuses, and the row stays as it was', async () => {
      const { user, confirmation } = await askToRevoke([apiKeysMock(), revokeApiKeyErrorMock(acme)]);
      await user.click(within(confirmation).getByRole('button', { name: 'Revoke' }));
      expect(await screen.findByText('Failed to revoke API key')).toBeInTheDocument();
      expect(screen.getByText('This key is already revoked')).toBeInTheDocument();
      await waitFor(() =>
        expect(within(rowOf(acme.name)).getByRole('button', { name: `Revoke ${acme.name}` })).toBeEnabled(),
      );
    });
  });
});
