import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isObjectType, type GraphQLSchema } from 'graphql';
import { SCHEMA_FILE } from '../../server/src/app/schema';
import { LeaveRequest, LeaveStatus } from '../../server/src/modules/leave/leave-request.entity';
import { PayrollRecord } from '../../server/src/modules/payroll/payroll-record.entity';
import { DAVID, EMILY, PRIYA, seeded } from '../fixtures/employees';
import { ADMIN, dataOf, startTestApp, STAFF, type TestApp } from '../fixtures/test-app';

/*
 * Salary, bank account and tax id are readable by admins and by the employee themselves, by no
 * one else, whichever path reaches the employee. The schema walk below lists every path: a new
 * one fails here until this file reads pay through it as someone who may not see it.
 */

const PAY = ['salary', 'bankAccount', 'taxId'] as const;
const PAY_FIELDS = 'salary bankAccount taxId';

let app: TestApp;
const tokens = {} as Record<'admin' | 'staff' | 'emily' | 'david' | 'priya', string>;

beforeAll(async () => {
  app = await startTestApp();
  tokens.admin = await app.login(ADMIN.email, ADMIN.password);
  tokens.staff = await app.login(STAFF.email, STAFF.password);
  tokens.emily = await app.login(EMILY.email, EMILY.password);
  tokens.david = await app.login(DAVID.email, DAVID.password);
  tokens.priya = await app.login(PRIYA.email, PRIYA.password);
});
afterAll(() => app?.close());

type Pay = Record<(typeof PAY)[number], string | null>;
const hidden: Pay = { salary: null, bankAccount: null, taxId: null };
const payOf = async (local: string): Promise<Pay> => {
  const { salary, bankAccount, taxId } = await seeded(app.dataSource, local);
  return { salary, bankAccount, taxId };
};

const query = async <T>(document: string, token: keyof typeof tokens) =>
  dataOf(await app.gql<T>(document, {}, tokens[token]));

describe('the schema', () => {
  const schema: GraphQLSchema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  const fieldsOfType = (typeName: string) =>
    Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => !type.name.startsWith('__'))
      .flatMap((type) =>
        Object.values(type.getFields())
          .filter((field) => getNamedType(field.type).name === typeName)
          .map((field) => `${type.name}.${field.name}`),
      )
      .sort();

  it('reaches an employee only by the paths this file checks', () => {
    expect(fieldsOfType('Employee')).toEqual(
      [
        // Admins only (tests/fixtures/operations/employees.ts holds them to it): they see pay.
        'EmployeePage.items',
        'Mutation.createEmployee',
        'Mutation.inviteEmployee',
        'Mutation.setEmployeeStatus',
        'Mutation.updateEmployee',
        'Query.employee',
        // Admins and the employee the record belongs to only (tests/api/payroll-privacy.test.ts
        // holds payroll(id), myPayrolls and adminPayrolls to it), checked below.
        'PayrollRecord.employee',
        // Anyone signed in, checked below.
        'Employee.directReports',
        'Employee.manager',
        'User.employee',
        // Whoever may read the leave request (the employee, their manager, HR, admins), checked below;
        // othersOff and the calendar reach more requests' employees through the same field.
        'LeaveRequest.employee',
      ].sort(),
    );
    expect(fieldsOfType('EmployeePage')).toEqual(['Query.adminEmployees']);
  });

  it("reaches a user only as the caller's own (me and the sign-in answers)", () => {
    expect(fieldsOfType('User')).toEqual(['AuthPayload.user', 'Query.me']);
  });

  it('lets every pay field be null, so it can be withheld', () => {
    const employee = schema.getType('Employee');
    if (!isObjectType(employee)) throw new Error('no Employee type');
    for (const field of PAY) expect(String(employee.getFields()[field]?.type)).toBe('String');
  });
});

