import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { MOBILE } from '../../../test/stories';
import { CategoryFilter } from './CategoryFilter';
import '../projects.css';

type Props = Parameters<typeof CategoryFilter>[0];

/** Keeps the choice, so clicking a button in the story selects it. */
function Stateful({ value, onChange }: Props) {
  const [current, setCurrent] = useState(value);
  return (
    <CategoryFilter
      value={current}
      onChange={(next) => {
        setCurrent(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Projects/CategoryFilter',
  component: CategoryFilter,
  parameters: { layout: 'padded' },
  args: { value: null, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CategoryFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSelected: Story = {};

export const CategorySelected: Story = { args: { value: 'AI/ML Solutions' } };

export const Mobile: Story = { globals: MOBILE };
