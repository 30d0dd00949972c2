import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { configureLogger } from '../common/logger';
import { requestScope } from '../common/request-context';
import { createFormatError, unexpectedErrorLogging } from './format-error';

/** Runs `work` in a request's scope with everything written to stdout and stderr captured as JSON lines. */
function inRequest<T>(requestId: string, work: () => T): { result: T; lines: Record<string, unknown>[] } {
  const written: string[] = [];
  const capture = (chunk: unknown) => (written.push(String(chunk)), true);
  jest.spyOn(process.stdout, 'write').mockImplementation(capture);
  jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  configureLogger({ level: 'info', json: true });
  try {
    const result = requestScope.run({ requestId }, work);
    const lines = written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    return { result, lines };
  } finally {
    jest.restoreAllMocks();
    configureLogger({ level: 'warn', json: false });
  }
}

const formatError = createFormatError({ hideSuggestions: true });
const formattedOf = (error: GraphQLError): GraphQLFormattedError => ({
  ...error.toJSON(),
  extensions: { code: 'INTERNAL_SERVER_ERROR' },
});

describe('formatError', () => {
  it('masks an unexpected error and logs it with its stack and the request id the answer quotes', () => {
    const error = new GraphQLError('Schema is not configured to execute subscription operation.');
    const { result, lines } = inRequest('req-1', () => formatError(formattedOf(error), error));
    expect(result.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId: 'req-1' });
    expect(result.message).toContain('req-1');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'unexpected error',
        requestId: 'req-1',
        error: expect.objectContaining({ stack: expect.stringMatching(/^GraphQLError: Schema is not/) }),
      }),
    ]);
  });

  it("logs a resolver's error as thrown, not Apollo's wrapping of it", () => {
    const cause = new RangeError('Invalid time value');
    const error = new GraphQLError(cause.message, { path: ['projects'], originalError: cause });
    const { lines } = inRequest('req-2', () => formatError(formattedOf(error), error));
    expect(lines[0]).toMatchObject({
      requestId: 'req-2',
      path: ['projects'],
      error: { name: 'RangeError', stack: expect.stringMatching(/^RangeError: Invalid time value/) },
    });
  });

  it('still masks and logs when formatting itself fails (Apollo would answer a bare error and log nothing)', () => {
    const error = new GraphQLError('Bad request');
    const formatted = { extensions: { code: 'BAD_REQUEST' } } as unknown as GraphQLFormattedError;
    Object.defineProperty(formatted, 'message', {
      get: () => {
        throw new URIError('URI malformed');
      },
    });
    const { result, lines } = inRequest('req-3', () => formatError(formatted, error));
    expect(result.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId: 'req-3' });
    expect(lines[0]).toMatchObject({
      message: 'unexpected error',
      requestId: 'req-3',
      error: { message: 'Bad request', stack: expect.any(String) },
      formatFailure: { name: 'URIError', stack: expect.stringMatching(/^URIError: URI malformed/) },
    });
  });
});

describe('an unexpected error inside Apollo’s request pipeline', () => {
  it('is logged with its stack and the request id (Apollo itself writes only its message)', async () => {
    const hook = unexpectedErrorLogging.unexpectedErrorProcessingRequest!;
    const error = new TypeError("Cannot read properties of undefined (reading 'kind')");
    const { result, lines } = inRequest('req-4', () =>
      hook({ requestContext: {} as Parameters<typeof hook>[0]['requestContext'], error }),
    );
    await result;
    expect(lines).toEqual([
      expect.objectContaining({
        message: 'unexpected error',
        requestId: 'req-4',
        error: expect.objectContaining({ name: 'TypeError', stack: expect.stringMatching(/^TypeError: Cannot read/) }),
      }),
    ]);
  });
});
