import { screen, waitFor, within } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import {
  LAST_MONTH,
  myPayrollsMock,
  myPayrollsNetworkErrorMock,
  myProfileMock,
  myProfileNetworkErrorMock,
  PAYROLL_PEOPLE,
  THIS_MONTH,
} from '../mocks/payroll.mocks';
import MyPayrollPage from './MyPayrollPage';

function renderPage(mocks: readonly AnyApolloMock[], route = '/admin/my-payroll') {
  return renderWithApp(<MyPayrollPage />, { route, path: '/admin/my-payroll', mocks });
}

const months = () =>
  [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map(
    (row) => row.querySelector('td')?.textContent,
  );

describe('MyPayrollPage', () => {
  it("shows the employee's name, position and department, and their record of the current month", async () => {
    renderPage([myProfileMock(), myPayrollsMock()]);
    expect(await screen.findByRole('heading', { name: 'David Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Senior Software Engineer')).toBeInTheDocument();
    expect(screen.getByText('Engineering')).toBeInTheDocument();
    await waitFor(() => expect(months()).toEqual([THIS_MONTH]));
    expect(screen.getByText('$7,059.60')).toBeInTheDocument();
    expect(screen.getByLabelText('Filter by month')).toHaveValue(THIS_MONTH);
  });

  it('shows every month of theirs, newest first, once the month filter is cleared', async () => {
    const { user } = renderPage([myProfileMock(), myPayrollsMock(), myPayrollsMock(null)]);
    await waitFor(() => expect(months()).toEqual([THIS_MONTH]));
    await user.click(document.querySelector('.payroll-month-filter .ant-picker-clear')!);
    await waitFor(() => expect(months()).toEqual([THIS_MONTH, LAST_MONTH]));
  });

  it("says 'No payroll records found for the selected month' for a month without one", async () => {
    renderPage([myProfileMock(), myPayrollsMock('2020-01')], '/admin/my-payroll?month=2020-01');
    expect(await screen.findByText('No payroll records found for the selected month')).toBeInTheDocument();
  });

  it('shows the details of a Paid month with its payment date and method, and Download Payslip', async () => {
    const { user } = renderPage([myProfileMock(), myPayrollsMock(LAST_MONTH)], `/admin/my-payroll?month=${LAST_MONTH}`);
    await user.click(await screen.findByRole('button', { name: `View Details: ${LAST_MONTH}` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Paid')).toBeInTheDocument();
    expect(dialog.getByText('Bank Transfer')).toBeInTheDocument();
    expect(dialog.getByText('Payment Date')).toBeInTheDocument();
    expect(dialog.getByText('$6,559.60')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: /Download Payslip/ })).toBeInTheDocument();
  });

  it('leaves the payment out of the details of a Pending month', async () => {
    const { user } = renderPage([myProfileMock(), myPayrollsMock()]);
    await user.click(await screen.findByRole('button', { name: `View Details: ${THIS_MONTH}` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Pending')).toBeInTheDocument();
    expect(dialog.queryByText('Payment Method')).not.toBeInTheDocument();
  });

  it("says 'Employee Profile Not Found' when the account has no employee record, and asks for nothing else", async () => {
    renderPage([myProfileMock(null)]);
    expect(await screen.findByText('Employee Profile Not Found')).toBeInTheDocument();
    expect(screen.getByText("We couldn't find your employee profile. Please contact HR.")).toBeInTheDocument();
  });

  it('says the page could not be loaded, with Retry, and loads on Retry', async () => {
    const { user } = renderPage([
      myProfileNetworkErrorMock(),
      myProfileMock(PAYROLL_PEOPLE.sofia),
      myPayrollsMock(THIS_MONTH, PAYROLL_PEOPLE.sofia),
    ]);
    expect(await screen.findByText('Error loading payroll data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sofia Martins' })).toBeInTheDocument();
  });

  it("says 'Error loading payroll data' with Retry when the records cannot be fetched", async () => {
    renderPage([myProfileMock(), myPayrollsNetworkErrorMock()]);
    expect(await screen.findByText('Error loading payroll data')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'David Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
