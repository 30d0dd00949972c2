import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePayroll } from '../mocks/payroll.mocks';
import { PaymentDialog } from './PaymentDialog';

const meta = {
  title: 'Payroll/PaymentDialog',
  component: PaymentDialog,
  args: { payroll: samplePayroll(3), onPay: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof PaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog', { name: 'Process Payment' }));

/** Bank Transfer chosen, notes empty, the net to pay in view. */
export const Open: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d.getByText('$7,059.60')).toBeInTheDocument();
    await expect(d.getByText('Bank Transfer')).toBeInTheDocument();
  },
};

/** Process Payment sends the method and the notes typed, trimmed. */
export const Pays: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: 'Notes' }), ' Paid on the 24th ');
    await userEvent.click(d.getByRole('button', { name: 'Process Payment' }));
    await expect(args.onPay).toHaveBeenCalledWith(3, 'BANK_TRANSFER', 'Paid on the 24th');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Cancel closes it and pays nothing. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    await userEvent.click((await dialog()).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** No record chosen: nothing shows. */
export const Closed: Story = {
  args: { payroll: null },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
