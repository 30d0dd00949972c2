import { configUnderTest, SECRET } from './test-env';

const { load } = configUnderTest();

describe('loadConfig', () => {
  describe('TRUST_PROXY', () => {
    it.each<[string | undefined, unknown]>([
      [undefined, false],
      ['', false],
      ['false', false],
      ['true', true],
      ['0', 0],
      ['2', 2],
      ['loopback', ['loopback']],
      ['loopback, linklocal,uniquelocal', ['loopback', 'linklocal', 'uniquelocal']],
      ['10.0.0.1', ['10.0.0.1']],
      ['172.16.0.0/12, 10.0.0.0/255.0.0.0', ['172.16.0.0/12', '10.0.0.0/255.0.0.0']],
      ['::1, fd00::/8', ['::1', 'fd00::/8']],
    ])('reads %p as %p', (value, expected) => {
      expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
    });

    it.each([
      ['yes', '"yes"'],
      ['loopback,proxy.example', '"proxy.example"'],
      ['10.0.0.0/33', '"10.0.0.0/33"'],
      ['10.0.0.0/', '"10.0.0.0/"'],
      ['fd00::/129', '"fd00::/129"'],
      ['-1', '"-1"'],
      ['Loopback', '"Loopback"'],
    ])('refuses %p, naming what it cannot read', (value, named) => {
      expect(() => load({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY must be false, true, a number of proxies, or a comma list of addresses, CIDR ranges, loopback, linklocal and uniquelocal (cannot read ${named})`,
      );
    });
  });

  describe('API_REQUESTS_PER_MINUTE', () => {
    it('takes a whole number; 0 turns the budget off', () => {
      expect(load({ API_REQUESTS_PER_MINUTE: '1200' }).apiRequestsPerMinute).toBe(1200);
      expect(load({ API_REQUESTS_PER_MINUTE: '0' }).apiRequestsPerMinute).toBe(0);
    });

    it.each(['-5', '10.5', 'lots'])('refuses %p', (value) => {
      expect(() => load({ API_REQUESTS_PER_MINUTE: value })).toThrow(
        `API_REQUESTS_PER_MINUTE must be a whole number, 0 to turn the budget off (got "${value}")`,
      );
    });
  });

  describe('TRUSTED_DOCUMENTS_ONLY', () => {
    it('is on in production and off elsewhere unless set', () => {
      expect(load({ NODE_ENV: 'production', JWT_SECRET: SECRET }).trustedDocumentsOnly).toBe(true);
      expect(load({ NODE_ENV: 'development' }).trustedDocumentsOnly).toBe(false);
      expect(load({ TRUSTED_DOCUMENTS_ONLY: 'true' }).trustedDocumentsOnly).toBe(true);
      expect(
        load({ NODE_ENV: 'production', JWT_SECRET: SECRET, TRUSTED_DOCUMENTS_ONLY: 'false' }).trustedDocumentsOnly,
      ).toBe(false);
    });

    it('refuses anything but a yes or a no', () => {
      expect(() => load({ TRUSTED_DOCUMENTS_ONLY: 'sometimes' })).toThrow(
        'TRUSTED_DOCUMENTS_ONLY must be true or false',
      );
    });
  });
});