describe('an employee reading their own record', () => {
  it('sees their own pay through me', async () => {
    const { me } = await query<{ me: { employee: Pay } }>(`{ me { employee { ${PAY_FIELDS} } } }`, 'david');
    expect(me.employee).toEqual(await payOf('david.okafor'));
    expect(me.employee.salary).toBe('7420.00');
  });

  it("sees their own pay again when a path comes back to them (their manager's reports)", async () => {
    const { me } = await query<{ me: { employee: { manager: { directReports: ({ name: string } & Pay)[] } } } }>(
      `{ me { employee { manager { directReports { name ${PAY_FIELDS} } } } } }`,
      'david',
    );
    const reports = me.employee.manager.directReports;
    expect(reports.find((r) => r.name === 'David Okafor')).toMatchObject(await payOf('david.okafor'));
    expect(reports.find((r) => r.name === 'Sofia Martins')).toMatchObject(hidden);
  });
});

describe("anyone else's pay", () => {
  it("is null for an employee reading their manager's record, under any alias", async () => {
    const { me } = await query<{ me: { employee: Record<string, unknown> } }>(
      `{ me { employee {
          manager { ${PAY_FIELDS} access }
          boss: manager { pay: salary account: bankAccount tax: taxId alsoPay: salary }
          manager { manager { ${PAY_FIELDS} } }
        } } }`,
      'david',
    );
    expect(me.employee.manager).toEqual({ ...hidden, access: null, manager: null });
    expect(me.employee.boss).toEqual({ pay: null, account: null, tax: null, alsoPay: null });
  });

  it("is null for a manager reading their reports' records", async () => {
    const { me } = await query<{ me: { employee: { directReports: ({ name: string } & Pay)[] } } }>(
      `{ me { employee { directReports { name ${PAY_FIELDS} } team: directReports { s: salary } } } }`,
      'emily',
    );
    expect(me.employee.directReports.map((r) => r.name)).toEqual(['David Okafor', 'Sofia Martins']);
    for (const report of me.employee.directReports) expect(report).toMatchObject(hidden);
  });

  it('is null for HR too: HR approves leave, it does not read pay', async () => {
    const { me } = await query<{ me: { isHR: boolean; employee: { manager: Pay | null } } }>(
      `{ me { isHR employee { ${PAY_FIELDS} manager { ${PAY_FIELDS} } } } }`,
      'priya',
    );
    expect(me.isHR).toBe(true);
    expect(me.employee).toMatchObject(await payOf('priya.nair'));
    expect(me.employee.manager).toBeNull();
  });

  it('is null in the sign-in answer, which is read before the token exists', async () => {
    const response = await app.gql<{ login: { user: { employee: Pay & { manager: Pay } } } }>(
      `mutation($email: String!, $password: String!) { login(email: $email, password: $password) {
        user { employee { ${PAY_FIELDS} manager { ${PAY_FIELDS} } } } } }`,
      DAVID,
    );
    const { employee } = dataOf(response).login.user;
    expect(employee.manager).toEqual(hidden);
  });

  it('is not reachable by a staff user without an employee record, nor by a visitor', async () => {
    expect((await query<{ me: { employee: null } }>('{ me { employee { id } } }', 'staff')).me.employee).toBeNull();
    expect(dataOf(await app.gql<{ me: null }>('{ me { employee { salary } } }')).me).toBeNull();
  });
});

