/**
 * No Docker engine runs here, so the container files are checked by parsing them:
 * docker-compose.yml with `yaml`, the Dockerfile and .dockerignore as text, and .env.example
 * against the variables the server's config reads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

interface Healthcheck {
  test?: string | string[];
  interval?: string;
  retries?: number;
}

interface Service {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  ports?: (string | number | { target?: number; published?: string | number })[];
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  healthcheck?: Healthcheck;
  deploy?: { replicas?: number };
  container_name?: string;
  init?: boolean;
  stop_grace_period?: string;
}

interface ComposeFile {
  services?: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

/** `environment` as a map, whether written as a map or as a list of NAME=value. */
function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, String(value ?? '')]));
}

/** Resolves `${VAR:-default}` to its default (and `${VAR}` / `${VAR:?message}` to VAR's name in angle brackets). */
function withDefaults(value: string): string {
  return value.replace(/\$\{(\w+)(?::?-([^}]*)|:?\?[^}]*)?\}/g, (_all, name: string, fallback?: string) =>
    fallback !== undefined ? fallback : `<${name}>`,
  );
}

const healthcheckCommand = (check: Healthcheck | undefined): string =>
  Array.isArray(check?.test) ? check.test.join(' ') : (check?.test ?? '');

interface Instruction {
  keyword: string;
  args: string;
}

/** Dockerfile instructions, with line continuations joined and comments dropped. */
function dockerfileInstructions(text: string): Instruction[] {
  const logical: string[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    current += line;
    if (current.trim()) logical.push(current.trim());
    current = '';
  }
  if (current.trim()) logical.push(current.trim());
  return logical.map((line) => {
    const match = /^(\S+)\s*(.*)$/.exec(line);
    return { keyword: (match?.[1] ?? '').toUpperCase(), args: match?.[2] ?? '' };
  });
}

/** Seconds of a compose duration such as `15s`, `1m30s` or `500ms`. */
function seconds(duration: string | undefined): number {
  let total = 0;
  for (const [, amount, unit] of (duration ?? '').matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(amount) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit as 'ms' | 's' | 'm' | 'h'];
  }
  return total;
}

interface NginxDirective {
  name: string;
  args: string[];
  block?: NginxDirective[];
}

/** nginx's configuration as a tree of directives: enough to read what it proxies and how. */
function parseNginx(text: string): NginxDirective[] {
  const tokens = text
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .join('\n')
    .match(/"(?:[^"\\]|\\.)*"|[{};]|[^\s{};]+/g);
  let at = 0;
  const parseBlock = (): NginxDirective[] => {
    const directives: NginxDirective[] = [];
    let words: string[] = [];
    while (tokens && at < tokens.length) {
      const token = tokens[at++] as string;
      if (token === ';') {
        const [name = '', ...args] = words;
        directives.push({ name, args });
        words = [];
      } else if (token === '{') {
        const [name = '', ...args] = words;
        directives.push({ name, args, block: parseBlock() });
        words = [];
      } else if (token === '}') {
        return directives;
      } else {
        words.push(token);
      }
    }
    return directives;
  };
  return parseBlock();
}

/** Every directive named `name`, at any depth. */
function findAll(directives: NginxDirective[], name: string): NginxDirective[] {
  return directives.flatMap((d) => [...(d.name === name ? [d] : []), ...findAll(d.block ?? [], name)]);
}

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

