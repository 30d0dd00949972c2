// The back office's lists at volume: starts the built server (`npm run build -w server`) on a fresh
// database with the demo data, adds 100,000 rows in bulk to each list measured here (projects,
// quote requests, the inbox's messages, employees, payroll records, leave requests, newsletter
// sign-ups), signs in as the admin and sends each list's queries (first page, each sort, each
// filter, searches from selective to broad, the last page) from 10 connections at once. Then
// the public pages' `services` query alone, and again while 4 admin searches run without pause.
// Prints p50 and p99 per query and the load average; exits 1 when a list's p99 is over 50 ms or
// the public p99 more than doubles. A new list joins LISTS with its seed rows and its cases.
//   node bench/lists.mjs [sqlite|mysql|both=both] [requests per query=300] [list names, comma-separated=all]
// BENCH_MYSQL_URL names the MySQL database to use (emptied first), mysql://root@127.0.0.1:3306/bench_lists
// by default.
import Database from 'better-sqlite3';
import { createConnection, createPool } from 'mysql2/promise';
import { loadavg } from 'node:os';
import { freshMysqlDatabase, graphqlClient, startApp } from './lib/app-server.mjs';
import { latencies } from './lib/latency.mjs';

const [which = 'both', requests = '300', only] = process.argv.slice(2);
const REQUESTS = Number(requests);
const CONNECTIONS = 10;
const ROWS = 100_000;
const BUDGET_P99_MS = 50;
/** Public p99 while the back office searches, as a multiple of public p99 alone. */
const PUBLIC_SLOWDOWN_MAX = 2;
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/bench_lists';

const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Hooli', 'Vandelay', 'Soylent', 'Tyrell'];
const SUFFIXES = ['Ltd', 'Group', 'Partners', 'Labs', 'Foods', 'Telecom', 'Logistics', 'Health', 'Bank', 'Studios'];
const KINDS = ['Portal', 'Platform', 'Dashboard', 'Mobile App', 'Website', 'Data Pipeline', 'CRM', 'Booking System'];
const CATEGORIES = ['Custom Software', 'AI/ML Solutions', 'Mobile Development', 'Web Development', 'Data Analysis'];
const STATUSES = ['Planning', 'In Progress', 'Completed', 'On Hold'];
const ICONS = ['Code', 'Database', 'Smartphone', 'Cpu'];

/** The i-th seeded project, in the columns both inserts use. */
function project(i) {
  const client = `${COMPANIES[i % 10]} ${SUFFIXES[Math.floor(i / 10) % 10]} ${Math.floor(i / 100) % 50}`;
  const day = new Date(Date.UTC(2015, 0, 1) + (i % 4000) * 86_400_000).toISOString().slice(0, 10);
  return [
    `${KINDS[i % 8]} for ${client} #${i}`,
    client,
    CATEGORIES[i % 5],
    STATUSES[Math.floor(i / 5) % 4],
    day,
    `Project ${i}: a ${KINDS[i % 8].toLowerCase()} built for ${client}, from discovery to launch and support.`,
    i % 500 === 0 ? 1 : 0,
    ICONS[i % 4],
  ];
}

const FIRST_NAMES = ['Ada', 'Grace', 'Linus', 'Margaret', 'Alan', 'Barbara', 'Dennis', 'Frances', 'Ken', 'Radia'];
const LAST_NAMES = [
  'Lovelace',
  'Hopper',
  'Torvalds',
  'Hamilton',
  'Turing',
  'Liskov',
  'Ritchie',
  'Allen',
  'Thompson',
  'Perlman',
];

/** The i-th seeded quote request: one a day or so over the last years, every status and budget. */
function quote(i) {
  const name = `${FIRST_NAMES[i % 10]} ${LAST_NAMES[Math.floor(i / 10) % 10]}`;
  const at = new Date(Date.UTC(2026, 10, 1) - i * 1_300_000).toISOString().slice(0, 19).replace('T', ' ');
  return [
    name,
    `${name.toLowerCase().replace(' ', '.')}.${i}@example.com`,
    '+1 555 010 2040',
    i % 7 === 0 ? null : `${COMPANIES[i % 10]} ${SUFFIXES[Math.floor(i / 100) % 10]}`,
    ['5k-10k', '10k-25k', '25k-50k', '50k+'][i % 4],
    '["web-development"]',
    `Quote request ${i}: a platform for our customers.`,
    ['pending', 'reviewed', 'responded', 'closed'][Math.floor(i / 4) % 4],
    at,
    at,
  ];
}