describe('leave requests read by their approvers', () => {
  type Row = { employee: { name: string } & Pay };
  const ROW = `employee { name ${PAY_FIELDS} }`;
  let davidsRequest: number;

  beforeAll(async () => {
    const david = await seeded(app.dataSource, 'david.okafor');
    const sofia = await seeded(app.dataSource, 'sofia.martins');
    const requests = app.dataSource.getRepository(LeaveRequest);
    const pending = await requests.findOneByOrFail({ employeeId: david.id });
    davidsRequest = pending.id;
    // Sofia is off on the same days, so David's request shows her to its approvers.
    await requests.insert({
      ...pending,
      id: undefined,
      employeeId: sofia.id,
      employeeName: sofia.name,
      status: LeaveStatus.HR_APPROVED,
    });
  });

  const readAs = async (token: keyof typeof tokens) =>
    query<{ leaveRequest: Row & { othersOff: Row[] } }>(
      `{ leaveRequest(id: ${davidsRequest}) { ${ROW} othersOff { ${ROW} } } }`,
      token,
    );

  it.each(['emily', 'priya'] as const)(
    "never show %s (the manager, HR) the requester's pay, nor the pay of whoever else is off",
    async (reader) => {
      const { leaveRequest } = await readAs(reader);
      expect(leaveRequest.employee).toEqual({ name: 'David Okafor', ...hidden });
      expect(leaveRequest.othersOff).toEqual([{ employee: { name: 'Sofia Martins', ...hidden } }]);
    },
  );

  it('never show pay in the lists and the calendar to a manager or HR', async () => {
    const month = (await app.dataSource.getRepository(LeaveRequest).findOneByOrFail({ id: davidsRequest })).startDate;
    for (const [reader, scope] of [
      ['emily', 'TEAM'],
      ['priya', 'ALL'],
      ['priya', 'PENDING_HR'],
    ] as const) {
      const { leaveRequests, leaveCalendar } = await query<{ leaveRequests: { items: Row[] }; leaveCalendar: Row[] }>(
        `{ leaveRequests(scope: ${scope}, limit: 100) { items { ${ROW} } }
           leaveCalendar(month: "${month.slice(0, 7)}") { ${ROW} } }`,
        reader,
      );
      const rows = [...leaveRequests.items, ...leaveCalendar];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.employee).toMatchObject(hidden);
    }
  });

  it('show the requester their own pay, and the admin everyone’s', async () => {
    expect((await readAs('david')).leaveRequest.employee).toEqual({
      name: 'David Okafor',
      ...(await payOf('david.okafor')),
    });
    const { leaveRequest } = await readAs('admin');
    expect(leaveRequest.employee).toMatchObject(await payOf('david.okafor'));
    expect(leaveRequest.othersOff[0]!.employee).toMatchObject(await payOf('sofia.martins'));
  });
});

describe('a payroll record', () => {
  const PAYROLL = `query($id: Int!) { payroll(id: $id) { employee { name ${PAY_FIELDS} } } }`;
  const recordOf = async (local: string) => {
    const employee = await seeded(app.dataSource, local);
    return app.dataSource.getRepository(PayrollRecord).findOneByOrFail({ employeeId: employee.id });
  };

  it('shows the employee their own pay, through their records', async () => {
    const { myPayrolls } = await query<{ myPayrolls: { employee: Pay }[] }>(
      `{ myPayrolls { employee { ${PAY_FIELDS} } } }`,
      'david',
    );
    expect(myPayrolls.length).toBeGreaterThan(0);
    for (const record of myPayrolls) expect(record.employee).toEqual(await payOf('david.okafor'));
  });

  it("never reaches another employee's record, so never their pay: a manager, HR, staff", async () => {
    const { id } = await recordOf('david.okafor');
    for (const token of ['emily', 'priya', 'staff'] as const) {
      const response = await app.gql<{ payroll: unknown }>(PAYROLL, { id }, tokens[token]);
      expect(response.data).toBeNull();
      expect(response.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    }
    const list = await app.gql(`{ adminPayrolls { items { employee { ${PAY_FIELDS} } } } }`, {}, tokens.emily);
    expect(list.data).toBeNull();
    expect(list.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
  });

  it("shows an admin the pay of any record's employee", async () => {
    const { id } = await recordOf('priya.nair');
    const { payroll } = dataOf(await app.gql<{ payroll: { employee: Pay } }>(PAYROLL, { id }, tokens.admin));
    expect(payroll.employee).toEqual({ name: 'Priya Nair', ...(await payOf('priya.nair')) });
  });
});

describe('an admin', () => {
  it('reads every pay field, in the list and one by one', async () => {
    const { adminEmployees } = await query<{ adminEmployees: { items: ({ email: string } & Pay)[] } }>(
      `{ adminEmployees(limit: 100) { items { email ${PAY_FIELDS} } } }`,
      'admin',
    );
    const sofia = adminEmployees.items.find((e) => e.email === 'sofia.martins@brightline.example');
    expect(sofia).toMatchObject(await payOf('sofia.martins'));
    const emily = await seeded(app.dataSource, 'emily.chen');
    const { employee } = await query<{ employee: Pay & { directReports: Pay[] } }>(
      `{ employee(id: ${emily.id}) { ${PAY_FIELDS} directReports { ${PAY_FIELDS} } } }`,
      'admin',
    );
    expect(employee).toMatchObject(await payOf('emily.chen'));
    expect(employee.directReports.every((r) => r.salary !== null)).toBe(true);
  });
});
