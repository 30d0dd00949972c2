import http from 'node:http';
import net from 'node:net';
import { prepareShutdown, type Closer } from '../../server/src/app/shutdown';
import { startAppProcess } from '../fixtures/app-process';
import { captureLog } from '../fixtures/log';
import { startTestApp } from '../fixtures/test-app';

/**
 * A stop (SIGTERM from docker or a process manager) lets the requests in flight finish and only
 * then closes the database. The requests are held open honestly: the client sends its headers,
 * waits for the server's `100 Continue` (the server has the request from then on), sends half of
 * the JSON body, and the rest only when the test says so.
 */

// Processes start from source and the machine may be busy.
jest.setTimeout(60_000);

const SERVICES = JSON.stringify({ query: '{ services { id } }' });

interface Answer {
  status: number;
  text: string;
}

function heldRequest(url: string, body: string) {
  const request = http.request(`${url}/graphql`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.once('error', reject);
    });
  });
  answer.catch(() => undefined); // awaited by the test when it expects an answer
  const half = Math.floor(body.length / 2);
  const arrived = new Promise<void>((resolve) =>
    request.once('continue', () => {
      request.write(body.slice(0, half));
      resolve();
    }),
  );
  request.flushHeaders();
  return { arrived, answer, finish: () => request.end(body.slice(half)) };
}

/** True once a new connection to `port` is refused (false if that takes over 20 s). */
async function refusesConnections(port: number): Promise<boolean> {
  for (const giveUp = Date.now() + 20_000; Date.now() < giveUp;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

const expectServices = (answer: Answer) => {
  expect(answer.status).toBe(200);
  const body = JSON.parse(answer.text) as { data?: { services?: unknown[] }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  expect(body.data?.services?.length).toBeGreaterThan(0);
};

describe('the server process on SIGTERM', () => {
  it('answers each of ten requests in flight in full, refuses new connections and exits 0', async () => {
    const app = await startAppProcess({ env: { SHUTDOWN_GRACE_MS: '20000' } });
    try {
      const held = Array.from({ length: 10 }, () => heldRequest(app.url, SERVICES));
      await Promise.all(held.map((request) => request.arrived));

      const signalled = Date.now();
      app.child.kill('SIGTERM');
      expect(await refusesConnections(app.port)).toBe(true);
      // npm passes Ctrl-C on as a second signal: the stop goes on as it was.
      app.child.kill('SIGINT');
      // A signal is handled when the process gets to it: wait until it has, before the requests end.
      for (const giveUp = Date.now() + 20_000; !app.output().includes('already shutting down');) {
        if (Date.now() > giveUp) throw new Error(`the second signal was not handled:\n${app.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }

      for (const request of held) request.finish();
      for (const answer of await Promise.all(held.map((request) => request.answer))) expectServices(answer);

      // After the exit: only then is everything the process wrote read.
      const exit = await app.exited;
      expect(app.output()).toMatch(/shutting down \{"reason":"SIGTERM","openRequests":10,"graceMs":20000\}/);
      expect(app.output()).toContain('already shutting down {"signal":"SIGINT"}');
      expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
      expect(exit.at - signalled).toBeLessThan(20_000);
    } finally {
      await app.close();
    }
  });

  it('in production too, with a proxy-like idle keep-alive connection, stops at once and exits 0', async () => {
    // Production is where Apollo would install SIGTERM handlers of its own next to ours.
    const app = await startAppProcess({ env: { NODE_ENV: 'production', SHUTDOWN_GRACE_MS: '10000' } });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const status = await new Promise<number>((resolve, reject) =>
        http
          .get(`${app.url}/healthz`, { agent }, (response) => {
            response.resume();
            response.once('end', () => resolve(response.statusCode ?? 0));
          })
          .once('error', reject),
      );
      expect(status).toBe(200);
      const signalled = Date.now();
      app.child.kill('SIGTERM');
      const exit = await app.exited;
      expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
      expect(app.output()).toMatch(/"message":"shut down","reason":"SIGTERM","exitCode":0/);
      expect(exit.at - signalled).toBeLessThan(10_000);
    } finally {
      agent.destroy();
      await app.close();
    }
  });

  it('exits 1 with a log line when the grace period runs out with a request still open', async () => {
    const app = await startAppProcess({ env: { SHUTDOWN_GRACE_MS: '1000' } });
    try {
      const held = heldRequest(app.url, SERVICES);
      await held.arrived;
      app.child.kill('SIGTERM');
      const exit = await app.exited;
      expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 1, signal: null });
      expect(app.output()).toMatch(/shutdown grace period ran out.*"openRequests":1/);
      await expect(held.answer).rejects.toThrow();
    } finally {
      await app.close();
    }
  });
});

describe('prepareShutdown', () => {
  it('answers /readyz 503, closes idle keep-alive connections at once, and closes the database last', async () => {
    const app = await startTestApp();
    const closed: string[] = [];
    const closer = (name: string): Closer => ({ name, close: async () => void closed.push(name) });
    const shutdown = prepareShutdown(app.http, {
      graceMs: 20_000,
      closers: [closer('limiter store'), closer('database')],
    });
    // A second listener on the same Express app: the first stops accepting, this one shows what /readyz says.
    const probe = http.createServer(app.http.express);
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const readyz = async () =>
      (await fetch(`http://127.0.0.1:${(probe.address() as net.AddressInfo).port}/readyz`)).status;
    // Idle keep-alive connections would otherwise stay open this long.
    app.http.server.keepAliveTimeout = 60_000;
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect(await readyz()).toBe(200);
      const idleClosed = new Promise<void>((resolve) => {
        http.get(`${app.url}/healthz`, { agent }, (response) => {
          response.resume();
          response.socket.once('close', () => resolve());
        });
      });
      const held = heldRequest(app.url, SERVICES);
      await held.arrived;
      expect(shutdown.openRequests()).toBe(1);

      const stopped = shutdown.stop('test');
      expect(await readyz()).toBe(503);
      expect(await refusesConnections(Number(new URL(app.url).port))).toBe(true);
      await idleClosed;
      expect(closed).toEqual([]);

      held.finish();
      expectServices(await held.answer);
      expect(await stopped).toBe(0);
      expect(closed).toEqual(['limiter store', 'database']);
      expect(shutdown.stop('again')).toBe(stopped);
    } finally {
      agent.destroy();
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      await app.close();
    }
  });

  it('resolves 1 and logs when a closer fails, and still runs the others', async () => {
    const app = await startTestApp();
    const log = captureLog();
    const closed: string[] = [];
    try {
      const shutdown = prepareShutdown(app.http, {
        graceMs: 5000,
        closers: [
          { name: 'limiter store', close: () => Promise.reject(new Error('connection lost')) },
          { name: 'database', close: async () => void closed.push('database') },
        ],
      });
      expect(await shutdown.stop('test')).toBe(1);
      expect(closed).toEqual(['database']);
      expect(log.entries()).toContainEqual(
        expect.objectContaining({ level: 'error', message: 'could not close on shutdown', name: 'limiter store' }),
      );
    } finally {
      log.restore();
      await app.close();
    }
  });
});