const SUBJECTS = ['Partnership', 'Support request', 'Careers', 'Press enquiry', 'Invoice question'];

/** The i-th seeded contact message: a few an hour, a third of them handled. */
function message(i) {
  const name = `${FIRST_NAMES[(i + 3) % 10]} ${LAST_NAMES[Math.floor(i / 7) % 10]}`;
  const at = new Date(Date.UTC(2026, 10, 1) - i * 900_000).toISOString().slice(0, 19).replace('T', ' ');
  return [
    name,
    `${name.toLowerCase().replace(' ', '.')}.${i}@example.org`,
    `${SUBJECTS[i % 5]} #${i}`,
    `Hello, this is message ${i} about our ${KINDS[i % 8].toLowerCase()}. Could you call me back this week?`,
    i % 3 === 0 ? 0 : 1,
    at,
  ];
}

const POSITIONS = ['Software Engineer', 'Product Designer', 'Data Analyst', 'Account Manager', 'Recruiter'];
const DEPARTMENTS = ['Engineering', 'Design', 'Product', 'Marketing', 'Sales', 'HR', 'Finance'];

/** The i-th seeded employee: joined over the last 20 years, one in 20 on leave, one in 10 gone. */
function employee(i) {
  const name = `${FIRST_NAMES[i % 10]} ${LAST_NAMES[Math.floor(i / 10) % 10]} ${i}`;
  const day = new Date(Date.UTC(2006, 0, 1) + (i % 7300) * 86_400_000).toISOString().slice(0, 10);
  return [
    name,
    `${['Senior ', '', 'Lead '][i % 3]}${POSITIONS[Math.floor(i / 3) % 5]}`,
    DEPARTMENTS[i % 7],
    `${name.toLowerCase().replaceAll(' ', '.')}@staff.example`,
    day,
    i % 10 === 0 ? 'Terminated' : i % 20 === 1 ? 'On Leave' : 'Active',
    0,
  ];
}

/** The i-th seeded payroll record: 2,000 of the seeded employees over 50 months, a tenth still pending. */
function payrollRecord(i, { firstEmployee }) {
  const month = new Date(Date.UTC(2022, Math.floor(i / 2000), 1)).toISOString().slice(0, 7);
  const basic = 3000 + (i % 2000) * 3;
  return [
    firstEmployee + (i % 2000),
    employee(i % 2000)[0], // the copy of the name the app writes with each record
    month,
    `${basic}.00`,
    '200.00',
    '350.00',
    '0.00',
    `${basic - 150}.00`,
    i % 10 === 0 ? 'Pending' : 'Paid',
  ];
}

const LEAVE_TYPES = ['Vacation', 'Sick', 'Personal', 'Other'];
const LEAVE_STATUSES = ['Pending', 'Manager Approved', 'HR Approved', 'Rejected', 'Withdrawn'];

/** The i-th seeded leave request: 5,000 of the seeded employees, a few days each over the years. */
function leaveRequest(i, { firstEmployee }) {
  const start = new Date(Date.UTC(2020, 0, 1) + (i % 2500) * 86_400_000);
  const at = new Date(Date.UTC(2026, 10, 1) - i * 1_500_000).toISOString().slice(0, 19).replace('T', ' ');
  return [
    firstEmployee + (i % 5000),
    employee(i % 5000)[0], // the copy of the name the app writes with each request
    start.toISOString().slice(0, 10),
    new Date(start.getTime() + (i % 5) * 86_400_000).toISOString().slice(0, 10),
    LEAVE_TYPES[i % 4],
    `Leave ${i}`,
    LEAVE_STATUSES[Math.floor(i / 3) % 5],
    at,
  ];
}