describe('Dockerfile', () => {
  const instructions = dockerfileInstructions(read('Dockerfile'));
  const stages = instructions.filter((i) => i.keyword === 'FROM');
  const finalStageStart = instructions.lastIndexOf(stages[stages.length - 1] as Instruction);
  const finalStage = instructions.slice(finalStageStart);
  const inFinal = (keyword: string) => finalStage.filter((i) => i.keyword === keyword);

  it('is a multi-stage build on Node 20 (bookworm-slim)', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const args = instructions.filter((i) => i.keyword === 'ARG').map((i) => i.args);
    const images = stages.map((s) => s.args.split(/\s+/)[0] ?? '');
    const resolved = images.map((image) =>
      image.replace(/^\$\{?(\w+)\}?$/, (_all, name: string) => {
        const arg = args.find((a) => a.startsWith(`${name}=`));
        return arg ? arg.slice(name.length + 1) : image;
      }),
    );
    expect(resolved.some((image) => image === 'node:20-bookworm-slim')).toBe(true);
  });

  it('builds native modules, installs with npm ci and builds everything', () => {
    const runs = instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    expect(runs.some((r) => /apt-get install[^&]*python3[^&]*make[^&]*g\+\+/.test(r))).toBe(true);
    expect(runs.some((r) => /npm ci\b/.test(r))).toBe(true);
    expect(runs.some((r) => /npm run build\b/.test(r))).toBe(true);
    expect(runs.some((r) => /--omit=dev/.test(r))).toBe(true);
  });

  it('runs the server in production on port 4000', () => {
    expect(inFinal('ENV').some((i) => /NODE_ENV=production/.test(i.args))).toBe(true);
    expect(inFinal('EXPOSE').map((i) => i.args)).toContain('4000');
    const cmd = inFinal('CMD').at(-1)?.args ?? '';
    expect(
      cmd
        .replace(/[[\]",]/g, ' ')
        .split(/\s+/)
        .filter(Boolean),
    ).toEqual(['node', 'server/dist/index.js']);
  });

  it('copies the built server, web app and production dependencies into the final image', () => {
    const copies = inFinal('COPY').map((i) => i.args);
    for (const dir of ['server/dist', 'web/dist', 'node_modules']) {
      expect(copies.some((c) => c.startsWith('--from=') && c.includes(dir))).toBe(true);
    }
  });

  it('starts node itself in exec form, so SIGTERM reaches the server (no shell, no npm in between)', () => {
    const cmd = inFinal('CMD').at(-1)?.args ?? '';
    expect(JSON.parse(cmd)).toEqual(['node', 'server/dist/index.js']);
    expect(inFinal('ENTRYPOINT')).toEqual([]);
  });

  it('runs as a user other than root', () => {
    const user = inFinal('USER').at(-1)?.args.split(':')[0];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
  });

  it('has a health check on /healthz', () => {
    const health = inFinal('HEALTHCHECK').at(-1)?.args ?? '';
    expect(health).toContain('/healthz');
    expect(health).toMatch(/\bCMD\b/);
  });
});

describe('.dockerignore', () => {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('keeps node_modules, build output, local data and secrets out of the build context', () => {
    for (const pattern of ['**/node_modules', '**/dist', 'data', '.git', '.env']) {
      expect(patterns).toContain(pattern);
    }
  });
});

describe('.env.example', () => {
  const documented = new Set(
    read('.env.example')
      .split('\n')
      .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line.trim())?.[1])
      .filter((name): name is string => !!name),
  );

  it('lists every variable the server config reads', () => {
    const config = read('server/src/config/index.ts');
    const readByConfig = new Set([...config.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1] as string));
    expect(readByConfig.size).toBeGreaterThan(5);
    expect([...readByConfig].filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists every variable docker-compose.yml takes from the environment', () => {
    const used = new Set([...read('docker-compose.yml').matchAll(/\$\{(\w+)/g)].map((m) => m[1] as string));
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
  });

  it("lists every variable the README's configuration table names", () => {
    const table = read('README.md').split('## Configuration')[1]?.split('\n## ')[0] ?? '';
    const named = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)(\*?)`/gm)];
    expect(named.length).toBeGreaterThan(10);
    // `MYSQL_*` stands for every variable with that prefix: at least one must be there.
    const missing = named.filter(([, name, star]) =>
      star ? ![...documented].some((listed) => listed.startsWith(name as string)) : !documented.has(name as string),
    );
    expect(missing.map(([, name, star]) => `${name}${star}`)).toEqual([]);
  });

  it('gives every variable a comment on the line above', () => {
    const lines = read('.env.example').split('\n');
    lines.forEach((line, index) => {
      if (/^[A-Z][A-Z0-9_]*=/.test(line)) expect(lines[index - 1]?.startsWith('#')).toBe(true);
    });
  });

  it('ships no database password and leaves the demo accounts to each environment', () => {
    const example = read('.env.example');
    for (const name of ['MYSQL_PASSWORD', 'MYSQL_ROOT_PASSWORD']) {
      expect(new RegExp(`^${name}=(.*)$`, 'm').exec(example)?.[1]).toBe('');
    }
    expect(/^SEED_DEMO_DATA=(.*)$/m.exec(example)?.[1]).toBe('');
  });

  it('ships no usable signing secret', () => {
    const secret = /^JWT_SECRET=(.*)$/m.exec(read('.env.example'))?.[1] ?? '';
    expect(secret.length).toBeLessThan(32);
  });
});
