import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleEntries } from './audit.mocks';
import { AuditChanges } from './AuditChanges';

const [project, employee] = sampleEntries;

const meta = {
  title: 'Audit/AuditChanges',
  component: AuditChanges,
  parameters: { layout: 'padded' },
  args: { changes: project!.changes, label: 'Changes to the project' },
} satisfies Meta<typeof AuditChanges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each field with its value before and after. */
export const Fields: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Changes to the project' });
    await expect(within(table).getByRole('rowheader', { name: 'Title' })).toBeInTheDocument();
    await expect(within(table).getByText('Acme website')).toBeInTheDocument();
  },
};

/** Pay fields: the salary only 'hidden', the bank account its last 4 as the server sent them. */
export const Masked: Story = {
  args: { changes: employee!.changes, label: 'Changes to the employee' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('hidden')).toHaveLength(2);
    await expect(canvas.getAllByText('changed, values hidden')).toHaveLength(2);
    await expect(canvas.getByText('****1234')).toBeInTheDocument();
  },
};

/** A deletion records no field changes. */
export const NoChanges: Story = {
  args: { changes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No field changes recorded.')).toBeInTheDocument();
  },
};
