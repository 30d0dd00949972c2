import { parse } from 'csv-parse/sync';
import { PayrollStatus, PaymentMethod } from '../../server/src/modules/payroll/payroll-record.entity';
import { insertEmployee } from '../fixtures/employees';
import { download, freshMonth, insertPayroll, usePayrollApi } from '../fixtures/payroll';

// The payroll list as CSV: the list's month, search and sort, amounts as exact text.

const api = usePayrollApi();
const month = freshMonth();

beforeAll(async () => {
  const ds = api.app.dataSource;
  const ana = await insertEmployee(ds, { name: 'Ana Export' });
  const bo = await insertEmployee(ds, { name: 'Bo Export' });
  await insertPayroll(ds, {
    employeeId: ana.id,
    month,
    basicSalary: '1234.50',
    netSalary: '734.50',
    notes: '=HYPERLINK("x")',
  });
  await insertPayroll(ds, {
    employeeId: bo.id,
    month,
    paymentStatus: PayrollStatus.PAID,
    paymentDate: '2026-11-20',
    paymentMethod: PaymentMethod.BANK_TRANSFER,
  });
});

const csv = async (query: string) => {
  const response = await download(api.app, `/api/export/payrolls.csv?${query}`, api.tokens.admin);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return parse(response.body.toString('utf8').replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
};

describe('the payroll CSV export', () => {
  it("has the list's columns and the payment, for the month asked, in the list's order", async () => {
    const rows = await csv(`month=${month}&sort=EMPLOYEE&direction=DESC`);
    expect(rows.map((r) => r.Employee)).toEqual(['Bo Export', 'Ana Export']);
    expect(rows[1]).toEqual({
      Employee: 'Ana Export',
      Month: month,
      'Basic Salary': '1234.50',
      Allowances: '0.00',
      Deductions: '500.00',
      Bonus: '0.00',
      'Net Salary': '734.50',
      Status: 'Pending',
      'Payment Date': '',
      'Payment Method': '',
      Notes: `'=HYPERLINK("x")`,
    });
    expect(rows[0]).toMatchObject({ Status: 'Paid', 'Payment Date': '2026-11-20', 'Payment Method': 'Bank Transfer' });
  });

  it('searches like the list', async () => {
    expect((await csv(`month=${month}&search=paid`)).map((r) => r.Employee)).toEqual(['Bo Export']);
    expect((await csv(`month=${month}&search=ANA`)).map((r) => r.Employee)).toEqual(['Ana Export']);
  });

  it('refuses a month not written yyyy-MM with 400', async () => {
    const response = await download(api.app, '/api/export/payrolls.csv?month=11-2026', api.tokens.admin);
    expect(response.status).toBe(400);
  });
});