/** The i-th seeded newsletter sign-up: one every few minutes, at 50 mail domains. */
function signUp(i) {
  const at = new Date(Date.UTC(2026, 10, 1) - i * 200_000).toISOString().slice(0, 19).replace('T', ' ');
  return [`${FIRST_NAMES[i % 10].toLowerCase()}.${i}@mail${i % 50}.example`, at];
}

/**
 * Each list: its table, the columns its seed rows fill, its query (with `defaults`, the variables
 * every request sends) and the cases sent, made once the total is known (the last page needs it).
 * `row(i, seeded)` is the i-th seed row; `seeded.firstEmployee` is the first seeded employee's id,
 * for the lists whose rows belong to employees (seeded after them).
 */
const LISTS = [
  {
    name: 'projects',
    table: 'projects',
    columns: '(title, client, category, status, date, description, featured, icon)',
    row: project,
    query: `query($offset: Int!, $limit: Int!, $search: String, $category: String, $sort: ProjectSort, $direction: SortDirection) {
  projects(offset: $offset, limit: $limit, search: $search, category: $category, sort: $sort, direction: $direction) {
    total items { id title client category status date featured }
  }
}`,
    page: (data) => data.projects,
    cases: (total) => [
      ['first page (newest first)', {}],
      ['... its table just written', {}, { written: true }],
      ['sorted by title', { sort: 'TITLE', direction: 'ASC' }],
      ['sorted by client, desc', { sort: 'CLIENT', direction: 'DESC' }],
      ['category filter', { category: 'Data Analysis' }],
      ['search, selective', { search: 'globex labs 7' }],
      ['search, one in 10', { search: 'hooli' }],
      ['search, status word', { search: 'progress' }],
      ['search, 2 letters', { search: 'ai' }],
      ['search, one row', { search: '#4242' }],
      ['last page', { offset: total - 20 }],
      ['last page, by title', { offset: total - 20, sort: 'TITLE', direction: 'ASC' }],
    ],
    searches: ['hooli', 'progress', 'ai', 'globex labs 7'],
  },
  {
    name: 'quotes',
    table: 'quote_requests',
    columns: '(name, email, phone, company, budget, services, message, status, submittedAt, updatedAt)',
    row: quote,
    query: `query($offset: Int!, $limit: Int!, $search: String, $status: QuoteStatus, $budget: QuoteBudget, $overdue: Boolean, $sort: QuoteSort, $direction: SortDirection) {
  adminQuotes(offset: $offset, limit: $limit, search: $search, status: $status, budget: $budget, overdue: $overdue, sort: $sort, direction: $direction) {
    total items { id name email company budget status submittedAt }
  }
}`,
    page: (data) => data.adminQuotes,
    cases: (total) => [
      ['first page (newest first)', {}],
      ['sorted by name', { sort: 'NAME', direction: 'ASC' }],
      ['status filter', { status: 'REVIEWED' }],
      ['budget filter', { budget: 'BUDGET_50K_PLUS' }],
      ['overdue only', { overdue: true }],
      ['search, a company', { search: 'globex' }],
      ['search, an email', { search: 'ada.hopper.4242' }],
      ['search, a surname', { search: 'turing' }],
      ['last page', { offset: total - 20 }],
      ['last page, by name', { offset: total - 20, sort: 'NAME', direction: 'ASC' }],
    ],
  },
  {
    name: 'inbox',
    table: 'contact_messages',
    columns: '(name, email, subject, message, handled, createdAt)',
    row: message,
    query: `query($offset: Int!, $limit: Int!, $search: String, $state: ContactMessageState, $sort: ContactMessageSort, $direction: SortDirection) {
  contactMessages(offset: $offset, limit: $limit, search: $search, state: $state, sort: $sort, direction: $direction) {
    total items { id name email subject handled createdAt }
  }
}`,
    page: (data) => data.contactMessages,
    cases: (total) => [
      ['first page (newest first)', {}],
      ['sorted by subject', { sort: 'SUBJECT', direction: 'ASC' }],
      ['new ones only', { state: 'OPEN' }],
      ['search, a name', { search: 'grace' }],
      ['search, the message text', { search: 'booking system' }],
      ['search, eleven messages', { search: 'message 4242' }],
      ['last page', { offset: total - 20 }],
      ['last page, by name', { offset: total - 20, sort: 'NAME', direction: 'ASC' }],
    ],
  },
  {
    name: 'employees',
    table: 'employees',
    columns: '(name, position, department, email, joinDate, status, isHR)',
    row: employee,
    query: `query($offset: Int!, $limit: Int!, $search: String, $status: EmployeeStatus, $sort: EmployeeSort, $direction: SortDirection) {
  adminEmployees(offset: $offset, limit: $limit, search: $search, status: $status, sort: $sort, direction: $direction) {
    total items { id name position department email joinDate status }
  }
}`,
    page: (data) => data.adminEmployees,
    cases: (total) => [
      ['first page (by name)', {}],
      ['sorted by join date, desc', { sort: 'JOIN_DATE', direction: 'DESC' }],
      ['sorted by position', { sort: 'POSITION', direction: 'ASC' }],
      ['sorted by department', { sort: 'DEPARTMENT', direction: 'ASC' }],
      ['on leave only', { status: 'ON_LEAVE' }],
      ['search, a surname', { search: 'hopper' }],
      ['search, a position', { search: 'lead data' }],
      ['search, one person', { search: 'turing 4242' }],
      ['last page', { offset: total - 20 }],
      ['last page, by email', { offset: total - 20, sort: 'EMAIL', direction: 'ASC' }],
    ],
  },
  {
    name: 'payroll',
    table: 'payroll_records',
    columns: '(employeeId, employeeName, month, basicSalary, allowances, deductions, bonus, netSalary, paymentStatus)',
    row: payrollRecord,
    query: `query($offset: Int!, $limit: Int!, $search: String, $month: String, $sort: PayrollSort!, $direction: SortDirection!) {
  adminPayrolls(offset: $offset, limit: $limit, search: $search, month: $month, sort: $sort, direction: $direction) {
    total items { id employeeId employee { id name } month netSalary paymentStatus }
  }
}`,
    page: (data) => data.adminPayrolls,
    defaults: { sort: 'EMPLOYEE', direction: 'ASC' },
    cases: (total) => [
      ['first page (by employee)', {}],
      ['sorted by month, desc', { sort: 'MONTH', direction: 'DESC' }],
      ['sorted by net salary', { sort: 'NET_SALARY', direction: 'DESC' }],
      ['a month', { month: '2024-06' }],
      ['search, a surname', { search: 'hopper' }],
      ['search, one person', { search: 'turing 1242' }],
      ['search, a status', { search: 'pending' }],
      ['last page', { offset: total - 20 }],
      ['last page, by month', { offset: total - 20, sort: 'MONTH', direction: 'DESC' }],
    ],
  },
  {
    name: 'leave',
    table: 'leave_requests',
    columns: '(employeeId, employeeName, startDate, endDate, type, reason, status, createdAt)',
    row: leaveRequest,
    query: `query($offset: Int!, $limit: Int!, $search: String, $scope: LeaveScope!, $status: LeaveStatus) {
  leaveRequests(offset: $offset, limit: $limit, search: $search, scope: $scope, status: $status) {
    total items { id employee { id name } startDate endDate type status }
  }
}`,
    page: (data) => data.leaveRequests,
    defaults: { scope: 'ALL' },
    cases: (total) => [
      ['first page (newest first)', {}],
      ['waiting for HR', { scope: 'PENDING_HR' }],
      ['a status', { status: 'REJECTED' }],
      ['search, a surname', { search: 'hopper' }],
      ['search, one person', { search: 'turing 4242' }],
      ['last page', { offset: total - 20 }],
    ],
  },
  {
    name: 'newsletter',
    table: 'newsletter_subscriptions',
    columns: '(email, createdAt)',
    row: signUp,
    query: `query($offset: Int!, $limit: Int!, $search: String, $sort: NewsletterSubscriptionSort, $direction: SortDirection) {
  newsletterSubscriptions(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {
    total items { id email createdAt }
  }
}`,
    page: (data) => data.newsletterSubscriptions,
    cases: (total) => [
      ['first page (newest first)', {}],
      ['sorted by address', { sort: 'EMAIL', direction: 'ASC' }],
      ['search, a domain', { search: '@mail17.' }],
      ['search, one address', { search: 'ada.4240@' }],
      ['last page', { offset: total - 20 }],
      ['last page, by address', { offset: total - 20, sort: 'EMAIL', direction: 'ASC' }],
    ],
  },
];

