import { GraphQLError } from 'graphql';
import { configureLogger, logger } from './logger';

describe('logger', () => {
  let written: string[];
  beforeEach(() => {
    written = [];
    const capture = (chunk: unknown) => (written.push(String(chunk)), true);
    jest.spyOn(process.stdout, 'write').mockImplementation(capture);
    jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    configureLogger({ level: 'warn', json: false });
  });

  it.each([true, false])('never writes the value of a secret-named field (json: %p)', (json) => {
    configureLogger({ level: 'info', json });
    const secrets = {
      password: 'pw-1',
      refreshToken: 'rt-2',
      authorization: 'Bearer x-3',
      salary: '9000.00',
      bankAccount: 'DE89-4',
      taxId: 'T-5',
    };
    logger.info('something happened', { userId: 7, nested: { ...secrets }, ...secrets });
    const text = written.join('');
    expect(text).toContain('"userId":7');
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
    expect(text).toContain('[redacted]');
  });

  it('writes an error with its stack and what it wraps, a GraphQLError too (whose toJSON drops them)', () => {
    configureLogger({ level: 'info', json: true });
    const cause = new TypeError('no such table: users');
    logger.error('unexpected error', { error: new GraphQLError('Context creation failed', { originalError: cause }) });
    const entry = JSON.parse(written.join('')) as { error: Record<string, unknown> };
    expect(entry.error).toMatchObject({
      name: 'GraphQLError',
      message: 'Context creation failed',
      stack: expect.stringContaining('logger.test.ts'),
      originalError: { name: 'TypeError', stack: expect.stringMatching(/^TypeError: no such table: users/) },
    });
  });

  it.each([true, false])('writes the line without its fields when they cannot be written (json: %p)', (json) => {
    configureLogger({ level: 'info', json });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => logger.error('unexpected error', { cyclic, count: BigInt(1) })).not.toThrow();
    const entry = JSON.parse(written.join('')) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 'error', message: 'unexpected error', unloggableFields: expect.any(String) });
  });
});
