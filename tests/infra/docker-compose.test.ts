/**
 * No Docker engine runs here, so docker-compose.yml is checked by parsing it (`yaml`), and the
 * proxy's deploy/nginx.conf by reading its directives.
 */
import { parse } from 'yaml';
import {
  type ComposeFile,
  environmentOf,
  findAll,
  healthcheckCommand,
  parseNginx,
  read,
  seconds,
  withDefaults,
} from './deploy-files';

describe('docker-compose.yml', () => {
  const text = read('docker-compose.yml');
  const compose = parse(text) as ComposeFile;
  const services = compose.services ?? {};
  const db = services.db ?? {};
  const redis = services.redis ?? {};
  const app = services.app ?? {};
  const proxy = services.proxy ?? {};

  it('has MySQL, Redis, the app and a proxy in front', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'db', 'proxy', 'redis']);
  });

  it('gives every service a healthcheck', () => {
    for (const [name, service] of Object.entries(services)) {
      expect({ name, test: healthcheckCommand(service.healthcheck) }).toEqual({
        name,
        test: expect.stringMatching(/\S/),
      });
    }
  });

  it('never falls back to a default password or secret: each must be set', () => {
    const references = [...text.matchAll(/\$\{(\w*(?:PASSWORD|SECRET)\w*)([^}]*)\}/g)];
    expect(references.length).toBeGreaterThanOrEqual(4);
    for (const [reference, , rest] of references)
      expect({ reference, required: rest?.startsWith(':?') }).toEqual({
        reference,
        required: true,
      });
  });

  describe('db', () => {
    const env = environmentOf(db);

    it('runs MySQL 8.4; database and user have defaults, the passwords none', () => {
      expect(db.image).toBe('mysql:8.4');
      for (const name of ['MYSQL_DATABASE', 'MYSQL_USER']) {
        expect(env[name]).toMatch(new RegExp(`^\\$\\{${name}:-[^}]+\\}$`));
      }
      for (const name of ['MYSQL_PASSWORD', 'MYSQL_ROOT_PASSWORD']) {
        expect(env[name]).toMatch(new RegExp(`^\\$\\{${name}:\\?.+\\}$`));
      }
    });

    it('keeps its data in a named volume', () => {
      const mounts = (db.volumes ?? []).map((v) =>
        typeof v === 'string' ? { source: v.split(':')[0], target: v.split(':')[1] } : v,
      );
      const data = mounts.find((m) => m.target === '/var/lib/mysql');
      expect(data?.source).toBeDefined();
      expect(Object.keys(compose.volumes ?? {})).toContain(data?.source);
    });

    it('reports healthy only when mysqladmin ping answers', () => {
      expect(healthcheckCommand(db.healthcheck)).toMatch(/mysqladmin.*ping/);
    });
  });

  describe('redis', () => {
    it('runs the official Redis 7 image, healthy when it answers PING, reachable only inside', () => {
      expect(redis.image).toMatch(/^redis:7(\.\d+)*-alpine$/);
      expect(healthcheckCommand(redis.healthcheck)).toMatch(/redis-cli.*ping/);
      expect(redis.ports).toBeUndefined();
    });
  });

  describe('app', () => {
    const env = environmentOf(app);

    it('is built from the Dockerfile at the repository root', () => {
      const build = typeof app.build === 'string' ? { context: app.build } : (app.build ?? {});
      expect(build.context).toBe('.');
      expect(build.dockerfile ?? 'Dockerfile').toBe('Dockerfile');
      expect(app.image).toBeUndefined();
    });

    it('runs at least two instances, none of them reachable but through the proxy', () => {
      expect(app.deploy?.replicas).toBeGreaterThanOrEqual(2);
      expect(app.ports).toBeUndefined();
      // A fixed container name would stop `--scale`.
      expect(app.container_name).toBeUndefined();
    });

    it('runs in production on port 4000', () => {
      expect(env.NODE_ENV).toBe('production');
      expect(env.PORT).toBe('4000');
    });

    it('uses the db service with the same database, user and password', () => {
      const url = new URL(withDefaults(env.DATABASE_URL ?? ''));
      expect(url.protocol).toBe('mysql:');
      expect(url.hostname).toBe('db');
      expect(url.port).toBe('3306');
      const dbEnv = environmentOf(db);
      const valueOf = (name: string) => withDefaults(dbEnv[name] ?? '');
      expect(decodeURIComponent(url.username)).toBe(valueOf('MYSQL_USER'));
      expect(decodeURIComponent(url.password)).toBe(valueOf('MYSQL_PASSWORD'));
      expect(url.pathname).toBe(`/${valueOf('MYSQL_DATABASE')}`);
      expect(env.DATABASE_URL).toContain('${MYSQL_USER:-');
      expect(env.DATABASE_URL).toContain('${MYSQL_PASSWORD:?');
      expect(env.DATABASE_URL).toContain('${MYSQL_DATABASE:-');
    });

    it('keeps the limits in the redis service, so they hold across the instances', () => {
      expect(env.REDIS_URL).toBe('redis://redis:6379');
    });

    it('trusts exactly one proxy hop, the proxy, which replaces X-Forwarded-For', () => {
      expect(env.TRUST_PROXY).toBe('1');
    });

    it('refuses to start without JWT_SECRET', () => {
      expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?.+\}$/);
    });

    it('does not seed the demo accounts (public passwords) unless asked', () => {
      expect(env.SEED_DEMO_DATA).toMatch(/^\$\{SEED_DEMO_DATA:-(false|0|no)\}$/);
    });

    it('lets requests in flight finish on stop: docker waits longer than the app', () => {
      const graceMs = Number(withDefaults(env.SHUTDOWN_GRACE_MS ?? ''));
      expect(graceMs).toBeGreaterThan(0);
      expect(seconds(app.stop_grace_period) * 1000).toBeGreaterThanOrEqual(graceMs + 2000);
      // An init process passes SIGTERM on to node and reaps.
      expect(app.init).toBe(true);
    });

    it('starts once the database and Redis are healthy', () => {
      const dependsOn = app.depends_on as Record<string, { condition?: string }>;
      expect(Array.isArray(dependsOn)).toBe(false);
      expect(dependsOn.db?.condition).toBe('service_healthy');
      expect(dependsOn.redis?.condition).toBe('service_healthy');
    });

    it('is healthy when /readyz answers', () => {
      expect(healthcheckCommand(app.healthcheck)).toContain('http://127.0.0.1:4000/readyz');
    });
  });

  describe('proxy', () => {
    const config = parseNginx(read('deploy/nginx.conf'));
    const servers = findAll(config, 'server');
    const location = (path: string) =>
      servers.flatMap((server) => findAll(server.block ?? [], 'location')).find((l) => l.args.at(-1) === path);
    const root = location('/')?.block ?? [];
    const headers = Object.fromEntries(findAll(root, 'proxy_set_header').map((d) => [d.args[0], d.args[1]]));

    it('is nginx, publishing ${PORT:-4000} on the port it listens on', () => {
      expect(proxy.image).toBe('nginx:1.27-alpine');
      expect(proxy.ports).toEqual(['${PORT:-4000}:80']);
      expect(findAll(config, 'listen').map((d) => d.args[0])).toEqual(['80']);
    });

    it('reads deploy/nginx.conf from the repository, read-only', () => {
      expect(proxy.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    });

    it('starts once the app is healthy, and is healthy when nginx answers', () => {
      const dependsOn = proxy.depends_on as Record<string, { condition?: string }>;
      expect(dependsOn.app?.condition).toBe('service_healthy');
      const check = healthcheckCommand(proxy.healthcheck);
      const path = /http:\/\/127\.0\.0\.1(\/\S*)/.exec(check)?.[1] ?? '';
      expect(findAll(location(path)?.block ?? [], 'return')[0]?.args[0]).toBe('200');
    });

    it('sends every request to the app service by its name, looked up again through Docker DNS', () => {
      const target = findAll(root, 'proxy_pass')[0]?.args[0] ?? '';
      const variable = findAll(root, 'set').find((d) => d.args[0] === target);
      expect(variable?.args[1] ?? target).toBe('http://app:4000');
      const [resolver] = findAll(config, 'resolver');
      expect(resolver?.args).toContain('127.0.0.11');
      expect(resolver?.args.some((arg) => /^valid=\d+s$/.test(arg))).toBe(true);
    });

    it("replaces the client's X-Forwarded-For with the address it sees, and passes the scheme", () => {
      expect(headers['X-Forwarded-For']).toBe('$remote_addr');
      expect(headers['X-Forwarded-Proto']).toBe('$scheme');
      expect(headers.Host).toBe('$host');
    });

    it('bounds request bodies and retries a request an instance refused', () => {
      expect(findAll(config, 'client_max_body_size')[0]?.args[0]).toMatch(/^\d+[km]$/);
      expect(findAll(root, 'proxy_next_upstream')[0]?.args).toContain('error');
    });
  });
});
