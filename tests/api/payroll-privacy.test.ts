import { PAYROLL_MESSAGES as M } from '@site/shared';
import { PayrollRecord } from '../../server/src/modules/payroll/payroll-record.entity';
import { seeded } from '../fixtures/employees';
import {
  ADMIN_PAYROLLS,
  download,
  MY_PAYROLLS,
  PAYROLL,
  usePayrollApi,
  type AdminPayrollsData,
  type MyPayrollsData,
  type PayrollData,
} from '../fixtures/payroll';
import { dataOf, errorOf } from '../fixtures/test-app';

// An employee reaches only their own payroll records and payslips, by any path of the API: the
// admins reach all of them. Someone else's record answers exactly as an unknown id does.

const api = usePayrollApi();
const recordsOf = async (local: string) => {
  const employee = await seeded(api.app.dataSource, local);
  return api.app.dataSource
    .getRepository(PayrollRecord)
    .find({ where: { employeeId: employee.id }, order: { month: 'DESC' } });
};

describe('one record, payroll(id)', () => {
  it('is read by the employee it belongs to, with their own pay details', async () => {
    const [own] = await recordsOf('david.okafor');
    const { payroll } = dataOf(await api.as('david').gql<PayrollData>(PAYROLL, { id: own!.id }));
    expect(payroll).toMatchObject({ id: own!.id, netSalary: own!.netSalary });
    expect(payroll.employee).toMatchObject({
      name: 'David Okafor',
      salary: '7420.00',
      bankAccount: expect.any(String),
    });
  });

  it('is read by an admin, whoever it belongs to', async () => {
    const [emily] = await recordsOf('emily.chen');
    const { payroll } = dataOf(await api.as('admin').gql<PayrollData>(PAYROLL, { id: emily!.id }));
    expect(payroll.employee).toMatchObject({ name: 'Emily Chen', salary: '9850.00' });
  });

  it.each([
    ['david', 'emily.chen', "an employee reading their manager's"],
    ['emily', 'david.okafor', "a manager reading their report's"],
    ['priya', 'david.okafor', 'HR reading anyone'],
    ['staff', 'david.okafor', 'a staff user without an employee record reading anyone'],
  ] as const)('is NOT_FOUND for %s: %s record (%s)', async (account, owner, _who) => {
    const [record] = await recordsOf(owner);
    const response = await api.as(account).gql<PayrollData>(PAYROLL, { id: record!.id });
    const unknown = await api.as(account).gql<PayrollData>(PAYROLL, { id: 987654 });
    expect(response.data).toBeNull();
    expect(errorOf(response)).toMatchObject({ message: M.notFound, extensions: { code: 'NOT_FOUND' } });
    expect(errorOf(response).message).toBe(errorOf(unknown).message);
  });
});

describe("the caller's own records, myPayrolls", () => {
  it("lists only the caller's records, newest month first, with their own pay", async () => {
    const own = await recordsOf('david.okafor');
    const { myPayrolls } = dataOf(await api.as('david').gql<MyPayrollsData>(MY_PAYROLLS));
    expect(myPayrolls.map((r) => r.id)).toEqual(own.map((r) => r.id));
    expect(myPayrolls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(myPayrolls.map((r) => r.employee?.name))).toEqual(new Set(['David Okafor']));
    expect(myPayrolls[0]!.employee?.salary).toBe('7420.00');
  });

  it('filters by the month exactly', async () => {
    const [latest] = await recordsOf('emily.chen');
    const { myPayrolls } = dataOf(await api.as('emily').gql<MyPayrollsData>(MY_PAYROLLS, { month: latest!.month }));
    expect(myPayrolls.map((r) => r.id)).toEqual([latest!.id]);
    const none = dataOf(await api.as('emily').gql<MyPayrollsData>(MY_PAYROLLS, { month: '1999-01' }));
    expect(none.myPayrolls).toEqual([]);
  });

  it('is empty for a user without an employee record (the admin, the staff account)', async () => {
    expect(dataOf(await api.as('staff').gql<MyPayrollsData>(MY_PAYROLLS)).myPayrolls).toEqual([]);
    expect(dataOf(await api.as('admin').gql<MyPayrollsData>(MY_PAYROLLS)).myPayrolls).toEqual([]);
  });
});

describe('the list, the CSV and the payslips', () => {
  it('keep the list to admins: FORBIDDEN for staff, employees included', async () => {
    for (const account of ['staff', 'david', 'priya'] as const) {
      const response = await api.as(account).gql<AdminPayrollsData>(ADMIN_PAYROLLS, {});
      expect(errorOf(response).extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('keep the CSV to admins: 401 without a session, 403 for staff', async () => {
    expect((await download(api.app, '/api/export/payrolls.csv')).status).toBe(401);
    expect((await download(api.app, '/api/export/payrolls.csv', api.tokens.david)).status).toBe(403);
    expect((await download(api.app, '/api/export/payrolls.csv', api.tokens.admin)).status).toBe(200);
  });

  it("give the employee their own payslip and anyone else's as 404, like an unknown id", async () => {
    const [david] = await recordsOf('david.okafor');
    const [emily] = await recordsOf('emily.chen');
    const path = (id: number) => `/api/payslips/${id}.pdf`;
    expect((await download(api.app, path(david!.id), api.tokens.david)).status).toBe(200);
    expect((await download(api.app, path(david!.id), api.tokens.admin)).status).toBe(200);
    for (const token of [api.tokens.emily, api.tokens.priya, api.tokens.staff]) {
      const denied = await download(api.app, path(david!.id), token);
      expect(denied.status).toBe(404);
      expect(denied.body.subarray(0, 4).toString()).not.toBe('%PDF');
    }
    expect((await download(api.app, path(emily!.id), api.tokens.david)).status).toBe(404);
    expect((await download(api.app, path(987654), api.tokens.admin)).status).toBe(404);
  });

  it('answer 401 for a payslip without a session, or with a token that is not valid', async () => {
    const [david] = await recordsOf('david.okafor');
    const anonymous = await download(api.app, `/api/payslips/${david!.id}.pdf`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect((await download(api.app, `/api/payslips/${david!.id}.pdf`, 'not-a-token')).status).toBe(401);
  });
});
