import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { auditMock, auditVariables, sampleEntries } from '../../../components/audit/audit.mocks';
import { MOBILE, storyParameters } from '../../../test/stories';
import {
  adminProjectLoadingMock,
  adminProjectMock,
  adminProjectNetworkErrorMock,
  adminProjectNotFoundMock,
  sampleEngagement,
  sampleProject,
} from '../mocks/projects.mocks';
import EditProjectPage from './EditProjectPage';

const project = sampleProject(3);

const meta = {
  title: 'Pages/Admin/EditProjectPage',
  component: EditProjectPage,
  parameters: {
    layout: 'padded',
    ...storyParameters({
      route: `/admin/projects/edit/${project.id}`,
      path: '/admin/projects/edit/:id',
      mocks: [adminProjectMock(project)],
    }),
  },
} satisfies Meta<typeof EditProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved project in the form, 'Save Changes'; not made from a quote, so nothing under it. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue(project.title)).toBeInTheDocument();
    await expect(canvas.queryByText('Payment Details')).not.toBeInTheDocument();
  },
};

/** A project converted from a quote: its payment, plan and timeline under the form, and the way back to the quote. */
export const FromQuote: Story = {
  parameters: storyParameters({ mocks: [adminProjectMock(project, sampleEngagement)] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('€32,500.00')).toBeInTheDocument();
    await expect(canvas.getByText('Partial')).toBeInTheDocument();
    await expect(canvas.getByText('Warehouse integration live')).toBeInTheDocument();
    await expect(canvas.getByText('Development')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View the quote' })).toHaveAttribute('href', '/admin/quotes?quote=1');
  },
};

/** The quote it came from was deleted since: the engagement stays, the link goes. */
export const FromDeletedQuote: Story = {
  parameters: storyParameters({ mocks: [adminProjectMock(project, { ...sampleEngagement, quoteId: null })] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The quote has been deleted')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'View the quote' })).not.toBeInTheDocument();
  },
};

export const FromQuoteMobile: Story = { ...FromQuote, globals: MOBILE };

/** 'Loading project...' */
export const Loading: Story = { parameters: storyParameters({ mocks: [adminProjectLoadingMock(project.id)] }) };

export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ mocks: [adminProjectNetworkErrorMock(project.id)] }),
};

/** An unknown id sends the user back to the projects list. */
export const NotFound: Story = {
  parameters: storyParameters({ route: '/admin/projects/edit/999', mocks: [adminProjectNotFoundMock(999)] }),
};

/** The History tab: this project's own entries, newest first, each opening to its field diff. */
export const History: Story = {
  parameters: storyParameters({
    mocks: [
      adminProjectMock(project),
      auditMock(
        auditVariables({ entity: 'Project', entityId: String(project.id), limit: 10 }),
        sampleEntries.filter((e) => e.entity === 'Project').map((e) => ({ ...e, entityId: String(project.id) })),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'History' }));
    await expect(await canvas.findByText("Sam Taylor updated Project 'Acme site'")).toBeInTheDocument();
    await expect(canvas.getByText("Sam Taylor changed the status of Project 'Acme website'")).toBeInTheDocument();
  },
};