/** The first seeded employee's email, by which the payroll and leave rows find their employees. */
const FIRST_EMPLOYEE_EMAIL = employee(0)[3];

function seedSqlite(file) {
  const db = new Database(file, { timeout: 10_000 });
  const seeded = {};
  for (const list of LISTS) {
    seeded.firstEmployee = db.prepare('SELECT id FROM employees WHERE email = ?').get(FIRST_EMPLOYEE_EMAIL)?.id;
    const marks = list.columns
      .split(',')
      .map(() => '?')
      .join(', ');
    const insert = db.prepare(`INSERT INTO ${list.table} ${list.columns} VALUES (${marks})`);
    db.transaction(() => {
      for (let i = 0; i < ROWS; i += 1) insert.run(list.row(i, seeded));
    })();
  }
  db.exec('ANALYZE');
  // Rows written from outside the app: as after any such write, every table gets a new version.
  db.exec('UPDATE table_versions SET version = version + 1');
  db.close();
}

async function seedMysql() {
  const db = await createConnection({ uri: MYSQL_URL });
  const seeded = {};
  for (const list of LISTS) {
    const [[first]] = await db.query('SELECT id FROM employees WHERE email = ?', [FIRST_EMPLOYEE_EMAIL]);
    seeded.firstEmployee = first?.id; // once the employees are in
    for (let start = 0; start < ROWS; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, ROWS - start) }, (_, i) => list.row(start + i, seeded));
      await db.query(`INSERT INTO ${list.table} ${list.columns} VALUES ?`, [rows]);
    }
    await db.query(`ANALYZE TABLE ${list.table}`);
  }
  // Rows written from outside the app: as after any such write, every table gets a new version.
  await db.query('UPDATE table_versions SET version = version + 1');
  await db.end();
}

