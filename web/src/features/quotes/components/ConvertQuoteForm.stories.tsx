import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOBILE } from '../../../test/stories';
import { CONVERSION_MESSAGES as M } from '../admin-constants';
import { emptyConversion, type ConvertQuoteValues } from '../schemas/convert-quote.schema';
import { ConvertQuoteForm } from './ConvertQuoteForm';

const TODAY = '2026-03-16';

const filled: ConvertQuoteValues = {
  paymentDetails: { amount: '18500', currency: 'GBP', paymentMethod: 'CREDIT_CARD', paymentStatus: 'PAID' },
  planInfo: {
    duration: '4 months',
    milestones: ['Design approved', 'Beta in the store'],
    deliverables: ['iOS and Android apps', 'Admin console'],
  },
  developmentCycle: { phase: 'DESIGN', startDate: TODAY, estimatedEndDate: '2026-07-17' },
};

const meta = {
  title: 'Quotes/ConvertQuoteForm',
  component: ConvertQuoteForm,
  parameters: { layout: 'padded' },
  args: { initialValues: emptyConversion(TODAY), onSubmit: fn(async () => undefined), onCancel: fn() },
} satisfies Meta<typeof ConvertQuoteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's defaults: amount 0 in USD by bank transfer, pending; one empty milestone and deliverable; Discovery from today. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Project Amount', { exact: false })).toHaveValue('0');
    await expect(canvas.getByLabelText('Start Date', { exact: false })).toHaveValue(TODAY);
    // The last milestone cannot be removed; once there are two, either can.
    await expect(canvas.getByRole('button', { name: 'Remove Milestone 1' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add milestone' }));
    await expect(canvas.getByRole('button', { name: 'Remove Milestone 2' })).toBeEnabled();
  },
};

/** Submitted as it opens: the duration and the end date are required. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Project Amount', { exact: false }));
    await userEvent.click(canvas.getByRole('button', { name: 'Convert to Project' }));
    await expect(await canvas.findByText(M.durationRequired)).toBeInTheDocument();
    await expect(canvas.getByText(M.endDateRequired)).toBeInTheDocument();
    await expect(canvas.getByText(M.amountRequired)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An end date before the start, and an amount that is not one. */
export const EndBeforeStart: Story = {
  args: {
    initialValues: {
      ...filled,
      paymentDetails: { ...filled.paymentDetails, amount: '18,500' },
      developmentCycle: { ...filled.developmentCycle, estimatedEndDate: '2026-03-01' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Convert to Project' }));
    await expect(await canvas.findByText(M.endBeforeStart)).toBeInTheDocument();
    await expect(canvas.getByText(M.amount)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent and waiting for the API: 'Converting...', and no second click. */
export const Converting: Story = {
  args: { initialValues: filled, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Convert to Project' }));
    await expect(await canvas.findByRole('button', { name: 'Converting...' })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** One column on a phone; every field reachable without scrolling sideways. */
export const Mobile: Story = { args: { initialValues: filled }, globals: MOBILE };
