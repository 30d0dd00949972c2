import type { EntityManager } from 'typeorm';
import { insertDemoAccount } from '../../auth/auth.module';
import { User } from '../../auth/user.entity';
import { fromCents, toCents } from '../../common/money';
import { Department, Employee, EmployeeStatus } from '../../modules/employees/employee.entity';
import { LeaveRequest, LeaveStatus, LeaveType } from '../../modules/leave/leave-request.entity';
import { PaymentMethod, PayrollRecord, PayrollStatus } from '../../modules/payroll/payroll-record.entity';
import { DEMO_ACCOUNTS } from './demo-accounts';

// The demo company's six people, their leave and their pay. Dates are relative to the day the
// database is seeded, so a fresh start always has current leave and this month's payroll.

type SeedEmployee = Omit<Employee, 'id' | 'managerId' | 'userId' | 'createdAt' | 'updatedAt' | 'status'> & {
  status?: EmployeeStatus;
  /** The manager's email. */
  manager?: string;
};

export const SEED_EMPLOYEES: readonly SeedEmployee[] = [
  {
    name: 'Emily Chen',
    position: 'Engineering Manager',
    department: Department.ENGINEERING,
    email: 'emily.chen@brightline.example',
    phone: '+1 415 555 0187',
    joinDate: '2019-03-11',
    isHR: false,
    salary: '9850.00',
    bankAccount: 'GB33 BUKB 2020 1555 5555 55',
    taxId: 'QQ 12 34 56 A',
    bio: 'Leads the engineering team. Distributed systems, TypeScript, Go; mentoring and hiring.',
  },
  {
    name: 'David Okafor',
    position: 'Senior Software Engineer',
    department: Department.ENGINEERING,
    email: 'david.okafor@brightline.example',
    phone: '+1 415 555 0143',
    joinDate: '2021-06-01',
    isHR: false,
    salary: '7420.00',
    bankAccount: 'GB94 BARC 1020 1530 0934 59',
    taxId: 'QQ 23 45 67 B',
    bio: 'Back-end and data: Node.js, GraphQL, MySQL, and the odd machine-learning pipeline.',
    manager: 'emily.chen@brightline.example',
  },
  {
    name: 'Sofia Martins',
    position: 'Software Engineer',
    department: Department.ENGINEERING,
    email: 'sofia.martins@brightline.example',
    phone: '+1 415 555 0119',
    joinDate: '2023-02-13',
    isHR: false,
    salary: '6175.50',
    bankAccount: 'GB71 NWBK 6016 1331 9268 19',
    taxId: 'QQ 34 56 78 C',
    bio: 'Front-end engineer: React, accessibility and design systems.',
    manager: 'emily.chen@brightline.example',
  },
  {
    name: 'Priya Nair',
    position: 'HR Manager',
    department: Department.HR,
    email: 'priya.nair@brightline.example',
    phone: '+1 415 555 0164',
    joinDate: '2020-09-07',
    isHR: true,
    salary: '6980.00',
    bankAccount: 'GB29 LOYD 3091 2400 6677 21',
    taxId: 'QQ 45 67 89 D',
    bio: 'People operations, hiring, leave and payroll.',
  },
  {
    name: 'Hannah Weber',
    position: 'Head of Product',
    department: Department.PRODUCT,
    email: 'hannah.weber@brightline.example',
    phone: '+1 415 555 0150',
    joinDate: '2020-01-20',
    isHR: false,
    salary: '9200.00',
    bankAccount: 'GB15 HBUK 4012 7612 3456 78',
    taxId: 'QQ 56 78 90 A',
    bio: 'Product discovery and delivery for client engagements.',
  },
  {
    name: 'Jonas Becker',
    position: 'Product Designer',
    department: Department.DESIGN,
    email: 'jonas.becker@brightline.example',
    phone: '+1 415 555 0172',
    joinDate: '2022-04-04',
    status: EmployeeStatus.ON_LEAVE,
    isHR: false,
    salary: '5890.00',
    bankAccount: 'GB82 WEST 1234 5698 7654 32',
    taxId: 'QQ 67 89 01 B',
    bio: 'Interaction and visual design; user research and prototyping.',
    manager: 'hannah.weber@brightline.example',
  },
];

