import { screen, waitFor, within } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import { DELETE_CONFIRMATION, PAYROLL_MESSAGES as M } from '../constants';
import {
  adminPayrollsMock,
  adminPayrollsNetworkErrorMock,
  adminPayrollsVariables,
  deletePayrollMock,
  LAST_MONTH,
  paidPayroll,
  processPaymentErrorMock,
  processPaymentMock,
  runMonthlyPayrollMock,
  samplePayroll,
  samplePayrolls,
  THIS_MONTH,
  updatePayrollMock,
} from '../mocks/payroll.mocks';
import AdminPayrollPage from './AdminPayrollPage';
import { rowOf, tableNames } from '../../../test/table-rows';
import { mockDownloads } from '../../../test/downloads';

const [davidNow, sofiaNow] = [samplePayroll(3), samplePayroll(4)];

function renderPage(mocks: readonly AnyApolloMock[], route = '/admin/payroll') {
  return renderWithApp(<AdminPayrollPage />, { route, path: '/admin/payroll', mocks });
}

/** The open Process Payment dialog, found by its title (role queries over antd's modal are slow in jsdom). */
async function paymentDialog() {
  const title = await screen.findByText('Process Payment', { selector: '.ant-modal-title' });
  return title.closest('.ant-modal') as HTMLElement;
}
const submitOf = (dialog: HTMLElement) => dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;

const replaced = (next: (typeof samplePayrolls)[number]) => samplePayrolls.map((p) => (p.id === next.id ? next : p));

