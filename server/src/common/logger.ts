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
  let line: string;
  try {
    line = json
      ? JSON.stringify(entry, errorReplacer)
      : `${entry.time} ${level.toUpperCase()} ${requestId ? `[${requestId}] ` : ''}${message}` +
        (Object.keys(fields).length ? ` ${JSON.stringify(fields, errorReplacer)}` : '');
  } catch (failure) {
    // A field that cannot be written (a cycle, a BigInt, a getter that throws) must not turn a log
    // line into an error of its own: the line goes out without its fields.
    const reason = failure instanceof Error ? failure.message : String(failure);
    line = JSON.stringify({ time: entry.time, level, message, requestId, unloggableFields: reason });
  }
  stream.write(`${line}\n`);
}

/** Fields whose values never reach the log, whatever a caller passes by mistake. */
const SECRET_FIELD = /password|token|secret|authorization|cookie|salary|bank|tax/i;

/**
 * Errors are written with their stack, and with what they wrap (`originalError` of a GraphQLError,
 * `cause`). The error is read from the holder, before its own toJSON (GraphQLError has one, which
 * leaves the stack out) has replaced it.
 */
function errorReplacer(this: unknown, key: string, value: unknown): unknown {
  if (key && SECRET_FIELD.test(key) && value !== undefined && value !== null) return '[redacted]';
  const raw = key && this !== null && typeof this === 'object' ? (this as Record<string, unknown>)[key] : value;
  if (raw instanceof Error) {
    const { originalError, cause } = raw as Error & { originalError?: unknown };
    return {
      name: raw.name,
      message: raw.message,
      stack: raw.stack,
      ...(originalError ? { originalError } : {}),
      ...(cause !== undefined ? { cause } : {}),
    };
  }
  return value;
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