/** The employees, managers after the people they manage are known, each linked to its demo account. */
export async function seedEmployees(manager: EntityManager): Promise<void> {
  const ids = new Map<string, number>();
  for (const { manager: managerEmail, ...fields } of SEED_EMPLOYEES) {
    const account = DEMO_ACCOUNTS.find((a) => a.email === fields.email);
    if (account) await insertDemoAccount(manager, account);
    const user = account ? await manager.findOneBy(User, { email: account.email }) : null;
    const { identifiers } = await manager.insert(Employee, {
      ...fields,
      status: fields.status ?? EmployeeStatus.ACTIVE,
      managerId: managerEmail ? ids.get(managerEmail)! : null,
      userId: user?.id ?? null,
    });
    ids.set(fields.email, Number(identifiers[0]!.id));
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** How many days back the `count`-th weekday before today is (1 = the last weekday before today). */
function weekdaysBack(now: Date, count: number): number {
  let back = 0;
  for (let found = 0; found < count;) {
    back += 1;
    const day = new Date(now.getTime() - back * DAY_MS).getUTCDay();
    if (day !== 0 && day !== 6) found += 1;
  }
  return back;
}
const isoMonth = (now: Date, monthsBack: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1)).toISOString().slice(0, 7);

/**
 * Three requests, one for each approval step: David's vacation waits for Emily (My Team), Sofia's
 * sick leave waits for HR (Pending HR Approval), Jonas's vacation is approved and under way.
 */
export async function seedLeaveRequests(manager: EntityManager, now = new Date()): Promise<void> {
  const requests = [
    {
      email: 'david.okafor@brightline.example',
      startDate: isoDay(now, 21),
      endDate: isoDay(now, 25),
      type: LeaveType.VACATION,
      reason: 'Family trip to Lagos.',
      status: LeaveStatus.PENDING,
      managerApproved: false,
      hrApproved: false,
    },
    {
      email: 'sofia.martins@brightline.example',
      // The two working days before today, so the request always takes days off.
      startDate: isoDay(now, -weekdaysBack(now, 2)),
      endDate: isoDay(now, -weekdaysBack(now, 1)),
      type: LeaveType.SICK,
      reason: 'Flu; doctor’s note to follow.',
      status: LeaveStatus.MANAGER_APPROVED,
      managerApproved: true,
      hrApproved: false,
    },
    {
      email: 'jonas.becker@brightline.example',
      startDate: isoDay(now, -4),
      endDate: isoDay(now, 10),
      type: LeaveType.VACATION,
      reason: 'Two weeks hiking in the Alps.',
      status: LeaveStatus.HR_APPROVED,
      managerApproved: true,
      hrApproved: true,
    },
  ];
  for (const { email, ...request } of requests) {
    const employee = await manager.findOneBy(Employee, { email });
    if (employee) {
      await manager.insert(LeaveRequest, {
        ...request,
        employeeId: employee.id,
        employeeName: employee.name,
        notes: null,
      });
    }
  }
}

/** Last month paid for three people; this month pending for two of them. */
export async function seedPayrollRecords(manager: EntityManager, now = new Date()): Promise<void> {
  const records = [
    {
      email: 'emily.chen@brightline.example',
      monthsBack: 1,
      allowances: '450.00',
      deductions: '1870.35',
      bonus: '500.00',
    },
    {
      email: 'david.okafor@brightline.example',
      monthsBack: 1,
      allowances: '300.00',
      deductions: '1402.80',
      bonus: '0.00',
    },
    {
      email: 'priya.nair@brightline.example',
      monthsBack: 1,
      allowances: '300.00',
      deductions: '1318.60',
      bonus: '0.00',
    },
    {
      email: 'emily.chen@brightline.example',
      monthsBack: 0,
      allowances: '450.00',
      deductions: '1870.35',
      bonus: '0.00',
    },
    {
      email: 'david.okafor@brightline.example',
      monthsBack: 0,
      allowances: '300.00',
      deductions: '1402.80',
      bonus: '250.00',
    },
  ];
  for (const { email, monthsBack, allowances, deductions, bonus } of records) {
    const employee = await manager.findOneBy(Employee, { email });
    if (!employee?.salary) continue;
    const net = toCents(employee.salary) + toCents(allowances) - toCents(deductions) + toCents(bonus);
    const paid = monthsBack > 0;
    await manager.insert(PayrollRecord, {
      employeeId: employee.id,
      employeeName: employee.name,
      month: isoMonth(now, monthsBack),
      basicSalary: employee.salary,
      allowances,
      deductions,
      bonus,
      netSalary: fromCents(net),
      paymentStatus: paid ? PayrollStatus.PAID : PayrollStatus.PENDING,
      paymentDate: paid ? `${isoMonth(now, 0)}-01` : null,
      paymentMethod: paid ? PaymentMethod.BANK_TRANSFER : null,
      notes: null,
    });
  }
}
