import { captureLog } from '../fixtures/log';
import { PROJECTS } from '../fixtures/projects';
import { errorOf, startTestApp, STAFF, type TestApp } from '../fixtures/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** Text that must never reach a client: SQL, driver names, file paths and stack frames. */
const LEAKS = new RegExp(
  [
    'select',
    'from\\s+[`"]?projects',
    'sqlite',
    'mysql',
    'typeorm',
    'queryfailed',
    'no such table',
    "doesn't exist",
    'node_modules',
    'stacktrace',
    '\\.[jt]s:\\d+',
  ].join('|'),
  'i',
);

/** Runs `work` with stderr and console.log captured (the app's log and TypeORM's), and returns what was written. */
async function capturingLogs(work: () => Promise<void>): Promise<string> {
  const written: string[] = [];
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  const consoleLog = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    written.push(args.map(String).join(' '));
  });
  try {
    await work();
  } finally {
    stderr.mockRestore();
    consoleLog.mockRestore();
  }
  return written.join('\n');
}

async function expectMaskedError(): Promise<{ requestId: string; log: string }> {
  let requestId = '';
  const log = await capturingLogs(async () => {
    const response = await app.post(PROJECTS);
    requestId = response.headers.get('x-request-id') ?? '';
    const error = errorOf(response.body);
    expect(error.message).toContain(`request id ${requestId}`);
    expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId });
    expect(response.text).not.toMatch(LEAKS);
  });
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  return { requestId, log };
}

describe('while the database answers', () => {
  it('GET /healthz is 200', async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz is 200', async () => {
    const response = await fetch(`${app.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('every response carries its own X-Request-Id', async () => {
    const [a, b] = await Promise.all([fetch(`${app.url}/healthz`), fetch(`${app.url}/healthz`)]);
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });
});

describe('an unexpected error', () => {
  it('from a failing SQL statement is masked, quoting the request id, and logged in full', async () => {
    await app.dataSource.query('ALTER TABLE projects RENAME TO projects_hidden');
    try {
      const { requestId, log } = await expectMaskedError();
      expect(log).toContain(requestId);
      expect(log).toMatch(/unexpected error/);
    } finally {
      await app.dataSource.query('ALTER TABLE projects_hidden RENAME TO projects');
    }
  });
});

describe('an unexpected error outside a resolver', () => {
  // Signing the request in fails before any resolver runs: Apollo wraps the error in one of its
  // own (a GraphQLError, whose JSON form has no stack), and the log must still show the cause.
  it('is masked, quoting the request id, and logged with the stack of its cause and the request id', async () => {
    const token = await app.login(STAFF.email, STAFF.password);
    await app.dataSource.query('ALTER TABLE users RENAME TO users_hidden');
    const log = captureLog();
    const typeormLog = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const response = await app.post('{ me { id } }', {}, token);
      const requestId = response.headers.get('x-request-id');
      expect(errorOf(response.body).extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId });
      expect(response.text).not.toMatch(LEAKS);
      const entry = log.entries().find((line) => line.message === 'unexpected error');
      expect(entry).toMatchObject({
        level: 'error',
        requestId,
        error: {
          message: expect.stringMatching(/^Context creation failed/),
          stack: expect.any(String),
          originalError: { name: 'QueryFailedError', stack: expect.stringMatching(/^QueryFailedError/) },
        },
      });
    } finally {
      typeormLog.mockRestore();
      log.restore();
      await app.dataSource.query('ALTER TABLE users_hidden RENAME TO users');
    }
  });
});

describe('after the database has gone away', () => {
  beforeAll(async () => {
    await app.dataSource.destroy();
  });

  it('GET /readyz is 503 while GET /healthz stays 200', async () => {
    await capturingLogs(async () => {
      const ready = await fetch(`${app.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'database unavailable' });
    });
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });

  it('a query answers with a masked INTERNAL_SERVER_ERROR quoting the request id', async () => {
    await expectMaskedError();
  });
});
