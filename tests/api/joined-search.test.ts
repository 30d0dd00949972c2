import { Employee } from '../../server/src/modules/employees/employee.entity';
import { LeaveRequest } from '../../server/src/modules/leave/leave-request.entity';
import { PayrollRecord } from '../../server/src/modules/payroll/payroll-record.entity';
import { ADMIN, dataOf, startTestApp, type TestApp, type Variables } from '../fixtures/test-app';

// Leave and payroll search the copy of the employee's name each row keeps (payroll the status
// too), without joining the employees. With few matches the rows are looked up and sorted, with
// many the list's order is walked; both must give what "contains, ignoring case" gives, on every
// page.

const LEAVE = `query($offset: Int, $limit: Int, $search: String) {
  leaveRequests(scope: ALL, offset: $offset, limit: $limit, search: $search) { total items { id } }
}`;
const PAYROLL = `query($offset: Int, $limit: Int, $search: String, $sort: PayrollSort, $direction: SortDirection) {
  adminPayrolls(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) { total items { id } }
}`;

const PEOPLE = 80;
const NAMES = ['Zora Quill', 'Zane Quillon', 'Yara Pike'];

let app: TestApp;
let token: string;
let employees: Employee[];
let leave: LeaveRequest[];
let payroll: PayrollRecord[];

beforeAll(async () => {
  app = await startTestApp();
  token = await app.login(ADMIN.email, ADMIN.password);
  const people = Array.from({ length: PEOPLE }, (_, i) => ({
    name: `${NAMES[i % 3]} ${i}`,
    position: 'Analyst',
    department: 'Finance',
    email: `joined.search.${i}@brightline.example`,
    joinDate: '2020-01-01',
  }));
  await app.dataSource.getRepository(Employee).insert(people as Employee[]);
  employees = await app.dataSource.getRepository(Employee).find();
  const ours = employees.filter((e) => e.email.startsWith('joined.search.'));
  // 30 requests each: 1,620 for the 54 "Quill…" people, 90 for "Zora Quill 4…" (42, 45, 48).
  const requests = ours.flatMap((e, i) =>
    Array.from({ length: 30 }, (_, k) => ({
      employeeId: e.id,
      employeeName: e.name,
      startDate: '2026-03-02',
      endDate: '2026-03-03',
      type: 'Vacation',
      reason: `Joined search ${i}-${k}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + ((i * 37 + k * 101) % 5000) * 60_000),
    })),
  );
  for (let start = 0; start < requests.length; start += 300) {
    await app.dataSource.getRepository(LeaveRequest).insert(requests.slice(start, start + 300) as LeaveRequest[]);
  }
  leave = await app.dataSource.getRepository(LeaveRequest).find();
  // 24 months each: 1,296 for the "Quill…" people.
  const months = Array.from(
    { length: 24 },
    (_, m) => `${2024 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`,
  );
  const records = ours.flatMap((e, i) =>
    months.map((month, m) => ({
      employeeId: e.id,
      employeeName: e.name,
      month,
      basicSalary: '1000.00',
      allowances: '0.00',
      deductions: '0.00',
      bonus: '0.00',
      netSalary: '1000.00',
      paymentStatus: (i + m) % 4 === 0 ? 'Pending' : 'Paid',
    })),
  );
  for (let start = 0; start < records.length; start += 300) {
    await app.dataSource.getRepository(PayrollRecord).insert(records.slice(start, start + 300) as PayrollRecord[]);
  }
  payroll = await app.dataSource.getRepository(PayrollRecord).find();
}, 60_000);
afterAll(() => app?.close());

const ascending = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const nameOf = (id: number) => employees.find((e) => e.id === id)!.name;
const holds = (text: string) => (id: number) => nameOf(id).toLowerCase().includes(text.toLowerCase());

async function page(document: string, field: string, variables: Variables) {
  const data = dataOf(
    await app.gql<Record<string, { total: number; items: { id: number }[] }>>(document, variables, token),
  );
  const found = data[field]!;
  return { total: found.total, ids: found.items.map((item) => item.id) };
}

describe("searching leave by the employee's name", () => {
  const newestFirst = (rows: LeaveRequest[]) =>
    [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((r) => r.id);

  it.each([
    ['a few, looked up and sorted', 'zora quill 4', 0],
    ['many, the list walked in order', 'quill', 0],
    ['many, a late page', 'QUILL', 780],
    ['many, the last page', 'z', 1580],
    ['none', 'nobody at all', 0],
  ])('%s (%p from %p)', async (_how, search, offset) => {
    const all = newestFirst(leave.filter((r) => holds(search)(r.employeeId)));
    expect(await page(LEAVE, 'leaveRequests', { search, offset, limit: 20 })).toEqual({
      total: all.length,
      ids: all.slice(offset, offset + 20),
    });
  });
});

describe("searching payroll by the employee's name or the status", () => {
  const byEmployee = (rows: PayrollRecord[]) =>
    [...rows]
      .sort(
        (a, b) =>
          ascending(nameOf(a.employeeId).toLowerCase(), nameOf(b.employeeId).toLowerCase()) ||
          a.employeeId - b.employeeId ||
          ascending(a.month, b.month) ||
          a.id - b.id,
      )
      .map((r) => r.id);

  it.each([
    ['a name, few', 'yara pike 2', 0],
    ['a name, many', 'quill', 0],
    ['a name, many, the last page', 'quill', 1280],
    ['a status or a name', 'pend', 0],
    ['a status or a name, a late page', 'PEND', 300],
  ])('%s (%p from %p)', async (_how, search, offset) => {
    const text = search.toLowerCase();
    const all = byEmployee(
      payroll.filter((r) => holds(text)(r.employeeId) || r.paymentStatus.toLowerCase().includes(text)),
    );
    expect(
      await page(PAYROLL, 'adminPayrolls', { search, offset, limit: 20, sort: 'EMPLOYEE', direction: 'ASC' }),
    ).toEqual({ total: all.length, ids: all.slice(offset, offset + 20) });
  });
});
