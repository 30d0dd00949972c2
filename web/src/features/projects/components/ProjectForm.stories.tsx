import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleProject } from '../mocks/projects.mocks';
import { emptyProject, toFormValues } from '../schemas/project.schema';
import { ProjectForm } from './ProjectForm';

const meta = {
  title: 'Projects/ProjectForm',
  component: ProjectForm,
  parameters: { layout: 'padded' },
  args: {
    mode: 'create',
    initialValues: emptyProject('2026-03-05'),
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof ProjectForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add New Project: empty, today's date, Planning, the Code icon. */
export const Create: Story = {};

/** Edit Project: the saved values, 'Save Changes'. */
export const Edit: Story = { args: { mode: 'edit', initialValues: toFormValues(sampleProject(2)) } };

/** Submitted empty: each required field says so. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Project' }));
    await expect(await canvas.findByText('Project title is required')).toBeInTheDocument();
    await expect(canvas.getByText('Client is required')).toBeInTheDocument();
    await expect(canvas.getByText('Category is required')).toBeInTheDocument();
    await expect(canvas.getByText('Description is required')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A saved title past today's 200-character limit, submitted. */
export const TitleTooLong: Story = {
  args: { mode: 'edit', initialValues: { ...toFormValues(sampleProject(1)), title: 'A'.repeat(201) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Project title must be at most 200 characters')).toBeInTheDocument();
  },
};
