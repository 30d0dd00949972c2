import { API_KEY_MESSAGES as M } from '@site/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { invalidInput, type AnyApolloMock } from '../../../test/apollo-mocks';
import { rowOf } from '../../../test/table-rows';
import {
  apiKeysMock,
  apiKeysVariables,
  createApiKeyErrorMock,
  createApiKeyMock,
  issuedFrom,
  NAME_TAKEN,
  reusable,
  SAMPLE_TOKEN,
  withKey,
} from '../mocks/api-keys.mocks';
import { acme, openDialog, renderPage } from '../mocks/api-keys-page.mocks';
import { daysAfter, emptyApiKey, toCreateInput, type CreateApiKeyValues } from '../schemas/api-key.schema';

// API Keys, New API Key: the form's rules, the API's refusals under their fields, and the token shown once.

jest.setTimeout(90_000);

const NAME = 'Umbrella partner app';
const filled = (): CreateApiKeyValues => ({ ...emptyApiKey(), name: NAME, scopes: ['CATALOGUE_READ'] });

async function openForm(mocks: readonly AnyApolloMock[]) {
  const rendered = renderPage([apiKeysMock(), ...mocks]);
  await screen.findByText(acme.name, { selector: 'strong' });
  // Found by its text: a role query by name computes the whole table's accessible names.
  await rendered.user.click(screen.getByText('New API Key').closest('button')!);
  const dialog = await openDialog('New API Key');
  return { ...rendered, dialog };
}

async function fill({ user, dialog }: Awaited<ReturnType<typeof openForm>>) {
  await user.click(within(dialog).getByLabelText('Name', { exact: false }));
  await user.paste(NAME);
  await user.click(within(dialog).getByRole('checkbox', { name: 'Read the catalogue' }));
}

const submit = ({ user, dialog }: Awaited<ReturnType<typeof openForm>>) =>
  user.click(within(dialog).getByRole('button', { name: 'Create Key' }));

describe('AdminApiKeysPage: New API Key', () => {
  it('starts with a 90-day expiry and the default budget, each scope explained', async () => {
    const { dialog } = await openForm([]);
    expect(within(dialog).getByLabelText(/^Expires/, { selector: 'input' })).toHaveValue(daysAfter(90));
    expect(within(dialog).getByLabelText('Budget per minute')).toHaveValue('1000');
    expect(within(dialog).getByRole('checkbox', { name: 'Submit quote requests' })).toHaveAccessibleDescription(
      'Send quote requests on behalf of visitors, as the public form does.',
    );
  });

  it('refuses a key without a name or a scope, and a budget out of range, with the shared messages', async () => {
    const form = await openForm([]);
    const budget = within(form.dialog).getByLabelText('Budget per minute');
    await form.user.clear(budget);
    await form.user.type(budget, '50');
    await submit(form);
    expect(await within(form.dialog).findByText(M.nameRequired)).toBeInTheDocument();
    expect(within(form.dialog).getByText(M.scopesRequired)).toBeInTheDocument();
    expect(within(form.dialog).getByText(M.budget)).toBeInTheDocument();
  });

  it('sets the expiry from a quick choice', async () => {
    const { user, dialog } = await openForm([]);
    await user.click(within(dialog).getByRole('button', { name: 'Expires in 1 year' }));
    expect(within(dialog).getByLabelText(/^Expires/, { selector: 'input' })).toHaveValue(daysAfter(365));
    await user.click(within(dialog).getByRole('button', { name: 'Expires in 30 days' }));
    expect(within(dialog).getByLabelText(/^Expires/, { selector: 'input' })).toHaveValue(daysAfter(30));
  });

  it('creates the key, shows its token once with Copy and a curl example, and lists it', async () => {
    const input = toCreateInput(filled());
    const form = await openForm([
      createApiKeyMock(input),
      apiKeysMock(apiKeysVariables(), withKey(issuedFrom(input).key), reusable),
    ]);
    await fill(form);
    await submit(form);

    const token = await openDialog(`API key: ${NAME}`);
    expect(screen.getByText('API key created')).toBeInTheDocument();
    expect(within(token).getByText('Copy this key now. It will not be shown again.')).toBeInTheDocument();
    expect(within(token).getByRole('textbox', { name: 'API key' })).toHaveValue(SAMPLE_TOKEN);
    expect(within(token).getByText(/^curl /)).toHaveTextContent(
      `curl -H "Authorization: Bearer ${SAMPLE_TOKEN}" -H 'Content-Type: application/json' -d '{"query":"{ rateLimit { remaining } }"}' ${window.location.origin}/graphql`,
    );
    await form.user.click(within(token).getByRole('button', { name: 'Copy' }));
    // user-event's stand-in for the clipboard holds what was written.
    expect(await navigator.clipboard.readText()).toBe(SAMPLE_TOKEN);
    expect(await within(token).findByText('Copied to the clipboard')).toBeInTheDocument();

    await form.user.click(within(token).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(SAMPLE_TOKEN)).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'API key' })).not.toBeInTheDocument();
    expect(within(rowOf(NAME)).getByText('Never')).toBeInTheDocument();
  });

  it('says how to copy by hand where the clipboard is not available', async () => {
    const input = toCreateInput(filled());
    const form = await openForm([
      createApiKeyMock(input),
      apiKeysMock(apiKeysVariables(), withKey(issuedFrom(input).key)),
    ]);
    // As on plain http away from localhost (user-event puts a clipboard of its own in place at set-up).
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await fill(form);
      await submit(form);
      const token = await openDialog(`API key: ${NAME}`);
      await form.user.click(within(token).getByRole('button', { name: 'Copy' }));
      expect(await within(token).findByText(/select the key and copy it yourself/)).toBeInTheDocument();
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    }
  });

  it('shows a name already taken under the name, keeping what was typed', async () => {
    const form = await openForm([createApiKeyErrorMock(toCreateInput(filled()), NAME_TAKEN)]);
    await fill(form);
    await submit(form);
    expect(await screen.findByText('Failed to create API key')).toBeInTheDocument();
    const name = within(form.dialog).getByLabelText('Name', { exact: false });
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(M.nameTaken)));
    expect(name).toHaveValue(NAME);
  });

  it("shows the API's field message under the expiry", async () => {
    const form = await openForm([
      createApiKeyErrorMock(toCreateInput(filled()), invalidInput({ expiresAt: M.expiresAtMax })),
    ]);
    await fill(form);
    await submit(form);
    expect(await within(form.dialog).findByText(M.expiresAtMax)).toBeInTheDocument();
    expect(within(form.dialog).getByLabelText(/^Expires/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
