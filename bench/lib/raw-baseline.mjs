// The least a server can do for the bench's two GraphQL answers: plain node:http and the app's own
// database driver (better-sqlite3 or mysql2), no framework. It reads the JSON body, runs the SQL the
// answer needs (the projects list's page of 12 and its count) and writes the same JSON the API
// answers. bench/api-overhead.mjs compares the API with it, side by side in one run.
//   node bench/lib/raw-baseline.mjs <port> <sqlite:file | mysql://…>
import { ICON, PROJECT_STATUS } from '@site/shared';
import Database from 'better-sqlite3';
import { createPool } from 'mysql2/promise';
import { createServer } from 'node:http';

const [port, databaseUrl] = process.argv.slice(2);

const PAGE = `SELECT id, title, client, category, status, date, description, featured, icon FROM projects
  ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`;
const COUNT = 'SELECT COUNT(*) AS total FROM projects';

/** (limit, offset) -> [rows, total], with the driver the app uses. */
function openDatabase(url) {
  if (url.startsWith('sqlite:')) {
    const db = new Database(url.slice('sqlite:'.length), { readonly: true });
    const page = db.prepare(PAGE);
    const count = db.prepare(COUNT);
    return async (limit, offset) => [page.all(limit, offset), count.get().total];
  }
  const pool = createPool({ uri: url, connectionLimit: 10, dateStrings: true });
  return async (limit, offset) => {
    const [[rows], [[counted]]] = await Promise.all([pool.query(PAGE, [limit, offset]), pool.query(COUNT)]);
    return [rows, Number(counted.total)];
  };
}

const projects = openDatabase(databaseUrl);
/** Stored enum values by their GraphQL names ('In Progress' -> 'IN_PROGRESS'), from the shared tables the API uses. */
const namesOf = (table) => new Map(Object.entries(table).map(([name, { value }]) => [value, name]));
const STATUS = namesOf(PROJECT_STATUS);
const ICONS = namesOf(ICON);

createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', async () => {
    const { query, variables = {} } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    let data;
    if (query.includes('projects')) {
      const limit = Math.min(variables.limit ?? 20, 100);
      const offset = variables.offset ?? 0;
      const [rows, total] = await projects(limit, offset);
      const items = rows.map((row) => ({
        ...row,
        status: STATUS.get(row.status),
        featured: Boolean(row.featured),
        icon: ICONS.get(row.icon),
      }));
      data = { projects: { total, offset, limit, items } };
    } else {
      data = { __typename: 'Query' };
    }
    const body = JSON.stringify({ data });
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
