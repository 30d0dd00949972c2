// The back office's lists at volume: starts the built server (`npm run build -w server`) on a fresh
// database with the demo data, adds 100,000 projects in bulk, signs in as the admin and sends the
// projects list's queries (first page, each sort, the category filter, searches from selective to
// broad, the last page) from 10 connections at once. Then the public pages' `services` query alone,
// and again while 4 admin searches run without pause. Prints p50 and p99 per query and the load
// average; exits 1 when a list's p99 is over 50 ms or the public p99 more than doubles.
//   node bench/lists.mjs [sqlite|mysql|both=both] [requests per query=300]
// BENCH_MYSQL_URL names the MySQL database to use (emptied first), mysql://root@127.0.0.1:3306/bench_lists
// by default.
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { loadavg } from 'node:os';
import { freshMysqlDatabase, graphqlClient, startApp } from './lib/app-server.mjs';
import { latencies } from './lib/latency.mjs';

const [which = 'both', requests = '300'] = process.argv.slice(2);
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
const COLUMNS = '(title, client, category, status, date, description, featured, icon)';

function seedSqlite(file) {
  const db = new Database(file, { timeout: 10_000 });
  const insert = db.prepare(`INSERT INTO projects ${COLUMNS} VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    for (let i = 0; i < ROWS; i += 1) insert.run(project(i));
  })();
  db.exec('ANALYZE');
  db.close();
}

async function seedMysql() {
  const db = await createConnection({ uri: MYSQL_URL });
  for (let start = 0; start < ROWS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, ROWS - start) }, (_, i) => project(start + i));
    await db.query(`INSERT INTO projects ${COLUMNS} VALUES ?`, [rows]);
  }
  await db.query('ANALYZE TABLE projects');
  await db.end();
}

const LIST = `query($offset: Int!, $limit: Int!, $search: String, $category: String, $sort: ProjectSort, $direction: SortDirection) {
  projects(offset: $offset, limit: $limit, search: $search, category: $category, sort: $sort, direction: $direction) {
    total items { id title client category status date featured }
  }
}`;
const PUBLIC = '{ services { id name description icon featured } }';

async function benchDatabase(kind) {
  if (kind === 'mysql') await freshMysqlDatabase(MYSQL_URL);
  const app = await startApp({
    port: 4396,
    databaseUrl: kind === 'mysql' ? MYSQL_URL : undefined,
    env: { API_REQUESTS_PER_MINUTE: '0', TRUSTED_DOCUMENTS_ONLY: 'false' },
  });
  try {
    const started = Date.now();
    if (kind === 'mysql') await seedMysql();
    else seedSqlite(app.dbFile);
    const gql = graphqlClient(app.origin);
    const { login } = await gql(
      'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      { email: 'admin@brightline.example', password: 'Admin#2026' },
    );
    const list = (variables) => gql(LIST, { offset: 0, limit: 20, ...variables }, login.token);
    const { projects } = await list({});
    console.log(`${kind}: ${projects.total} projects, seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const cases = [
      ['first page (newest first)', {}],
      ['sorted by title', { sort: 'TITLE', direction: 'ASC' }],
      ['sorted by client, desc', { sort: 'CLIENT', direction: 'DESC' }],
      ['category filter', { category: 'Data Analysis' }],
      ['search, selective', { search: 'globex labs 7' }],
      ['search, one in 10', { search: 'hooli' }],
      ['search, status word', { search: 'progress' }],
      ['search, 2 letters', { search: 'ai' }],
      ['search, one row', { search: '#4242' }],
      ['last page', { offset: projects.total - 20 }],
      ['last page, by title', { offset: projects.total - 20, sort: 'TITLE', direction: 'ASC' }],
    ];
    for (const [, variables] of cases) await list(variables); // warm: plans and pages
    let over = 0;
    for (const [name, variables] of cases) {
      const { p50, p99 } = await latencies(() => list(variables), { requests: REQUESTS, connections: CONNECTIONS });
      const ok = p99 <= BUDGET_P99_MS;
      if (!ok) over += 1;
      console.log(
        `  ${name.padEnd(28)} p50 ${p50.toFixed(1).padStart(7)} ms  p99 ${p99.toFixed(1).padStart(7)} ms${ok ? '' : '  OVER'}`,
      );
    }

    // The public pages while the back office works.
    const visitor = () => gql(PUBLIC, {});
    const alone = await latencies(visitor, { requests: REQUESTS, connections: 2 });
    let searching = true;
    const searches = Array.from({ length: 4 }, async (_, i) => {
      while (searching) await list({ search: ['hooli', 'progress', 'ai', 'globex labs 7'][i] });
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
