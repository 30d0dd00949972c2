// The dashboard and the Activity page at volume: starts the built server (`npm run build -w server`)
// on a fresh SQLite file with the demo data, adds 10,000 projects, 1,000 employees (with a year of
// payroll and some leave), 10,000 quotes and 50,000 audit entries in bulk, signs in as the admin,
// and sends each dashboard query and auditEntries (first page, a filter, the last page) from 10
// connections at once, then the whole page as one viewer opens it (its parts at once, to the last
// answer). Prints p50 and p99 per query and the load average; exits 1 when a p99 is over the admin
// list budget.
//   node bench/dashboard.mjs [requests per query=300]
import Database from 'better-sqlite3';
import { loadavg } from 'node:os';
import { graphqlClient, startApp } from './lib/app-server.mjs';
import { latencies, percentile } from './lib/latency.mjs';

const REQUESTS = Number(process.argv[2] ?? 300);
const CONNECTIONS = 10;
/** The admin list budget: p99 of one back-office query, end to end. */
const BUDGET_P99_MS = 50;
const VOLUME = { projects: 10_000, employees: 1_000, quotes: 10_000, audit: 50_000 };

const app = await startApp({ port: 4379, env: { API_REQUESTS_PER_MINUTE: '0', TRUSTED_DOCUMENTS_ONLY: 'false' } });

