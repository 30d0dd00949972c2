import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProject } from '../mocks/projects.mocks';
import { ProjectCard } from './ProjectCard';
import '../projects.css';

const meta = {
  title: 'Projects/ProjectCard',
  component: ProjectCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  args: { project: sampleProject(1) },
} satisfies Meta<typeof ProjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WebDevelopment: Story = {};

export const MobileApp: Story = { args: { project: sampleProject(8) } };

export const DataAnalysis: Story = { args: { project: sampleProject(12) } };

export const LongTitle: Story = {
  args: {
    project: { ...sampleProject(6), title: 'Enterprise Resource Planning Suite for Four Plants and Two Warehouses' },
  },
};
