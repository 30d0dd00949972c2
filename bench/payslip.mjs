// How long a payslip takes: starts the built server (`npm run build -w server`) on a fresh SQLite
// file with the demo data, signs in as the admin and downloads one payslip PDF again and again,
// the whole request (session, database, PDF with its embedded font). Prints the first request
// and the median of the rest, and exits 1 when the median is over BUDGET_MS.
//   node bench/payslip.mjs [rounds=40]
import { graphqlClient, startApp } from './lib/app-server.mjs';

const ROUNDS = Number(process.argv[2] ?? 40);
const BUDGET_MS = 250;

const app = await startApp({ port: 4378 });
const gql = graphqlClient(app.origin);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  const { login } = await gql(
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email: 'admin@brightline.example', password: 'Admin#2026' },
  );
  const { adminPayrolls } = await gql('{ adminPayrolls(limit: 1) { items { id payslipPath } } }', {}, login.token);
  const { payslipPath } = adminPayrolls.items[0];

  const timeOne = async () => {
    const started = process.hrtime.bigint();
    const response = await fetch(`${app.origin}${payslipPath}`, {
      headers: { authorization: `Bearer ${login.token}` },
    });
    const pdf = Buffer.from(await response.arrayBuffer());
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.status !== 200 || pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error(`got ${response.status}`);
    return { ms, bytes: pdf.length };
  };

  const first = await timeOne();
  const times = [];
  for (let i = 0; i < ROUNDS; i += 1) times.push((await timeOne()).ms);
  const result = median(times);
  console.log(`payslip ${payslipPath}: ${first.bytes} bytes`);
  console.log(`first request ${first.ms.toFixed(1)} ms (reads the font files)`);
  console.log(
    `median of ${ROUNDS} ${result.toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms (budget ${BUDGET_MS} ms)`,
  );
  process.exitCode = result > BUDGET_MS ? 1 : 0;
} finally {
  app.stop();
}
