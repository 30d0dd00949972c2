import 'reflect-metadata';
import {
  BUDGET,
  CURRENCY,
  DEPARTMENT,
  EMPLOYEE_STATUS,
  ICON,
  isMoneyAmount,
  PAYROLL_LIMITS,
  PAYROLL_MESSAGES,
  LEAVE_TYPE,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  PHASE,
  PROJECT_STATUS,
  REQUESTED_SERVICE,
  type CodeTable,
} from '@site/shared';
import { validate } from 'class-validator';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { LoginArgs, RequestPasswordResetArgs, ResetPasswordArgs } from '../../server/src/auth/auth.resolver';
import { passwordProblems } from '../../server/src/auth/password-policy';
import { ContactMessageInput } from '../../server/src/modules/contact/contact-message.inputs';
import { SubscribeArgs } from '../../server/src/modules/content/newsletter.resolver';
import { CreateEmployeeInput } from '../../server/src/modules/employees/employee.inputs';
import { netCents, storedAmount } from '../../server/src/modules/payroll/payroll-amounts';
import { CreatePayrollInput } from '../../server/src/modules/payroll/payroll.inputs';
import { RequestLeaveInput } from '../../server/src/modules/leave/leave.inputs';
import { CreateProjectInput } from '../../server/src/modules/projects/project.inputs';
import { QuoteRequestInput } from '../../server/src/modules/quotes/quote-request.inputs';
import {
  DevelopmentCycleInput,
  PaymentDetailsInput,
  PlanInfoInput,
} from '../../server/src/modules/quotes/quote.inputs';
import { CreateServiceInput } from '../../server/src/modules/services/service.inputs';
import { loginSchema } from '../../web/src/features/auth/schemas/login.schema';
import { forgotPasswordSchema, resetPasswordSchema } from '../../web/src/features/auth/schemas/password.schema';
import { contactSchema } from '../../web/src/features/content/schemas/contact.schema';
import { newsletterSchema } from '../../web/src/features/content/schemas/newsletter.schema';
import { employeeSchema } from '../../web/src/features/employees/schemas/employee.schema';
import { payrollSchema } from '../../web/src/features/payroll/schemas/payroll.schema';
import { leaveRequestSchema } from '../../web/src/features/leave/schemas/leave-request.schema';
import { projectSchema } from '../../web/src/features/projects/schemas/project.schema';
import {
  developmentCycleSchema,
  paymentDetailsSchema,
  planInfoSchema,
} from '../../web/src/features/quotes/schemas/convert-quote.schema';
import { quoteSchema } from '../../web/src/features/quotes/schemas/quote.schema';
import { serviceSchema } from '../../web/src/features/services/schemas/service.schema';

// Every form is checked twice: by its Yup schema in the browser and by its input class on the
// server. Each sample below goes through both; for each field they must give the same verdict
// and the same messages. A limit or a message changed on one side only fails here.

type Values = Record<string, unknown>;
type Messages = Record<string, string[]>;

interface Form {
  web: ObjectSchema<AnyObject>;
  server: new () => object;
  /** A complete, valid set of the form's values, as the web form holds them. */
  valid: Values;
  /** Values tried one field at a time in the valid set, valid or not. */
  samples: Record<string, unknown[]>;
  /** The API's enum fields: the web holds GraphQL names, the input class receives stored codes. */
  enums?: Record<string, CodeTable>;
  /** A rule the API checks in its service rather than its input class. */
  serverAlso?: (values: Values) => Messages;
  /** Web-only fields (a confirmation box) that the API never receives. */
  webOnly?: Values;
}

const text = (n: number, c = 'x') => c.repeat(n);
const address = (length: number) => `${text(length - '@example.com'.length, 'a')}@example.com`;
const BAD_EMAILS = ['', '   ', 'not-an-email', 'a@', 'a@b', 'jane@localhost', 'two words@example.com', 'a@b.c'];
const GOOD_EMAILS = [' jane@example.com ', 'j.o+tag@mail.example.co.uk', address(64)];
const MAX_EMAILS = [`${text(64, 'a')}@${text(63, 'b')}.${text(63, 'c')}.${text(58, 'd')}.com`, address(255)];