const pad = (n) => String(n).padStart(2, '0');
const day = (date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** TypeORM's SQLite datetime text (UTC). */
const stamp = (date) => date.toISOString().replace('T', ' ').replace('Z', '');
const DAY_MS = 86_400_000;
const now = Date.now();
const ago = (days) => new Date(now - days * DAY_MS);
const pick = (list, i) => list[i % list.length];

/** Bulk rows straight into the server's file, in one transaction per table (the server waits on the lock). */
function seedVolume(file) {
  const db = new Database(file, { timeout: 10_000 });
  const insertAll = (sql, count, row) => {
    const statement = db.prepare(sql);
    db.transaction(() => {
      for (let i = 0; i < count; i += 1) statement.run(row(i));
    })();
  };
  const started = Date.now();
  insertAll(
    'INSERT INTO projects (title, client, category, status, date, description, featured, icon) VALUES (?, ?, ?, ?, ?, ?, 0, ?)',
    VOLUME.projects,
    (i) => [
      `Bench project ${i}`,
      `Client ${i % 300}`,
      pick(['Custom Software', 'AI/ML Solutions', 'Mobile Development'], i),
      pick(['Planning', 'In Progress', 'Completed', 'On Hold'], i),
      day(ago(i % 700)),
      'A project seeded by the bench.',
      'Code',
    ],
  );
  const firstEmployee = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM employees').get().id;
  insertAll(
    'INSERT INTO employees (name, position, department, email, joinDate, status, managerId, isHR, salary) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    VOLUME.employees,
    (i) => [
      `Bench Person ${i}`,
      'Engineer',
      pick(['Engineering', 'Design', 'Marketing', 'Sales', 'HR'], i),
      `bench.person.${i}@brightline.example`,
      '2024-01-08',
      'Active',
      i % 10 === 0 ? null : firstEmployee + i - (i % 10),
      i % 100 === 1 ? 1 : 0,
      '5000.00',
    ],
  );
  const months = Array.from({ length: 12 }, (_, i) => {
    const at = new Date(new Date(now).getFullYear(), new Date(now).getMonth() - i, 1);
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}`;
  });
  insertAll(
    'INSERT INTO payroll_records (employeeId, employeeName, month, basicSalary, allowances, deductions, bonus, netSalary, paymentStatus) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    VOLUME.employees * months.length,
    (i) => [
      firstEmployee + (i % VOLUME.employees),
      `Bench Person ${i % VOLUME.employees}`, // the copy of the name the app writes with each record
      months[Math.floor(i / VOLUME.employees)],
      '5000.00',
      '250.00',
      '600.35',
      '0.00',
      '4649.65',
      i < VOLUME.employees ? 'Pending' : 'Paid',
    ],
  );
  insertAll(
    'INSERT INTO leave_requests (employeeId, employeeName, startDate, endDate, type, reason, status, managerApproved, hrApproved) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    2_000,
    (i) => {
      const start = new Date(now + ((i % 60) - 20) * DAY_MS);
      const status = pick(['Pending', 'Manager Approved', 'HR Approved', 'Rejected'], i);
      return [
        firstEmployee + (i % VOLUME.employees),
        `Bench Person ${i % VOLUME.employees}`, // the copy of the name the app writes with each request
        day(start),
        day(new Date(start.getTime() + (i % 5) * DAY_MS)),
        pick(['Vacation', 'Sick', 'Personal'], i),
        'Bench leave.',
        status,
        status === 'Pending' ? 0 : 1,
        status === 'HR Approved' ? 1 : 0,
      ];
    },
  );
  insertAll(
    'INSERT INTO quote_requests (name, email, phone, company, budget, services, message, status, submittedAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    VOLUME.quotes,
    (i) => {
      const at = stamp(new Date(now - (i % 420) * DAY_MS - (i % 1440) * 60_000));
      return [
        `Bench Visitor ${i}`,
        `visitor.${i}@example.com`,
        '+1 555 010 2040',
        `Company ${i % 500}`,
        pick(['5k-10k', '10k-25k', '25k-50k', '50k+'], i),
        '["web-development"]',
        'A quote request seeded by the bench.',
        pick(['pending', 'reviewed', 'responded', 'closed'], i),
        at,
        at,
      ];
    },
  );
  insertAll(
    'INSERT INTO contact_messages (name, email, subject, message, handled) VALUES (?, ?, ?, ?, ?)',
    1_000,
    (i) => [`Sender ${i}`, `sender.${i}@example.com`, 'Hello', 'A message.', i % 3 === 0 ? 0 : 1],
  );
  const entities = [
    'Project',
    'Service',
    'QuoteRequest',
    'ContactMessage',
    'Employee',
    'PayrollRecord',
    'LeaveRequest',
  ];
  insertAll(
    'INSERT INTO audit_entries (at, actorId, actorName, action, entity, entityId, label, changes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    VOLUME.audit,
    (i) => [
      stamp(new Date(now - i * 600_000)),
      (i % 7) + 1,
      `Bench User ${(i % 7) + 1}`,
      pick(['create', 'update', 'update', 'delete', 'status'], i),
      pick(entities, i),
      String(1 + (i % 5000)),
      `Record ${i}`,
      JSON.stringify({ title: { from: `Old ${i}`, to: `New ${i}` }, salary: { changed: true } }),
    ],
  );
  db.exec('ANALYZE');
  db.close();
  return Date.now() - started;
}

const gql = graphqlClient(app.origin);

/** REQUESTS calls of one query from CONNECTIONS workers at once; every answer checked. */
const measure = (query, variables, token) =>
  latencies(() => gql(query, variables, token), { requests: REQUESTS, connections: CONNECTIONS });

const ENTRIES = `query($offset: Int, $limit: Int, $entity: String, $action: String, $from: LocalDate) {
  auditEntries(offset: $offset, limit: $limit, entity: $entity, action: $action, from: $from) {
    items { id at actorName action entity entityId label link changes { field from to masked } } total
  }
}`;

try {
  const seededMs = seedVolume(app.dbFile);
  const { login } = await gql(
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email: 'admin@brightline.example', password: 'Admin#2026' },
  );
  const token = login.token;
  const { dashboardCounts } = await gql('{ dashboardCounts { totalProjects employees } }', {}, token);
  const { auditEntries } = await gql('{ auditEntries(limit: 1) { total } }', {}, token);
  const lastOffset = Math.max(0, auditEntries.total - 20);
  const from = new Date(now - 30 * DAY_MS).toISOString().slice(0, 10);
  console.log(
    `seeded in ${(seededMs / 1000).toFixed(1)} s: ${dashboardCounts.totalProjects} projects, ${dashboardCounts.employees} employees, ${VOLUME.quotes}+ quotes, ${auditEntries.total} audit entries`,
  );

  const cases = [
    ['dashboardCounts', '{ dashboardCounts { totalProjects employees contentPages services } }'],
    [
      'dashboardAttention',
      '{ dashboardAttention { overdueQuotes leaveAwaitingMe payrollPending month unhandledMessages } }',
    ],
    ['dashboardQuotes', '{ dashboardQuotes { perMonth { month count } byStatus { status count } } }'],
    ['dashboardProjects', '{ dashboardProjects { status count } }'],
    ['dashboardPayrollCost', '{ dashboardPayrollCost { month amount } }'],
    ['dashboardAbsences', '{ dashboardAbsences { leaveRequestId employeeName type status startDate endDate } }'],
    ['auditEntries recent 5', ENTRIES, { limit: 5 }],
    ['auditEntries first page', ENTRIES, { limit: 20 }],
    ['auditEntries filtered', ENTRIES, { limit: 20, entity: 'Project', action: 'update', from }],
    ['auditEntries last page', ENTRIES, { limit: 20, offset: lastOffset }],
    ['auditFilterOptions', '{ auditFilterOptions { users { id name } entities actions } }'],
  ];
  // One round first, so each query's plan and the file's pages are warm.
  for (const [, query, variables = {}] of cases) await gql(query, variables, token);

  let over = 0;
  console.log(`${REQUESTS} requests per query, ${CONNECTIONS} connections, budget p99 <= ${BUDGET_P99_MS} ms`);
  for (const [name, query, variables = {}] of cases) {
    const { p50, p99 } = await measure(query, variables, token);
    const ok = p99 <= BUDGET_P99_MS;
    if (!ok) over += 1;
    console.log(
      `${name.padEnd(26)} p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms ${ok ? '' : ' OVER'}`,
    );
  }
  // The page as a viewer opens it: its parts sent at once (each loads on its own), timed to the last answer.
  const page = cases.filter(([name]) => name.startsWith('dashboard') || name === 'auditEntries recent 5');
  const views = [];
  for (let view = 0; view < Math.max(50, REQUESTS / 6); view += 1) {
    const started = process.hrtime.bigint();
    await Promise.all(page.map(([, query, variables = {}]) => gql(query, variables, token)));
    views.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  views.sort((a, b) => a - b);
  const [pageP50, pageP99] = [percentile(views, 50), percentile(views, 99)];
  if (pageP99 > BUDGET_P99_MS) over += 1;
  console.log(
    `${`whole page (${page.length} parts)`.padEnd(26)} p50 ${pageP50.toFixed(1).padStart(6)} ms  p99 ${pageP99.toFixed(1).padStart(6)} ms ${pageP99 <= BUDGET_P99_MS ? '' : ' OVER'}`,
  );
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (1, 5, 15 min)`,
  );
  process.exitCode = over ? 1 : 0;
} finally {
  app.stop();
}
