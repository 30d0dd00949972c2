import { currentRequestId } from './request-context';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

let threshold: Level = process.env.NODE_ENV === 'test' ? 'warn' : 'info';
let json = process.env.NODE_ENV === 'production';

export function configureLogger(options: { level: Level; json: boolean }): void {
  threshold = options.level;
  json = options.json;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < order[threshold]) return;
  const requestId = currentRequestId();
  const entry = { time: new Date().toISOString(), level, message, ...(requestId ? { requestId } : {}), ...fields };
  const stream = level === 'error' || level === 'warn' ? process.stderr : process.stdout;
  if (json) {
    stream.write(`${JSON.stringify(entry, errorReplacer)}\n`);
    return;
  }
  const extra = Object.keys(fields).length ? ` ${JSON.stringify(fields, errorReplacer)}` : '';
  stream.write(`${entry.time} ${level.toUpperCase()} ${requestId ? `[${requestId}] ` : ''}${message}${extra}\n`);
}

/** Fields whose values never reach the log, whatever a caller passes by mistake. */
const SECRET_FIELD = /password|token|secret|authorization|cookie|salary|bank|tax/i;

function errorReplacer(key: string, value: unknown): unknown {
  if (key && SECRET_FIELD.test(key) && value !== undefined && value !== null) return '[redacted]';
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