/** A day `n` days from today, as both sides read today (the machine's own calendar). */
const day = (n: number) => {
  const date = new Date();
  date.setDate(date.getDate() + n);
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

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
  project: {
    web: projectSchema,
    server: CreateProjectInput,
    enums: { status: PROJECT_STATUS, icon: ICON },
    valid: {
      title: 'Shop',
      client: 'Acme',
      category: 'Web Development',
      status: 'PLANNING',
      date: '2025-09-15',
      description: 'A shop.',
      featured: false,
      icon: 'CODE',
    },
    samples: {
      title: ['', '   ', text(200), ` ${text(200)} `, text(201)],
      client: ['', '\t', text(200), text(201)],
      category: ['', text(200), text(201)],
      status: ['IN_PROGRESS', 'ON_HOLD', 'ARCHIVED', ''],
      date: ['', '2024-02-29', '2026-02-29', '15/09/2025', '2025-9-15'],
      description: ['', ' ', text(5000), text(5001)],
      icon: ['BAR_CHART_3', 'LIGHTBULB', 'SPARKLES'],
    },
  },
  service: {
    web: serviceSchema,
    server: CreateServiceInput,
    enums: { icon: ICON },
    valid: {
      name: 'Cloud Migration',
      description: 'Moving your systems to the cloud.',
      icon: 'GLOBE',
      bulletPoints: ['Assessment', 'Plan'],
      featured: false,
    },
    samples: {
      name: ['', '  ', text(100), ` ${text(100)} `, text(101)],
      description: ['', '\t', text(1000), text(1001)],
      icon: ['BOOK_OPEN', 'LIGHTBULB', 'SPARKLES'],
      bulletPoints: [[], [''], [' '], [text(200)], [text(201)], Array(8).fill('Point'), Array(9).fill('Point')],
    },
  },
  quote: {
    web: quoteSchema,
    server: QuoteRequestInput,
    enums: { budget: BUDGET, services: REQUESTED_SERVICE },
    valid: {
      name: 'Jane Cooper',
      email: 'jane@example.com',
      phone: '+1 555 010 2040',
      company: '',
      budget: 'BUDGET_10K_25K',
      services: ['WEB_DEVELOPMENT'],
      message: 'We need a new shop.',
      website: '',
    },
    samples: {
      name: ['', ' A ', 'Al', text(100), text(101)],
      email: [...BAD_EMAILS, ...GOOD_EMAILS, ...MAX_EMAILS],
      phone: [
        '',
        '555 0100',
        '0123456789',
        ' 123456789 ',
        'call me maybe',
        '++44 ----------',
        text(30, '1'),
        text(31, '1'),
      ],
      company: ['Acme', text(200), text(201)],
      budget: ['BUDGET_50K_PLUS', 'BUDGET_1M'],
      services: [[], ['AI_ML', 'DATA_ANALYSIS'], ['AI_ML', 'AI_ML'], ['TIME_TRAVEL']],
      message: ['', 'too short', text(10), ` ${text(9)} `, text(5000), text(5001)],
    },
  },
  // Convert to Project: one form, checked section by section (the API validates each nested input).
  convertPayment: {
    web: paymentDetailsSchema,
    server: PaymentDetailsInput,
    enums: { currency: CURRENCY, paymentMethod: PAYMENT_METHOD, paymentStatus: PAYMENT_STATUS },
    valid: { amount: '12000', currency: 'USD', paymentMethod: 'BANK_TRANSFER', paymentStatus: 'PENDING' },
    samples: {
      amount: [
        '',
        '  ',
        '0',
        '12000.5',
        ' 12000.50 ',
        '12000.505',
        '-1',
        '1,000',
        '1e3',
        '100000000',
        '100000000.01',
        '999999999.99',
      ],
    },
  },
  convertPlan: {
    web: planInfoSchema,
    server: PlanInfoInput,
    valid: { duration: '3 months', milestones: [''], deliverables: ['Web shop'] },
    samples: {
      duration: ['', ' ', text(100), ` ${text(100)} `, text(101)],
      milestones: [[], [''], [text(300)], [text(301)], Array(50).fill('m'), Array(51).fill('m'), Array(60).fill(' ')],
      deliverables: [[' '], [text(301)], Array(51).fill('d')],
    },
  },
  convertTimeline: {
    web: developmentCycleSchema,
    server: DevelopmentCycleInput,
    enums: { phase: PHASE },
    // The dates' format is the LocalDate scalar's, checked before any input class; here, their order.
    valid: { phase: 'DISCOVERY', startDate: '2026-04-01', estimatedEndDate: '2026-06-30' },
    samples: { estimatedEndDate: ['2026-04-01', '2026-03-31', '2027-01-01'] },
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
  contact: {
    web: contactSchema,
    server: ContactMessageInput,
    valid: {
      name: 'Tom',
      email: 'tom@fieldwork.example',
      subject: 'Hello',
      message: 'A question about you.',
      website: '',
    },
    samples: {
      name: ['', ' T ', 'To', text(100), text(101)],
      email: [...BAD_EMAILS, 'tom@fieldwork', ...GOOD_EMAILS, ...MAX_EMAILS],
      subject: ['', '\n', text(200), text(201)],
      message: ['', 'too short', text(10), text(5000), text(5001)],
    },
  },
  newsletter: {
    web: newsletterSchema,
    server: SubscribeArgs,
    valid: { email: 'reader@example.com' },
    samples: { email: [...BAD_EMAILS, ...GOOD_EMAILS, ...MAX_EMAILS] },
  },
  login: {
    web: loginSchema,
    server: LoginArgs,
    valid: { email: 'admin@brightline.example', password: 'Admin#2026' },
    samples: {
      email: [...BAD_EMAILS, ...GOOD_EMAILS, ...MAX_EMAILS],
      password: ['', '   ', text(128), text(129)],
    },
  },
  forgotPassword: {
    web: forgotPasswordSchema,
    server: RequestPasswordResetArgs,
    valid: { email: 'admin@brightline.example' },
    samples: { email: [...BAD_EMAILS, ...GOOD_EMAILS, ...MAX_EMAILS] },
  },
  resetPassword: {
    web: resetPasswordSchema,
    server: ResetPasswordArgs,
    valid: { token: 'a-reset-token', password: 'Vq7#mZ2p-lantern' },
    webOnly: { confirmPassword: 'Vq7#mZ2p-lantern' },
    // The length is checked by the password policy, with the same messages.
    serverAlso: ({ password }): Messages =>
      typeof password === 'string' && password !== '' ? { password: passwordProblems(password) } : {},
    samples: { password: ['', 'Vq7#mZ2', 'Vq7#mZ2p', '🔐🔐🔐🔐🔐🔐🔐🔐', text(120, 'Vq7#') + 'mZ2p', text(129, 'q')] },
  },
};

/** Unique messages per field; a field absent is valid. */
const byField = (entries: [string, string][]): Messages => {
  const messages: Messages = {};
  for (const [field, message] of entries) {
    const list = (messages[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return messages;
};

function webMessages(form: Form, values: Values): Messages {
  try {
    form.web.validateSync({ ...values, ...form.webOnly }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // An array item's message belongs to its field: services[0] is services.
    return byField(error.inner.map((e) => [(e.path ?? '').replace(/\[\d+\]$/, ''), e.message]));
  }
}

async function serverMessages(form: Form, values: Values): Promise<Messages> {
  // What GraphQL hands the input class: enum names already turned into stored codes.
  const input: Values = { ...values };
  for (const [field, table] of Object.entries(form.enums ?? {})) {
    const code = (name: unknown) => (typeof name === 'string' && table[name]?.value) || name;
    input[field] = Array.isArray(input[field]) ? (input[field] as unknown[]).map(code) : code(input[field]);
  }
  const errors = await validate(Object.assign(new form.server(), input), { forbidUnknownValues: false });
  const entries: [string, string][] = errors.flatMap((e) =>
    Object.values(e.constraints ?? {}).map((m): [string, string] => [e.property, m]),
  );
  for (const [field, list] of Object.entries(form.serverAlso?.(input) ?? {})) {
    for (const message of list) entries.push([field, message]);
  }
  return byField(entries);
}

const cases = Object.entries(FORMS).flatMap(([name, form]) =>
  Object.entries(form.samples).flatMap(([field, samples]) =>
    samples.map((value) => [name, field, JSON.stringify(value).slice(0, 40), form, value] as const),
  ),
);

describe('the web form and the API agree', () => {
  it.each(Object.entries(FORMS))('on a valid %s', async (_name, form) => {
    expect(webMessages(form, form.valid)).toEqual({});
    expect(await serverMessages(form, form.valid)).toEqual({});
  });

  it.each(cases)('%s.%s = %s', async (_name, field, _shown, form, value) => {
    const values = { ...form.valid, [field]: value };
    const web = webMessages(form, values)[field] ?? [];
    const server = (await serverMessages(form, values))[field] ?? [];
    // The same verdict (no message on either side, or some on both) and the same messages.
    expect([...web].sort()).toEqual([...server].sort());
  });
});
