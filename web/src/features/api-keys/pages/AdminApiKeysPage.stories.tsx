import { API_KEY_MESSAGES as M } from '@site/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DESKTOP, MOBILE, storyParameters } from '../../../test/stories';
import {
  apiKeysLoadingMock,
  apiKeysMock,
  apiKeysNetworkErrorMock,
  apiKeysVariables,
  createApiKeyErrorMock,
  createApiKeyMock,
  issuedFrom,
  NAME_TAKEN,
  reusable,
  revoked,
  revokeApiKeyMock,
  SAMPLE_TOKEN,
  sampleApiKey,
  withKey,
} from '../mocks/api-keys.mocks';
import { emptyApiKey, toCreateInput } from '../schemas/api-key.schema';
import AdminApiKeysPage from './AdminApiKeysPage';

const acme = sampleApiKey(6);
const globex = sampleApiKey(5);
const NAME = 'Umbrella partner app';
const newKey = () => toCreateInput({ ...emptyApiKey(), name: NAME, scopes: ['CATALOGUE_READ', 'QUOTES_WRITE'] });

const meta = {
  title: 'Pages/Admin/AdminApiKeysPage',
  component: AdminApiKeysPage,
  parameters: {
    layout: 'padded',
    ...storyParameters({
      route: '/admin/api-keys',
      path: '/admin/api-keys',
      mocks: [apiKeysMock(apiKeysVariables(), undefined, reusable)],
    }),
  },
} satisfies Meta<typeof AdminApiKeysPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog titled `title` (antd draws it at the end of the page, outside the canvas). */
const dialogTitled = async (title: string) =>
  within((await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement);

// Found by text and label: a role query by name computes every accessible name on the page, seconds in jsdom.
const createButton = (dialog: ReturnType<typeof within>) => dialog.getByText('Create Key').closest('button')!;

/** Fills the New API Key form with a name and two scopes. */
async function fillNewKey() {
  await userEvent.click(await screen.findByText('New API Key', { selector: 'button span' }));
  const dialog = await dialogTitled('New API Key');
  await userEvent.type(dialog.getByLabelText('Name', { selector: 'input' }), NAME);
  await userEvent.click(dialog.getByLabelText('Read the catalogue'));
  await userEvent.click(dialog.getByLabelText('Submit quote requests'));
  return dialog;
}

/** One key in each status: Roll only on active keys, Revoke only on keys still working. */
export const Filled: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`${acme.prefix}…`)).toBeInTheDocument();
    await expect(canvas.getByText('Never')).toBeInTheDocument();
    await expect(canvas.getByLabelText(`Roll ${acme.name}`)).toBeInTheDocument();
    await expect(canvas.queryByLabelText(`Revoke ${sampleApiKey(1).name}`)).toBeNull();
  },
};

/** 'Loading API keys...' */
export const Loading: Story = {
  parameters: storyParameters({ mocks: [apiKeysLoadingMock()] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading API keys...')).toBeInTheDocument();
  },
};

/** No key yet: what one is for. */
export const Empty: Story = {
  parameters: storyParameters({ mocks: [apiKeysMock(apiKeysVariables(), [])] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No API keys yet')).toBeInTheDocument();
    await expect(canvas.getByText(/Create a key for each partner/)).toBeInTheDocument();
  },
};

/** The list could not be fetched: the reason with Retry, which fetches it again. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ mocks: [apiKeysNetworkErrorMock(), apiKeysMock()] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading API keys')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Retry/ }));
    await expect(await canvas.findByText(acme.name)).toBeInTheDocument();
  },
};

/** Filtered from a shared link: active keys only. */
export const Filtered: Story = {
  parameters: storyParameters({
    route: '/admin/api-keys?status=ACTIVE',
    mocks: [apiKeysMock(apiKeysVariables({ status: 'ACTIVE' }))],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(globex.name)).toBeInTheDocument();
    await expect(canvas.queryByText(sampleApiKey(1).name)).toBeNull();
  },
};

/** Submitted empty, then refused by the API: each message under its field, the shared words. */
export const CreateDialogErrors: Story = {
  globals: DESKTOP,
  parameters: storyParameters({ mocks: [apiKeysMock(), createApiKeyErrorMock(newKey(), NAME_TAKEN)] }),
  play: async () => {
    await userEvent.click(await screen.findByText('New API Key', { selector: 'button span' }));
    let dialog = await dialogTitled('New API Key');
    await userEvent.click(createButton(dialog));
    await expect(await dialog.findByText(M.nameRequired)).toBeInTheDocument();
    await expect(dialog.getByText(M.scopesRequired)).toBeInTheDocument();

    dialog = await fillNewKey();
    await userEvent.click(createButton(dialog));
    await expect(await dialog.findByText(M.nameTaken)).toBeInTheDocument();
    await expect(dialog.getByLabelText('Name', { selector: 'input' })).toHaveValue(NAME);
  },
};

/** A key made: its token once, with Copy, the warning and a first request with curl. */
export const TokenReveal: Story = {
  globals: DESKTOP,
  parameters: storyParameters({
    mocks: [
      apiKeysMock(),
      createApiKeyMock(newKey()),
      apiKeysMock(apiKeysVariables(), withKey(issuedFrom(newKey()).key), reusable),
    ],
  }),
  play: async () => {
    const form = await fillNewKey();
    await userEvent.click(createButton(form));
    const dialog = await dialogTitled(`API key: ${NAME}`);
    await expect(dialog.getByLabelText('API key')).toHaveValue(SAMPLE_TOKEN);
    await expect(dialog.getByText('Copy this key now. It will not be shown again.')).toBeInTheDocument();
    await expect(dialog.getByText(/^curl /)).toHaveTextContent(`Bearer ${SAMPLE_TOKEN}`);
  },
};

/** Roll: the overlap (24 hours unless changed) and until when the current key keeps working. */
export const RollDialog: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByLabelText(`Roll ${acme.name}`));
    const dialog = await dialogTitled(`Roll API key: ${acme.name}`);
    await expect(dialog.getByLabelText('Overlap (hours)')).toHaveValue('24');
    await expect(dialog.getByText(/The current key keeps working until about/)).toBeInTheDocument();
  },
};

/** Revoke asks first; once confirmed the row says Revoked and offers nothing more. */
export const RevokeConfirm: Story = {
  globals: DESKTOP,
  parameters: storyParameters({
    mocks: [apiKeysMock(), revokeApiKeyMock(acme), apiKeysMock(apiKeysVariables(), withKey(revoked(acme)), reusable)],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText(`Revoke ${acme.name}`));
    const confirmation = (await screen.findByText(M.revokeConfirm)).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(confirmation).getByText('Revoke').closest('button')!);
    await waitFor(() => expect(canvas.queryByLabelText(`Revoke ${acme.name}`)).toBeNull());
    await expect(canvas.queryByLabelText(`Roll ${acme.name}`)).toBeNull();
  },
};

/** At 375 px: the name, with its prefix and status under it, and the row's actions in view. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(`Roll ${acme.name}`)).toBeInTheDocument();
    await expect(canvas.getAllByText(`${acme.prefix}…`)).toHaveLength(1);
  },
};
