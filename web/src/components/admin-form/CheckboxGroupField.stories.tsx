import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as yup from 'yup';
import { AdminForm } from './AdminForm';
import { CheckboxGroupField } from './CheckboxGroupField';

const OPTIONS = [
  { value: 'READ', label: 'Read', description: 'See the records, never change them.' },
  { value: 'WRITE', label: 'Write', description: 'Add and change records.' },
  { value: 'EXPORT', label: 'Export', description: 'Download the list as CSV.' },
];
const schema = yup.object({ rights: yup.array(yup.string()).min(1, 'Choose at least one right') });

interface SampleProps {
  initial: string[];
  onSubmit: (values: { rights: string[] }) => Promise<void>;
}

/** One checkbox group in a kit form, each choice explained under its label. */
function Sample({ initial, onSubmit }: SampleProps) {
  return (
    <AdminForm<{ rights: string[] }>
      name="Rights"
      initialValues={{ rights: initial }}
      validationSchema={schema}
      onSubmit={onSubmit}
      submitLabels={['Save', 'Saving...']}
      onCancel={() => {}}
    >
      <CheckboxGroupField name="rights" label="Rights" required options={OPTIONS} />
    </AdminForm>
  );
}

const meta = {
  title: 'Kit/CheckboxGroupField',
  component: Sample,
  parameters: { layout: 'padded' },
  args: { initial: [], onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof Sample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen, submitted: the group's message, and nothing sent. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Save').closest('button')!);
    await expect(await canvas.findByText('Choose at least one right')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Ticked out of order, sent in the options' order. */
export const Chosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Export'));
    await userEvent.click(canvas.getByLabelText('Read'));
    await expect(canvas.getByLabelText('Read')).toHaveAccessibleDescription('See the records, never change them.');
    await userEvent.click(canvas.getByText('Save').closest('button')!);
    await expect(args.onSubmit).toHaveBeenCalledWith({ rights: ['READ', 'EXPORT'] }, expect.anything());
  },
};
