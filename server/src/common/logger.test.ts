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
});
