/** The image's files, checked as text (no Docker engine runs here): the Dockerfile, .dockerignore, and .env.example against the variables the server's config reads. */
import { dockerfileInstructions, type Instruction, read } from './deploy-files';

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

  it("gets the payslip's PDF engine and font files through the server's production dependencies", () => {
    // The final image has node_modules from `npm ci --omit=dev -w server`; the TTF files are read
    // from there at run time (server/src/modules/payroll/payslip-pdf.ts).
    const { dependencies } = JSON.parse(read('server/package.json')) as { dependencies: Record<string, string> };
    expect(Object.keys(dependencies)).toEqual(expect.arrayContaining(['pdfkit', 'dejavu-fonts-ttf']));
    for (const font of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
      expect(() => require.resolve(`dejavu-fonts-ttf/ttf/${font}`)).not.toThrow();
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
