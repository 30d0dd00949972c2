import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE } from '../../../test/stories';
import { sampleProjects } from '../mocks/projects.mocks';
import { ProjectGrid } from './ProjectGrid';
import '../projects.css';

const meta = {
  title: 'Projects/ProjectGrid',
  component: ProjectGrid,
  parameters: { layout: 'padded' },
  args: { loading: false, projects: sampleProjects.slice(0, 6) },
} satisfies Meta<typeof ProjectGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** 'Loading projects...' */
export const Loading: Story = { args: { loading: true, projects: [] } };

/** 'Error loading projects' */
export const ErrorState: Story = { name: 'Error', args: { error: new Error('Failed to fetch'), projects: [] } };

/** 'No projects found' */
export const Empty: Story = { args: { projects: [] } };

/** A refetch with cards already shown keeps them (the grid is marked busy). */
export const Refreshing: Story = { args: { loading: true } };

export const Mobile: Story = { globals: MOBILE };
