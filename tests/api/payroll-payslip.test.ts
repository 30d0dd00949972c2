import { COMPANY } from '@site/shared';
import { Department } from '../../server/src/modules/employees/employee.entity';
import { PaymentMethod, PayrollRecord, PayrollStatus } from '../../server/src/modules/payroll/payroll-record.entity';
import { insertEmployee, seeded } from '../fixtures/employees';
import { download, insertPayroll, pdfText, usePayrollApi } from '../fixtures/payroll';

// The payslip is a real PDF: opened with PDF.js, its text says who was paid what, when and how.

const api = usePayrollApi();
/** Text as PDF.js reads it back, white space runs made one space. */
const readBack = async (pdf: Buffer) => (await pdfText(pdf)).text.replace(/\s+/g, ' ');

describe('the payslip PDF', () => {
  it('has the company, the employee, the month, each component, the net pay and the payment', async () => {
    const employee = await insertEmployee(api.app.dataSource, {
      name: 'Zoë Łukasz-Øyvind Ōtake',
      position: 'Principal Engineer',
      department: Department.FINANCE,
      bankAccount: 'DE89 3704 0044 0532 0130 00',
    });
    const record = await insertPayroll(api.app.dataSource, {
      employeeId: employee.id,
      month: '2026-11',
      basicSalary: '12345.67',
      allowances: '1000.50',
      deductions: '2222.22',
      bonus: '750.00',
      netSalary: '11873.95',
      paymentStatus: PayrollStatus.PAID,
      paymentDate: '2026-11-24',
      paymentMethod: PaymentMethod.CHECK,
    });

    const response = await download(api.app, `/api/payslips/${record.id}.pdf`, api.tokens.admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="payslip-2026-11-${record.id}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await readBack(response.body);
    for (const expected of [
      COMPANY.name,
      'Payslip',
      'Zoë Łukasz-Øyvind Ōtake',
      'Principal Engineer',
      'Finance',
      '•••• 3000',
      'November 2026',
      '2026-11',
      'Basic Salary $12,345.67',
      'Allowances +$1,000.50',
      'Deductions -$2,222.22',
      'Bonus +$750.00',
      'Net Pay $11,873.95',
      'Status Paid',
      'Payment date 2026-11-24',
      'Payment method Check',
    ]) {
      expect(text).toContain(expected);
    }
    // Only the last four characters of the account.
    expect(text).not.toContain('DE89');
    expect(text).not.toContain('0532');
  });

  it('embeds its font (DejaVu Sans), so every name and sign prints as written', async () => {
    const record = await insertPayroll(api.app.dataSource);
    const { body } = await download(api.app, `/api/payslips/${record.id}.pdf`, api.tokens.admin);
    const raw = body.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('says a Pending record is not paid yet', async () => {
    const record = await insertPayroll(api.app.dataSource, { notes: 'Bonus for the Atlas launch' });
    const { body } = await download(api.app, `/api/payslips/${record.id}.pdf`, api.tokens.admin);
    const text = await readBack(body);
    expect(text).toContain('Status Pending');
    expect(text).toContain('Payment date Not paid yet');
    expect(text).toContain('Bonus for the Atlas launch');
  });

  it('reads the same, on one page, for the employee as for the admin', async () => {
    const david = await seeded(api.app.dataSource, 'david.okafor');
    const record = await api.app.dataSource.getRepository(PayrollRecord).findOneByOrFail({ employeeId: david.id });
    const own = await pdfText((await download(api.app, `/api/payslips/${record.id}.pdf`, api.tokens.david)).body);
    const admin = await pdfText((await download(api.app, `/api/payslips/${record.id}.pdf`, api.tokens.admin)).body);
    expect(own).toEqual(admin);
    expect(own.totalPages).toBe(1);
    expect(own.text).toContain('David Okafor');
  });
});
