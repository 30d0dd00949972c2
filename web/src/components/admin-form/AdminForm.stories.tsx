import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MOBILE } from '../../test/stories';
import { emptySample, filledSample, refusedByServer, SampleForm } from './admin-form.mocks';

/** The back-office form kit: every field kind in one form (AdminForm, FormRow and the fields). */
const meta = {
  title: 'Kit/AdminForm',
  component: SampleForm,
  parameters: { layout: 'padded' },
  args: { initialValues: emptySample, onSubmit: fn(async () => undefined), onCancel: fn() },
} satisfies Meta<typeof SampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new record: nothing typed yet, one empty bullet point. */
export const Empty: Story = {};

/** A saved record, ready to edit. */
export const Filled: Story = { args: { initialValues: filledSample } };

/** Submitted empty: each field says what it needs, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Name is required')).toBeInTheDocument();
    await expect(canvas.getByText('Kind is required')).toBeInTheDocument();
    await expect(canvas.getByText('Start date is required')).toBeInTheDocument();
    await expect(canvas.getByText('Bullet point is required')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The API refused it: its messages under the name and the second bullet point, the rest above the buttons; nothing typed is lost. */
export const ServerError: Story = {
  args: {
    initialValues: filledSample,
    onSubmit: fn(async () => {
      throw refusedByServer();
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('A service with this name already exists')).toBeInTheDocument();
    await expect(canvas.getByText('Bullet point is too vague')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only 8 services may be featured');
    await expect(canvas.getByLabelText('Name')).toHaveValue(filledSample.name);
  },
};

/** While saving: 'Saving...', and the button takes no second click. */
export const Submitting: Story = {
  args: { initialValues: filledSample, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled());
  },
};

/** At 375 px every row is one column and the buttons stay in view. */
export const Mobile: Story = {
  args: { initialValues: filledSample },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    // Kind and Start date share a row on a wide screen: here Start date comes under Kind. Only a
    // browser lays the page out (jsdom, where the suite runs this story, measures every box as 0;
    // there the browser test at 375 px checks the layout of the real forms).
    const kind = canvas.getByLabelText('Kind').getBoundingClientRect();
    if (kind.height === 0) return;
    const start = canvas.getByLabelText('Start date').getBoundingClientRect();
    await expect(start.top).toBeGreaterThan(kind.bottom);
  },
};
