// What the API framework costs: the built server (`npm run build -w server`) against a plain node:http
// server that uses the same driver and runs the same SQL for the same JSON (lib/raw-baseline.mjs), side
// by side in one run, on SQLite and on MySQL/MariaDB. Two answers: the public projects list with 12
// rows, and `{ __typename }` (no database: the framework alone). Each is sent by 10 connections for
// a few seconds, the API and the baseline taking turns, several rounds; the figures are medians. On
// SQLite it also measures Apollo Server with nothing else (lib/bare-apollo.mjs), on Express and on plain
// node:http, for reference.
// Prints requests per second and the API's share of the baseline's; exits 1 when a share is under
// its target (projects list >= 40%, __typename >= 30%).
//   node bench/api-overhead.mjs [sqlite|mysql|both=both] [seconds per turn=4] [rounds=3]
// BENCH_MYSQL_URL names the MySQL database to use (emptied first), mysql://root@127.0.0.1:3306/bench_api
// by default.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { freshMysqlDatabase, startApp } from './lib/app-server.mjs';

const [which = 'both', seconds = '4', rounds = '3'] = process.argv.slice(2);
const DURATION = Number(seconds);
const ROUNDS = Number(rounds);
const CONNECTIONS = 10;
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/bench_api';
const TARGETS = { 'projects list, 12 rows': 0.4, '{ __typename }': 0.3 };
/** Added to the demo data so the list has many more rows than a page. */
const EXTRA_PROJECTS = 200;

const CASES = [
  {
    name: 'projects list, 12 rows',
    body: {
      query: `query Projects($offset: Int!, $limit: Int!) {
  projects(offset: $offset, limit: $limit) {
    total offset limit items { id title client category status date description featured icon }
  }
}`,
      variables: { offset: 0, limit: 12 },
    },
  },
  { name: '{ __typename }', body: { query: '{ __typename }' } },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function addProjects(app) {
  const token = await post(app.origin, {
    query: 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    variables: { email: 'admin@brightline.example', password: 'Admin#2026' },
  }).then((body) => body.data.login.token);
  const categories = ['Custom Software', 'AI/ML Solutions', 'Mobile Development'];
  for (let i = 0; i < EXTRA_PROJECTS; i += 1) {
    const input = {
      title: `Bench project ${i}`,
      client: `Client ${i % 40}`,
      category: categories[i % categories.length],
      date: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      description: 'A project added by the bench, with a description of a few sentences like the real ones.',
    };
    const body = await post(
      app.origin,
      { query: 'mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }', variables: { input } },
      token,
    );
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  }
}

async function post(origin, body, token) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** A helper server of lib/ (the baseline, or bare Apollo), started in production mode. */
function startHelper(file, args) {
  const child = fork(new URL(`./lib/${file}`, import.meta.url), args.map(String), {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const port = args[0];
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve({ origin: `http://127.0.0.1:${port}`, stop: () => child.kill() }));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

/** Requests per second from 10 connections over DURATION seconds; any answer but a 200 fails the bench. */
async function throughput(origin, body) {
  const result = await autocannon({
    url: `${origin}/graphql`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(
      `${origin}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result.requests.average;
}

async function benchDatabase(kind) {
  if (kind === 'mysql') await freshMysqlDatabase(MYSQL_URL);
  const app = await startApp({
    port: 4391,
    databaseUrl: kind === 'mysql' ? MYSQL_URL : undefined,
    // The bench is one address sending thousands of requests; anonymous documents stand in for the web app's.
    env: { API_REQUESTS_PER_MINUTE: '0', TRUSTED_DOCUMENTS_ONLY: 'false' },
  });
  let baseline;
  try {
    await addProjects(app);
    baseline = await startHelper('raw-baseline.mjs', [4392, app.databaseUrl]);
    const rows = [];
    for (const { name, body } of CASES) {
      // The baseline must give the very answer the API gives, or the comparison means nothing.
      const [ours, theirs] = await Promise.all([post(app.origin, body), post(baseline.origin, body)]);
      if (JSON.stringify(ours) !== JSON.stringify(theirs)) {
        throw new Error(
          `${name}: the baseline answers differently:\n${JSON.stringify(ours)}\n${JSON.stringify(theirs)}`,
        );
      }
      const api = [];
      const raw = [];
      await throughput(app.origin, body); // warm-up
      for (let round = 0; round < ROUNDS; round += 1) {
        api.push(await throughput(app.origin, body));
        raw.push(await throughput(baseline.origin, body));
      }
      rows.push({ name, api: median(api), raw: median(raw) });
    }
    if (kind === 'sqlite') {
      // The framework alone, against the same baseline: how much of the gap is Apollo on Express
      // itself, and how much Apollo's own pipeline without Express (the most any server built on it reaches).
      for (const [mode, port, name] of [
        ['express', 4393, '{ __typename }, bare Apollo on Express'],
        ['http', 4394, '{ __typename }, bare Apollo on node:http'],
      ]) {
        const bare = await startHelper('bare-apollo.mjs', [port, mode]);
        try {
          const body = { query: '{ __typename }' };
          const [framework, raw] = [[], []];
          await throughput(bare.origin, body);
          for (let round = 0; round < ROUNDS; round += 1) {
            framework.push(await throughput(bare.origin, body));
            raw.push(await throughput(baseline.origin, body));
          }
          rows.push({ name, api: median(framework), raw: median(raw) });
        } finally {
          bare.stop();
        }
      }
    }
    return rows;
  } finally {
    baseline?.stop();
    app.stop();
  }
}

let under = 0;
console.log(`${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per server, medians (requests/s)`);
for (const kind of which === 'both' ? ['sqlite', 'mysql'] : [which]) {
  for (const { name, api, raw } of await benchDatabase(kind)) {
    const share = api / raw;
    const target = TARGETS[name];
    const ok = target === undefined || share >= target;
    if (!ok) under += 1;
    console.log(
      `${kind.padEnd(6)} ${name.padEnd(40)} API ${api.toFixed(0).padStart(6)}  baseline ${raw.toFixed(0).padStart(6)}  ` +
        `${(share * 100).toFixed(0).padStart(3)}%${target === undefined ? ' (for reference)' : ` (target >= ${target * 100}%)`}${ok ? '' : ' UNDER'}`,
    );
  }
}
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (1, 5, 15 min)`,
);
process.exitCode = under ? 1 : 0;
