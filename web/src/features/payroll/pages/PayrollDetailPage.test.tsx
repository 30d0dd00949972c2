import { screen, waitFor, within } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import { PAYROLL_MESSAGES as M } from '../constants';
import {
  orphanPayroll,
  paidPayroll,
  payrollMock,
  payrollNetworkErrorMock,
  payrollNotFoundMock,
  processPaymentErrorMock,
  processPaymentMock,
  samplePayroll,
  THIS_MONTH,
} from '../mocks/payroll.mocks';
import PayrollDetailPage from './PayrollDetailPage';
import { mockDownloads } from '../../../test/downloads';

const [davidNow, emilyNow] = [samplePayroll(3), samplePayroll(5)];

function renderPage(id: number | string, mocks: readonly AnyApolloMock[]) {
  return renderWithApp(<PayrollDetailPage />, { route: `/admin/payrolls/${id}`, path: '/admin/payrolls/:id', mocks });
}

const card = (title: string) => within(screen.getByText(title).closest('.ant-card') as HTMLElement);

describe('PayrollDetailPage', () => {
  it('shows the employee, the payroll details and the salary breakdown of a Pending record', async () => {
    renderPage(davidNow.id, [payrollMock(davidNow)]);
    expect(await screen.findByText('Employee Information')).toBeInTheDocument();
    const employee = card('Employee Information');
    expect(employee.getByText('David Okafor')).toBeInTheDocument();
    expect(employee.getByText('Senior Software Engineer')).toBeInTheDocument();
    expect(employee.getByText('Engineering')).toBeInTheDocument();
    expect(employee.getByText('david.okafor@brightline.example')).toBeInTheDocument();
    const details = card('Payroll Details');
    expect(details.getByText(THIS_MONTH)).toBeInTheDocument();
    expect(details.getByText('Pending')).toBeInTheDocument();
    expect(details.queryByText('Payment Date')).not.toBeInTheDocument();
    const breakdown = card('Salary Breakdown');
    for (const amount of ['$7,420.00', '+$350.00', '-$1,210.40', '+$500.00', '$7,059.60']) {
      expect(breakdown.getByText(amount)).toBeInTheDocument();
    }
    expect(screen.queryByText('Notes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Payroll/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate Payslip/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Process Payment/ })).toBeInTheDocument();
  });

  it('shows the payment date and method and the notes of a Paid record, and no Process Payment', async () => {
    renderPage(emilyNow.id, [payrollMock(emilyNow)]);
    expect(await screen.findByText('Payment Method')).toBeInTheDocument();
    const details = card('Payroll Details');
    expect(details.getByText('Check')).toBeInTheDocument();
    expect(details.getByText('Payment Date')).toBeInTheDocument();
    expect(card('Notes').getByText(emilyNow.notes!)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Process Payment/ })).not.toBeInTheDocument();
  });

  it("says 'Unknown' where the employee cannot be read", async () => {
    renderPage(orphanPayroll.id, [payrollMock(orphanPayroll)]);
    expect(await screen.findByText('Employee Information')).toBeInTheDocument();
    expect(card('Employee Information').getAllByText('Unknown')).toHaveLength(4);
  });

  it("pays the record, says 'Payment processed' and shows it Paid", async () => {
    const { user } = renderPage(davidNow.id, [payrollMock(davidNow), processPaymentMock(davidNow)]);
    await user.click(await screen.findByRole('button', { name: /Process Payment/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Process Payment' }));
    await user.click(dialog.getByRole('button', { name: 'Process Payment' }));
    expect(await screen.findByText('Payment processed')).toBeInTheDocument();
    await waitFor(() => expect(card('Payroll Details').getByText('Paid')).toBeInTheDocument());
    expect(card('Payroll Details').getByText('Bank Transfer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Process Payment/ })).not.toBeInTheDocument();
  });

  it('shows the record as it now is when someone paid it first', async () => {
    const { user } = renderPage(davidNow.id, [
      payrollMock(davidNow),
      processPaymentErrorMock(davidNow.id),
      payrollMock(paidPayroll(davidNow)),
    ]);
    await user.click(await screen.findByRole('button', { name: /Process Payment/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Process Payment' }));
    await user.click(dialog.getByRole('button', { name: 'Process Payment' }));
    expect(await screen.findByText('Failed to process payment')).toBeInTheDocument();
    expect(screen.getByText(M.alreadyPaid)).toBeInTheDocument();
    await waitFor(() => expect(card('Payroll Details').getByText('Paid')).toBeInTheDocument());
  });

  it.each([
    ['an id no record has', 404, [payrollNotFoundMock(404)]],
    ['an address that is no id', 'abc', []],
  ])("says 'Payroll Not Found' for %s, with Return to Payroll", async (_what, id, mocks) => {
    const { user } = renderPage(id, mocks);
    expect(await screen.findByText('Payroll Not Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Payroll' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /admin/payroll');
  });

  it('says the record could not be loaded, with Retry', async () => {
    const { user } = renderPage(davidNow.id, [payrollNetworkErrorMock(davidNow.id), payrollMock(davidNow)]);
    expect(await screen.findByText('Error loading payroll data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Employee Information')).toBeInTheDocument();
  });

  describe('Generate Payslip', () => {
    const { fetchMock, saved } = mockDownloads('blob:pdf');

    it('downloads the PDF from the record, under the name the server gives', async () => {
      fetchMock.mockResolvedValue(
        new Response('%PDF-1.7', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="payslip-3.pdf"' },
        }),
      );
      const { user } = renderPage(davidNow.id, [payrollMock(davidNow)]);
      await user.click(await screen.findByRole('button', { name: /Generate Payslip/ }));
      expect(await screen.findByText('Payslip generated')).toBeInTheDocument();
      expect(fetchMock.mock.calls[0]![0]).toBe(davidNow.payslipPath);
      expect(saved[0]).toMatchObject({ download: 'payslip-3.pdf', href: 'blob:pdf' });
    });

    it("says 'Failed to download payslip' with the server's reason", async () => {
      fetchMock.mockResolvedValue(new Response('Payroll record not found', { status: 404 }));
      const { user } = renderPage(davidNow.id, [payrollMock(davidNow)]);
      await user.click(await screen.findByRole('button', { name: /Generate Payslip/ }));
      expect(await screen.findByText('Failed to download payslip')).toBeInTheDocument();
      expect(screen.getByText('Payroll record not found')).toBeInTheDocument();
      expect(saved).toHaveLength(0);
    });
  });
});