const PUBLIC = '{ services { id name description icon featured } }';

/**
 * A search reads its table's rows into memory in the background the first time (and after each
 * write), and the database searches meanwhile (server/src/db/kept-search-text.ts): the bench
 * measures a list's searches once they are served from memory. It sends each of them (`calls`)
 * alone, round after round, for at least 1 s (a text of 100,000 rows takes some 0.3 s to read),
 * until every one answers within half the budget, or, after 3 s, a round is no faster than the one
 * before (a search through another table with many matches is still the database's), at most
 * 60 s. Returns how long that took.
 */
async function untilKept(calls) {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  for (let last = Infinity; elapsed() < 60_000;) {
    const times = [];
    for (const call of calls) {
      const sent = performance.now();
      await call();
      times.push(performance.now() - sent);
    }
    const round = times.reduce((sum, time) => sum + time, 0);
    const settled = times.every((time) => time <= BUDGET_P99_MS / 2) || (elapsed() >= 3000 && round >= 0.9 * last);
    if (settled && elapsed() >= 1000) break;
    last = round;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return elapsed() / 1000;
}

async function benchDatabase(kind) {
  if (kind === 'mysql') await freshMysqlDatabase(MYSQL_URL);
  const app = await startApp({
    port: 4396,
    databaseUrl: kind === 'mysql' ? MYSQL_URL : undefined,
    env: { API_REQUESTS_PER_MINUTE: '0', TRUSTED_DOCUMENTS_ONLY: 'false' },
  });
  // What a write through the app does to a table's version (server/src/db/table-versions.ts).
  const versions = kind === 'mysql' ? createPool({ uri: MYSQL_URL, connectionLimit: CONNECTIONS }) : null;
  try {
    const started = Date.now();
    if (kind === 'mysql') await seedMysql();
    else seedSqlite(app.dbFile);
    const gql = graphqlClient(app.origin);
    const { login } = await gql(
      'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      { email: 'admin@brightline.example', password: 'Admin#2026' },
    );
    console.log(`${kind}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    let over = 0;
    const [projects] = LISTS;
    const list = (spec, variables) =>
      gql(spec.query, { offset: 0, limit: 20, ...spec.defaults, ...variables }, login.token);
    for (const spec of LISTS.filter((each) => !only || only.split(',').includes(each.name))) {
      const { total } = spec.page(await list(spec, {}));
      console.log(`  ${spec.name}: ${total} rows`);
      // A case `written` runs each request right after a write to the list's table: on MySQL, where
      // a list's total is kept while its tables are unchanged, it shows what counting costs.
      const cases = spec.cases(total).filter(([, , { written } = {}]) => !written || versions);
      const searches = cases
        .filter(([, each]) => each.search)
        .map(
          ([, each]) =>
            () =>
              list(spec, each),
        );
      const keep = async () => {
        if (searches.length === 0) return;
        console.log(`    (its search texts kept ${(await untilKept(searches)).toFixed(1)} s after the first search)`);
      };
      for (const [, variables] of cases) await list(spec, variables); // warm: plans, pages and search texts
      // Measured once the texts are read: reading them is once after a write, not every request's.
      await keep();
      let stale = false;
      for (const [name, variables, { written } = {}] of cases) {
        if (stale && variables.search) {
          await keep();
          stale = false;
        }
        stale ||= Boolean(written);
        const call = written
          ? async () => {
              await versions.query('UPDATE table_versions SET version = version + 1 WHERE name = ?', [spec.table]);
              return list(spec, variables);
            }
          : () => list(spec, variables);
        const { p50, p99 } = await latencies(call, { requests: REQUESTS, connections: CONNECTIONS });
        const ok = p99 <= BUDGET_P99_MS;
        if (!ok) over += 1;
        console.log(
          `    ${name.padEnd(26)} p50 ${p50.toFixed(1).padStart(7)} ms  p99 ${p99.toFixed(1).padStart(7)} ms${ok ? '' : '  OVER'}`,
        );
      }
    }

    // The public pages while the back office works.
    const visitor = () => gql(PUBLIC, {});
    const alone = await latencies(visitor, { requests: REQUESTS, connections: 2 });
    let searching = true;
    const searches = Array.from({ length: 4 }, async (_, i) => {
      while (searching) await list(projects, { search: projects.searches[i] });
    });
    const busy = await latencies(visitor, { requests: REQUESTS, connections: 2 });
    searching = false;
    await Promise.all(searches);
    const slowdown = busy.p99 / alone.p99;
    if (slowdown > PUBLIC_SLOWDOWN_MAX) over += 1;
    console.log(
      `  public services alone         p50 ${alone.p50.toFixed(1).padStart(7)} ms  p99 ${alone.p99.toFixed(1).padStart(7)} ms`,
    );
    console.log(
      `  ... during 4 admin searches   p50 ${busy.p50.toFixed(1).padStart(7)} ms  p99 ${busy.p99.toFixed(1).padStart(7)} ms  ` +
        `(${slowdown.toFixed(1)}x, at most ${PUBLIC_SLOWDOWN_MAX}x)${slowdown <= PUBLIC_SLOWDOWN_MAX ? '' : '  OVER'}`,
    );
    return over;
  } finally {
    await versions?.end();
    app.stop();
  }
}

let over = 0;
console.log(`${REQUESTS} requests per query, ${CONNECTIONS} connections, budget p99 <= ${BUDGET_P99_MS} ms`);
for (const kind of which === 'both' ? ['sqlite', 'mysql'] : [which]) over += await benchDatabase(kind);
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (1, 5, 15 min)`,
);
process.exitCode = over ? 1 : 0;
