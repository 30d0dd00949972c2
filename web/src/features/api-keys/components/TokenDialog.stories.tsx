import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MOBILE } from '../../../test/stories';
import { SAMPLE_TOKEN, sampleApiKey, successorOf } from '../mocks/api-keys.mocks';
import { TokenDialog } from './TokenDialog';

const rolled = successorOf(sampleApiKey(6));

/** The one time a key's secret is shown. */
const meta = {
  title: 'Features/ApiKeys/TokenDialog',
  component: TokenDialog,
  args: { issued: rolled, onClose: fn(), origin: 'https://brightline.example' },
} satisfies Meta<typeof TokenDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rolled key: the warning, the key with Copy, and the curl example; Done closes without a question. */
export const Rolled: Story = {
  args: { note: 'This new key replaces the old one. The old key keeps working until the overlap ends.' },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('textbox', { name: 'API key' })).toHaveValue(SAMPLE_TOKEN);
    await expect(dialog.getByText(/^curl /)).toHaveTextContent('https://brightline.example/graphql');
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** At 375 px: the key and Copy side by side, the example wrapping. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  },
};
