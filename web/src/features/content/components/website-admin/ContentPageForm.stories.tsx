import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CONTENT_PAGE_MESSAGES as M } from '@site/shared';
import { MOBILE } from '../../../../test/stories';
import { EMPTY_CONTENT_PAGE } from '../../schemas/content-page.schema';
import { ContentPageForm } from './ContentPageForm';

const meta = {
  title: 'Content/ContentPageForm',
  component: ContentPageForm,
  parameters: { layout: 'padded' },
  args: { mode: 'create', initialValues: EMPTY_CONTENT_PAGE, onSubmit: fn(async () => undefined), onCancel: fn() },
} satisfies Meta<typeof ContentPageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add New Page: the address is asked for once, here. */
export const Create: Story = {};

/** Edit Page: the words only. */
export const Edit: Story = {
  args: {
    mode: 'edit',
    initialValues: { title: 'Case Studies', summary: 'Projects in detail.', body: '## Intro\n\nOne.\n\nTwo.' },
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Address', { exact: false }), 'Bad Address');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Page' }));
    await expect(await canvas.findByText(M.title)).toBeInTheDocument();
    await expect(canvas.getByText(M.slugFormat)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: MOBILE };