describe('AdminPayrollPage', () => {
  it("lists the current month's records by employee, with their pay and status", async () => {
    renderPage([adminPayrollsMock()]);
    expect(await screen.findByText('David Okafor', { selector: 'strong' })).toBeInTheDocument();
    expect(tableNames()).toEqual(['David Okafor', 'Emily Chen', 'Jonas Becker', 'Sofia Martins']);
    const david = within(rowOf('David Okafor'));
    expect(david.getByText(THIS_MONTH)).toBeInTheDocument();
    expect(david.getByText('$7,420.00')).toBeInTheDocument();
    expect(david.getByText('$1,210.40')).toBeInTheDocument();
    expect(david.getByText('$7,059.60')).toBeInTheDocument();
    expect(david.getByText('Pending')).toHaveClass('payroll-status--pending');
    expect(within(rowOf('Emily Chen')).getByText('Paid')).toHaveClass('payroll-status--paid');
    expect(within(rowOf('Jonas Becker')).getByText('Cancelled')).toHaveClass('payroll-status--cancelled');
    expect(screen.getByRole('textbox', { name: 'Search payroll records' })).toHaveAttribute(
      'placeholder',
      'Search by employee name or status...',
    );
    expect(screen.getByRole('tab', { name: 'View Payrolls', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Create Payroll' })).toBeInTheDocument();
  });

  it('offers Process Payment, edit and delete on Pending rows only, and View Details on every row', async () => {
    renderPage([adminPayrollsMock()]);
    await screen.findByText('David Okafor', { selector: 'strong' });
    const pending = within(rowOf('David Okafor'));
    expect(pending.getByRole('button', { name: `Process Payment: David Okafor, ${THIS_MONTH}` })).toBeInTheDocument();
    expect(pending.getByRole('button', { name: `Edit David Okafor, ${THIS_MONTH}` })).toBeInTheDocument();
    expect(pending.getByRole('button', { name: `Delete David Okafor, ${THIS_MONTH}` })).toBeInTheDocument();
    const paid = within(rowOf('Emily Chen'));
    expect(paid.queryByRole('button', { name: /Process Payment/ })).not.toBeInTheDocument();
    expect(paid.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(paid.getByRole('button', { name: `View Details: Emily Chen, ${THIS_MONTH}` })).toBeInTheDocument();
  });

  it("flags a net that moved more than 10% against last month, with last month's net", async () => {
    renderPage([adminPayrollsMock()]);
    await screen.findByText('Sofia Martins', { selector: 'strong' });
    const flag = within(rowOf('Sofia Martins')).getByText('Review');
    expect(flag).toHaveTextContent('Net differs by more than 10% from the previous month ($5,395.25)');
    expect(within(rowOf('David Okafor')).queryByText('Review')).not.toBeInTheDocument();
  });

  it('opens on the month in the address, and shows every month once the filter is cleared', async () => {
    const { user } = renderPage(
      [
        adminPayrollsMock(adminPayrollsVariables({ month: LAST_MONTH })),
        adminPayrollsMock(adminPayrollsVariables({ month: null })),
      ],
      `/admin/payroll?month=${LAST_MONTH}`,
    );
    await screen.findByText('David Okafor', { selector: 'strong' });
    expect(tableNames()).toEqual(['David Okafor', 'Sofia Martins']);
    expect(screen.getByLabelText('Filter by month')).toHaveValue(LAST_MONTH);
    await user.click(document.querySelector('.payroll-month-filter .ant-picker-clear')!);
    await waitFor(() => expect(tableNames()).toHaveLength(samplePayrolls.length));
  });

  it('searches by employee name or status as the user types', async () => {
    const { user } = renderPage([adminPayrollsMock(), adminPayrollsMock(adminPayrollsVariables({ search: 'paid' }))]);
    await screen.findByText('David Okafor', { selector: 'strong' });
    await user.type(screen.getByRole('textbox', { name: 'Search payroll records' }), 'paid');
    await waitFor(() => expect(tableNames()).toEqual(['Emily Chen']));
  });

  it("processes a payment by Bank Transfer unless another is chosen, and says 'Payment processed'", async () => {
    const { user } = renderPage([
      adminPayrollsMock(),
      processPaymentMock(davidNow, 'CASH', 'Paid at the office'),
      adminPayrollsMock(undefined, replaced(paidPayroll(davidNow, 'CASH', 'Paid at the office'))),
    ]);
    await screen.findByText('David Okafor', { selector: 'strong' });
    await user.click(screen.getByLabelText(`Process Payment: David Okafor, ${THIS_MONTH}`));
    const dialog = await paymentDialog();
    expect(within(dialog).getByText('$7,059.60')).toBeInTheDocument();
    const method = within(dialog).getByLabelText('Payment Method');
    expect(method.closest('.ant-select')).toHaveTextContent('Bank Transfer');
    await user.click(method);
    const cash = await screen.findAllByTitle('Cash');
    await user.click(cash[cash.length - 1]!);
    await user.type(within(dialog).getByLabelText('Notes'), 'Paid at the office');
    await user.click(submitOf(dialog));
    expect(await screen.findByText('Payment processed')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('David Okafor')).getByText('Paid')).toBeInTheDocument());
    expect(screen.queryByText('Process Payment', { selector: '.ant-modal-title' })).not.toBeInTheDocument();
  }, 60_000);

  it("says 'Failed to process payment' with the reason when someone paid it first, and shows it paid", async () => {
    const { user } = renderPage([
      adminPayrollsMock(),
      processPaymentErrorMock(davidNow.id),
      adminPayrollsMock(undefined, replaced(paidPayroll(davidNow))),
    ]);
    await screen.findByText('David Okafor', { selector: 'strong' });
    await user.click(screen.getByLabelText(`Process Payment: David Okafor, ${THIS_MONTH}`));
    await user.click(submitOf(await paymentDialog()));
    expect(await screen.findByText('Failed to process payment')).toBeInTheDocument();
    expect(screen.getByText(M.alreadyPaid)).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('David Okafor')).getByText('Paid')).toBeInTheDocument());
  }, 60_000);

  it("edits a Pending record in a dialog and says 'Payroll updated'", async () => {
    const input = {
      month: THIS_MONTH,
      basicSalary: '7420.00',
      allowances: '350.00',
      deductions: '1210.40',
      bonus: '600',
      notes: null,
    };
    const { user } = renderPage([
      adminPayrollsMock(),
      updatePayrollMock(davidNow, input),
      adminPayrollsMock(undefined, replaced({ ...davidNow, bonus: '600.00', netSalary: '7159.60' })),
    ]);
    await screen.findByText('David Okafor', { selector: 'strong' });
    await user.click(screen.getByLabelText(`Edit David Okafor, ${THIS_MONTH}`));
    const title = await screen.findByText('Edit Payroll', { selector: '.ant-modal-title' });
    const dialog = title.closest('.ant-modal') as HTMLElement;
    const bonus = within(dialog).getByLabelText('Bonus');
    await user.clear(bonus);
    await user.type(bonus, '600');
    expect(within(dialog).getByText('$7,159.60')).toBeInTheDocument();
    await user.click(submitOf(dialog));
    expect(await screen.findByText('Payroll updated')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('David Okafor')).getByText('$7,159.60')).toBeInTheDocument());
  }, 60_000);

  it("deletes a Pending record only once confirmed and says 'Payroll deleted'", async () => {
    const { user } = renderPage([
      adminPayrollsMock(),
      deletePayrollMock(sofiaNow.id),
      adminPayrollsMock(
        undefined,
        samplePayrolls.filter((p) => p.id !== sofiaNow.id),
      ),
    ]);
    await screen.findByText('Sofia Martins', { selector: 'strong' });
    await user.click(screen.getByLabelText(`Delete Sofia Martins, ${THIS_MONTH}`));
    const confirmation = (await screen.findByText(DELETE_CONFIRMATION)).closest('.ant-popover');
    await user.click(within(confirmation as HTMLElement).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Payroll deleted')).toBeInTheDocument();
    await waitFor(() => expect(tableNames()).not.toContain('Sofia Martins'));
  }, 60_000);

  it('runs the monthly payroll of the month shown once confirmed, and says how many were created and skipped', async () => {
    const { user } = renderPage([adminPayrollsMock(), runMonthlyPayrollMock(THIS_MONTH, 2, 4), adminPayrollsMock()]);
    await screen.findByText('David Okafor', { selector: 'strong' });
    await user.click(screen.getByText('Run monthly payroll'));
    await user.click(await screen.findByText('Run payroll'));
    expect(await screen.findByText('Monthly payroll created')).toBeInTheDocument();
    expect(screen.getByText(`${THIS_MONTH}: 2 created, 4 skipped.`)).toBeInTheDocument();
  }, 60_000);

  describe('Export CSV', () => {
    const { fetchMock } = mockDownloads();

    it('downloads the month shown (the current one on a fresh list), as searched and sorted', async () => {
      const { user } = renderPage([adminPayrollsMock()]);
      await screen.findByText('David Okafor', { selector: 'strong' });
      await user.click(screen.getByRole('button', { name: /Export CSV/ }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(fetchMock.mock.calls[0]![0]).toBe(
        `/api/export/payrolls.csv?month=${THIS_MONTH}&sort=EMPLOYEE&direction=ASC`,
      );
    });
  });

  it("shows 'Error loading payroll data' with Retry when the list cannot be fetched", async () => {
    renderPage([adminPayrollsNetworkErrorMock()]);
    expect(await screen.findByText('Error loading payroll data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it("says 'No payroll records found' for a month without records", async () => {
    renderPage([adminPayrollsMock(adminPayrollsVariables({ month: '2020-01' }))], '/admin/payroll?month=2020-01');
    expect(await screen.findByText('No payroll records found')).toBeInTheDocument();
  });
});
