import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../../test/stories';
import { addMonths } from '../leave-dates';
import { calendarRequests, leaveCalendarMock, leaveCalendarNetworkErrorMock, thisMonth } from '../mocks/leave.mocks';
import { pendingMock } from '../../../test/apollo-mocks';
import { LeaveCalendarDocument } from '../api/leave';
import { LeaveCalendar } from './LeaveCalendar';

const month = thisMonth();

const meta = {
  title: 'Leave/LeaveCalendar',
  component: LeaveCalendar,
  parameters: { layout: 'padded', ...storyParameters({ mocks: [leaveCalendarMock(month, calendarRequests)] }) },
} satisfies Meta<typeof LeaveCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This month's approved and pending leave, on the grid and listed in full under it. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: /^Leave in / });
    await expect(within(list).getByText('Emily Chen')).toBeInTheDocument();
  },
};

/** The buttons move a month at a time (from the keyboard too). */
export const NextMonth: Story = {
  parameters: storyParameters({
    mocks: [leaveCalendarMock(month, calendarRequests), leaveCalendarMock(addMonths(month, 1), calendarRequests)],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: /^Leave in / });
    canvas.getByRole('button', { name: 'Next month' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'This month' })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: storyParameters({ mocks: [leaveCalendarMock(month, [])] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^No approved or pending leave in /)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: storyParameters({ mocks: [pendingMock(LeaveCalendarDocument, { month })] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading the calendar...')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ mocks: [leaveCalendarNetworkErrorMock(month)] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading the leave calendar')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  },
};

/** At 375 px the seven days fit; names shorten to first names, and the list says it in full. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table')).toBeInTheDocument();
  },
};
