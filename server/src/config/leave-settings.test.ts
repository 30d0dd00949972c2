import { configUnderTest } from './test-env';

const { load } = configUnderTest();

describe('loadConfig', () => {
  describe('HOLIDAY_COUNTRY and HOLIDAY_REGION', () => {
    it('take a country and region the holiday calendar knows, in any letter case', () => {
      expect(load({ HOLIDAY_COUNTRY: 'de', HOLIDAY_REGION: 'by' }).holidays).toEqual({ country: 'DE', region: 'BY' });
    });

    it('refuse an unknown country or region', () => {
      expect(() => load({ HOLIDAY_COUNTRY: 'XX' })).toThrow('HOLIDAY_COUNTRY must be a country code');
      expect(() => load({ HOLIDAY_REGION: 'ZZ' })).toThrow('HOLIDAY_REGION must be a region of US');
    });
  });

  describe('LEAVE_ALLOWANCES', () => {
    it('replaces the default allowances; a type left out is unlimited', () => {
      expect(load({ LEAVE_ALLOWANCES: 'VACATION=25, sick=12,PERSONAL=0' }).leaveAllowances).toEqual({
        VACATION: 25,
        SICK: 12,
        PERSONAL: 0,
      });
    });

    it.each(['VACATION', 'VACATION=', 'HOLIDAY=5', 'VACATION=-1', 'VACATION=2.5', 'VACATION=400', 'SICK=1,SICK=2'])(
      'refuses %p with a clear message',
      (value) => {
        expect(() => load({ LEAVE_ALLOWANCES: value })).toThrow('LEAVE_ALLOWANCES must be a comma list of TYPE=DAYS');
      },
    );
  });
});
