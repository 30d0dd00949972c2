/** Readers of the deployment files (docker-compose.yml, deploy/nginx.conf, the Dockerfile) for the tests that check them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

export interface Healthcheck {
  test?: string | string[];
  interval?: string;
  retries?: number;
}

export interface Service {
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

export interface ComposeFile {
  services?: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

/** `environment` as a map, whether written as a map or as a list of NAME=value. */
export function environmentOf(service: Service): Record<string, string> {
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
export function withDefaults(value: string): string {
  return value.replace(/\$\{(\w+)(?::?-([^}]*)|:?\?[^}]*)?\}/g, (_all, name: string, fallback?: string) =>
    fallback !== undefined ? fallback : `<${name}>`,
  );
}

export const healthcheckCommand = (check: Healthcheck | undefined): string =>
  Array.isArray(check?.test) ? check.test.join(' ') : (check?.test ?? '');

export interface Instruction {
  keyword: string;
  args: string;
}

/** Dockerfile instructions, with line continuations joined and comments dropped. */
export function dockerfileInstructions(text: string): Instruction[] {
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
export function seconds(duration: string | undefined): number {
  let total = 0;
  for (const [, amount, unit] of (duration ?? '').matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(amount) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit as 'ms' | 's' | 'm' | 'h'];
  }
  return total;
}

export interface NginxDirective {
  name: string;
  args: string[];
  block?: NginxDirective[];
}

/** nginx's configuration as a tree of directives: enough to read what it proxies and how. */
export function parseNginx(text: string): NginxDirective[] {
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
export function findAll(directives: NginxDirective[], name: string): NginxDirective[] {
  return directives.flatMap((d) => [...(d.name === name ? [d] : []), ...findAll(d.block ?? [], name)]);
}
