import { PAYROLL_MESSAGES as M } from '@site/shared';
import { PayrollRecord } from '../../server/src/modules/payroll/payroll-record.entity';
import { insertEmployee } from '../fixtures/employees';
import { validPayroll, usePayrollApi, freshMonth } from '../fixtures/payroll';
import { dataOf, errorOf, fieldErrorsOf } from '../fixtures/test-app';

// Creating a payroll record: the form's rules, the net the server computes, one record per
// employee and month, and the audit entry with the amounts masked.

const api = usePayrollApi();
const newEmployee = async () => (await insertEmployee(api.app.dataSource)).id;
const rows = (employeeId: number) => api.app.dataSource.getRepository(PayrollRecord).countBy({ employeeId });

describe('creating a payroll record', () => {
  it('stores a Pending record with the net computed exactly: basic + allowances - deductions + bonus', async () => {
    const employeeId = await newEmployee();
    const input = validPayroll(employeeId, {
      basicSalary: '5200.10',
      allowances: '300.20',
      deductions: '1100.05',
      bonus: '0.05',
      notes: '  November pay  ',
    });
    const record = dataOf(await api.create(input)).createPayroll;
    expect(record).toMatchObject({
      employeeId,
      month: input.month,
      basicSalary: '5200.10',
      allowances: '300.20',
      deductions: '1100.05',
      bonus: '0.05',
      netSalary: '4400.30',
      paymentStatus: 'PENDING',
      paymentDate: null,
      paymentMethod: null,
      notes: 'November pay',
      payslipPath: `/api/payslips/${record.id}.pdf`,
    });
    expect(await api.stored(record.id)).toMatchObject({ netSalary: '4400.30', basicSalary: '5200.10' });
  });

  it('counts extras left out, null or empty as 0', async () => {
    const employeeId = await newEmployee();
    const input = { employeeId, month: freshMonth(), basicSalary: '4000', allowances: null, deductions: '' };
    const record = dataOf(await api.create(input)).createPayroll;
    expect(record).toMatchObject({ basicSalary: '4000.00', allowances: '0.00', deductions: '0.00', bonus: '0.00' });
    expect(record.netSalary).toBe('4000.00');
  });

  it('ignores any net the client would send: the input has no such field', async () => {
    const response = await api.create({ ...validPayroll(await newEmployee()), netSalary: '1.00' });
    expect(errorOf(response).extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['basicSalary', '', M.basicSalaryRequired],
    ['basicSalary', '   ', M.basicSalaryRequired],
    ['month', '', M.monthRequired],
    ['month', '2026-13', M.month],
    ['month', '11/2026', M.month],
    ['employeeId', 0, M.employeeRequired],
    ['basicSalary', '-1', M.amount],
    ['allowances', '-0.01', M.amount],
    ['deductions', 'twelve', M.amount],
    ['bonus', '1,000', M.amount],
    ['bonus', '10.005', M.amount],
    ['basicSalary', '1000000.01', M.amountMax],
    ['allowances', '99999999', M.amountMax],
    ['notes', 'x'.repeat(1001), M.notesMax],
  ])('refuses %s = %j with "%s" and stores nothing', async (field, value, message) => {
    const employeeId = await newEmployee();
    const response = await api.create(validPayroll(employeeId, { [field]: value }));
    expect(errorOf(response).extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(response)?.[field]).toEqual([message]);
    expect(await rows(employeeId)).toBe(0);
  });

  it('takes the largest amount allowed', async () => {
    const input = validPayroll(await newEmployee(), {
      basicSalary: '1000000.00',
      allowances: '1000000',
      bonus: '1000000',
    });
    const record = dataOf(await api.create({ ...input, deductions: '0' })).createPayroll;
    expect(record.netSalary).toBe('3000000.00');
  });

  it('refuses deductions that would make the net negative, and takes a net of exactly 0', async () => {
    const employeeId = await newEmployee();
    const negative = await api.create(
      validPayroll(employeeId, { basicSalary: '100', allowances: '0', deductions: '100.01' }),
    );
    expect(errorOf(negative).extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(negative)).toEqual({ deductions: [M.netNegative] });
    expect(await rows(employeeId)).toBe(0);
    const zero = await api.create(validPayroll(employeeId, { basicSalary: '100', allowances: '0', deductions: '100' }));
    expect(dataOf(zero).createPayroll.netSalary).toBe('0.00');
  });

  it('refuses an employee that does not exist', async () => {
    const response = await api.create(validPayroll(99999));
    expect(fieldErrorsOf(response)).toEqual({ employeeId: [M.employeeMissing] });
  });
});

describe('one record per employee and month', () => {
  it('refuses a second record for the same employee and month with a CONFLICT', async () => {
    const input = validPayroll(await newEmployee());
    dataOf(await api.create(input));
    const again = await api.create({ ...input, basicSalary: '9000.00' });
    expect(errorOf(again)).toMatchObject({ message: M.duplicate, extensions: { code: 'CONFLICT' } });
    expect(fieldErrorsOf(again)).toEqual({ month: [M.duplicate] });
  });

  it('makes one record of ten identical creates sent at once; the other nine are CONFLICTs', async () => {
    const employeeId = await newEmployee();
    const input = validPayroll(employeeId);
    const responses = await Promise.all(Array.from({ length: 10 }, () => api.create(input)));
    expect(responses.filter((r) => r.data?.createPayroll)).toHaveLength(1);
    expect(responses.flatMap((r) => r.errors ?? []).map((e) => e.extensions?.code)).toEqual(Array(9).fill('CONFLICT'));
    expect(await rows(employeeId)).toBe(1);
  });

  it('lets the same employee have other months, and other employees the same month', async () => {
    const employeeId = await newEmployee();
    const input = validPayroll(employeeId);
    dataOf(await api.create(input));
    dataOf(await api.create({ ...input, month: freshMonth() }));
    dataOf(await api.create({ ...input, employeeId: await newEmployee() }));
    expect(await rows(employeeId)).toBe(2);
  });
});

describe('the audit trail of a creation', () => {
  it('records who created which record, with every amount masked', async () => {
    const employee = await insertEmployee(api.app.dataSource);
    const input = validPayroll(employee.id, {
      basicSalary: '7777.77',
      allowances: '333.33',
      deductions: '222.22',
      bonus: '111.11',
    });
    const record = dataOf(await api.create(input)).createPayroll;
    const [entry, ...more] = await api.history(record.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'create',
      entity: 'PayrollRecord',
      label: `${employee.name}, ${input.month}`,
    });
    const masked = Object.fromEntries(entry!.changes.map((c) => [c.field, c]));
    for (const field of ['basicSalary', 'allowances', 'deductions', 'bonus', 'netSalary']) {
      expect(masked[field]).toMatchObject({ masked: true, from: null, to: null });
    }
    expect(masked.month).toMatchObject({ masked: false, to: input.month });
    expect(JSON.stringify(entry)).not.toMatch(/7777|333\.33|222\.22|111\.11|8000/);
  });
});
