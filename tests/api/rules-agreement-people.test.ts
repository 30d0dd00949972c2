import 'reflect-metadata';
import { DEPARTMENT, EMPLOYEE_STATUS, isMoneyAmount, LEAVE_TYPE, PAYROLL_LIMITS, PAYROLL_MESSAGES } from '@site/shared';
import { CreateEmployeeInput } from '../../server/src/modules/employees/employee.inputs';
import { RequestLeaveInput } from '../../server/src/modules/leave/leave.inputs';
import { netCents, storedAmount } from '../../server/src/modules/payroll/payroll-amounts';
import { CreatePayrollInput } from '../../server/src/modules/payroll/payroll.inputs';
import { employeeSchema } from '../../web/src/features/employees/schemas/employee.schema';
import { leaveRequestSchema } from '../../web/src/features/leave/schemas/leave-request.schema';
import { payrollSchema } from '../../web/src/features/payroll/schemas/payroll.schema';
import {
  BAD_EMAILS,
  day,
  describeRulesAgreement,
  GOOD_EMAILS,
  MAX_EMAILS,
  text,
  type Form,
  type Messages,
} from '../fixtures/rules-agreement';

// The people forms (employees, leave, payroll), checked by the web schema and the API input alike
// (machinery in tests/fixtures/rules-agreement.ts).

// Amounts as both sides must judge them. An extra that is no number at all ('n/a', '1,200', '1e3')
// is not among them: the web form counts it as 0 and sends '0', so the API never sees it.
const AMOUNTS = [
  '',
  ' ',
  '0',
  '350',
  '350.5',
  ' 350.50 ',
  '350.505',
  '-1',
  '+5',
  '.5',
  '1000000',
  '1000000.01',
  text(10, '9'),
];

const FORMS: Record<string, Form> = {
  payroll: {
    web: payrollSchema,
    server: CreatePayrollInput,
    valid: {
      employeeId: 2,
      month: '2026-11',
      basicSalary: '7420.00',
      allowances: '350',
      deductions: '1210.40',
      bonus: '',
      notes: '',
    },
    samples: {
      employeeId: [null, 0, -3, 1.5, 7],
      month: ['', '  ', '2026-11', ' 2026-11 ', '2026-13', '2026-1', 'Nov 2026', '2026-11-01'],
      basicSalary: AMOUNTS,
      allowances: AMOUNTS,
      deductions: [...AMOUNTS, '7770.00', '7770.01'],
      bonus: AMOUNTS,
      notes: ['', text(1000), ` ${text(1000)} `, text(1001)],
    },
    // The net is the service's rule, on amounts its input class has passed: it may not go below 0.
    serverAlso: (values): Messages => {
      const names = ['basicSalary', 'allowances', 'deductions', 'bonus'] as const;
      const texts = names.map((name) => (typeof values[name] === 'string' ? (values[name] as string).trim() : ''));
      const refused = (t: string) => t !== '' && (!isMoneyAmount(t) || Number(t) > PAYROLL_LIMITS.amountMax);
      if (texts.some(refused)) return {};
      const [basicSalary, allowances, deductions, bonus] = texts.map(storedAmount) as [string, string, string, string];
      return netCents({ basicSalary, allowances, deductions, bonus }) < 0
        ? { deductions: [PAYROLL_MESSAGES.netNegative] }
        : {};
    },
  },
  // Dates arrive checked by the LocalDate scalar, so only real days are tried: the rules between them.
  leave: {
    web: leaveRequestSchema,
    server: RequestLeaveInput,
    enums: { type: LEAVE_TYPE },
    valid: { startDate: day(7), endDate: day(9), type: 'VACATION', reason: 'Family visit' },
    samples: {
      startDate: [day(-1), day(-400), day(0), day(7)],
      endDate: [day(6), day(7), day(7 + 365), day(7 + 366)],
      type: ['SICK', 'BEREAVEMENT', 'SABBATICAL', ''],
      reason: ['', '   ', text(1000), ` ${text(1000)} `, text(1001)],
    },
  },
  employee: {
    web: employeeSchema,
    server: CreateEmployeeInput,
    enums: { department: DEPARTMENT, status: EMPLOYEE_STATUS },
    valid: {
      // The form sends no status (a new employee is Active, the API's default); here it is given.
      status: 'ACTIVE',
      name: 'Ada Lovelace',
      position: 'Engineer',
      department: 'ENGINEERING',
      email: 'ada@example.com',
      phone: '',
      joinDate: '2024-05-06',
      bio: '',
      managerId: null,
      isHR: false,
      salary: '',
      bankAccount: '',
      taxId: '',
    },
    samples: {
      name: ['', '  ', text(100), ` ${text(100)} `, text(101)],
      position: ['', '\t', text(100), text(101)],
      department: ['FINANCE', 'HR', 'LEGAL', ''],
      email: [...BAD_EMAILS, ...GOOD_EMAILS, ...MAX_EMAILS],
      phone: ['', '   ', '555 0100', '+1 (415) 555-0100', 'call me', text(30, '1'), text(31, '1')],
      joinDate: ['', '2024-02-29', '2026-02-29', '06/05/2024'],
      bio: ['', text(2000), text(2001)],
      salary: [
        '',
        ' ',
        '0',
        '5200',
        '5200.5',
        '5200.50',
        ' 5200.50 ',
        '5200.505',
        '-1',
        '1,000',
        '1e3',
        '1000000',
        '1000000.01',
        '999999999.99',
      ],
      bankAccount: ['', 'GB33 BUKB 2020 1555 5555 55', 'DE89-3704', '<b>', ' -1', text(34, '1'), text(35, '1')],
      taxId: ['', 'QQ 12 34 56 A', 'x_y', text(20, 'A'), text(21, 'A')],
    },
  },
};

describeRulesAgreement(FORMS);
