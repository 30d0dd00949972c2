import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../test/stories';
import { auditLoadingMock, auditMock, auditNetworkErrorMock, auditVariables, sampleEntries } from './audit.mocks';
import { HISTORY_PAGE_SIZE, RecordHistory } from './RecordHistory';

const variables = auditVariables({ entity: 'Project', entityId: '12', limit: HISTORY_PAGE_SIZE });
const projectEntries = sampleEntries.filter((e) => e.entity === 'Project');

const meta = {
  title: 'Audit/RecordHistory',
  component: RecordHistory,
  args: { entity: 'Project', entityId: 12 },
  parameters: { layout: 'padded', ...storyParameters({ mocks: [auditMock(variables, projectEntries)] }) },
} satisfies Meta<typeof RecordHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A project's entries; the first opened to its field diff. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sentence = await canvas.findByText("Sam Taylor updated Project 'Acme site'");
    await userEvent.click(within(sentence.closest('tr')!).getByRole('button', { name: /expand/i }));
    const diff = await canvas.findByRole('table', { name: /Changes: Sam Taylor updated Project 'Acme site'/ });
    await expect(within(diff).getByText('Acme website')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: storyParameters({ mocks: [auditLoadingMock(variables)] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading activity...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: storyParameters({ mocks: [auditMock(variables, [])] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No history recorded for this record yet')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ mocks: [auditNetworkErrorMock(variables)] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Error loading history')).toBeInTheDocument();
  },
};

export const Mobile: Story = { ...Filled, globals: MOBILE };
