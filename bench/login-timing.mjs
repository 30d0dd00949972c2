// Sign-in answers must not tell an unknown account from a wrong password or a disabled account
// by their timing (ASVS 2.2 / issue 3). Starts the built server (`npm run build -w server`) on a
// fresh SQLite file, times each case, prints medians and exits 1 when a median differs from the
// wrong-password median by more than TOLERANCE.
//   node bench/login-timing.mjs [rounds=40]
import Database from 'better-sqlite3';
import { startApp } from './lib/app-server.mjs';

const ROUNDS = Number(process.argv[2] ?? 40);
const TOLERANCE = 0.15;
// NODE_ENV=test, as the API tests run it; behind a proxy on the loopback, so that each call can
// name its own address in X-Forwarded-For.
const app = await startApp({ port: 4377, env: { NODE_ENV: 'test', TRUST_PROXY: 'loopback' } });
const URL = `${app.origin}/graphql`;

let address = 0;
/** Each call comes from its own forwarded address, so the sign-in throttle never steps in. */
async function timeLogin(email, password) {
  address += 1;
  const started = process.hrtime.bigint();
  const response = await fetch(URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    },
    body: JSON.stringify({
      query: 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      variables: { email, password },
    }),
  });
  const body = await response.json();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { ms, message: body.errors?.[0]?.message ?? 'signed in' };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  // A disabled account: David's, switched off in the database.
  const db = new Database(app.dbFile);
  db.prepare("UPDATE users SET active = 0 WHERE email = 'david.okafor@brightline.example'").run();
  db.close();

  const cases = {
    'unknown account': ['nobody@brightline.example', 'Whatever#2026'],
    'wrong password': ['staff@brightline.example', 'Staff#2025'],
    'disabled account': ['david.okafor@brightline.example', 'David#2026'],
  };
  const times = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  const messages = new Set();
  await timeLogin(...cases['wrong password']); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, [email, password]] of Object.entries(cases)) {
      const { ms, message } = await timeLogin(email, password);
      times[name].push(ms);
      messages.add(message);
    }
  }
  const reference = median(times['wrong password']);
  let failed = messages.size !== 1;
  console.log(`login timing, ${ROUNDS} rounds; answers: ${[...messages].join(' | ')}`);
  for (const [name, values] of Object.entries(times)) {
    const m = median(values);
    const off = Math.abs(m - reference) / reference;
    if (off > TOLERANCE) failed = true;
    console.log(`  ${name.padEnd(17)} median ${m.toFixed(1)} ms (${(off * 100).toFixed(1)}% from wrong password)`);
  }
  console.log(failed ? 'FAIL: the answers differ' : `OK: within ${TOLERANCE * 100}% and one message`);
  process.exitCode = failed ? 1 : 0;
} finally {
  app.stop();
}
