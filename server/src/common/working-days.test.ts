import {
  addDays,
  calendarDays,
  companyToday,
  isKnownHolidayCountry,
  publicHolidays,
  workingDays,
  workingDaysInYear,
} from './working-days';

const US = { country: 'US', region: null };
const BAVARIA = { country: 'DE', region: 'BY' };

describe('working days', () => {
  it('count a week with a public holiday as four (Thanksgiving 2026, Thursday 26 November)', () => {
    expect(workingDays('2026-11-23', '2026-11-27', US)).toBe(4);
    expect(publicHolidays(US, 2026).has('2026-11-26')).toBe(true);
  });

  it('leave the weekend out of a span over it (Friday to Tuesday is three days)', () => {
    expect(workingDays('2026-03-06', '2026-03-10', US)).toBe(3);
    expect(workingDays('2026-03-07', '2026-03-08', US)).toBe(0);
  });

  it('cross a year boundary, skipping New Year’s Day, and split the days between the years', () => {
    // Mon 28 Dec 2026 to Fri 8 Jan 2027: ten weekdays, one of them New Year's Day.
    expect(workingDays('2026-12-28', '2027-01-08', US)).toBe(9);
    expect(workingDaysInYear('2026-12-28', '2027-01-08', 2026, US)).toBe(4);
    expect(workingDaysInYear('2026-12-28', '2027-01-08', 2027, US)).toBe(5);
    expect(workingDaysInYear('2026-12-28', '2027-01-08', 2025, US)).toBe(0);
  });

  it('take the observed substitute day as a holiday (4 July 2026 is a Saturday)', () => {
    expect(workingDays('2026-06-29', '2026-07-03', US)).toBe(4);
  });

  it('follow the configured country and region', () => {
    // Epiphany (6 January) is a holiday in Bavaria, not in the US.
    expect(workingDays('2026-01-06', '2026-01-06', BAVARIA)).toBe(0);
    expect(workingDays('2026-01-06', '2026-01-06', US)).toBe(1);
  });

  it('are none when the end comes before the start, and a single weekday is one', () => {
    expect(workingDays('2026-03-10', '2026-03-09', US)).toBe(0);
    expect(workingDays('2026-03-10', '2026-03-10', US)).toBe(1);
  });
});

describe('the calendar helpers', () => {
  it('add days across months and years, and count calendar days both ends included', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(calendarDays('2026-01-01', '2026-12-31')).toBe(365);
    expect(calendarDays('2026-05-05', '2026-05-05')).toBe(1);
  });

  it("give today's date in the server's calendar", () => {
    expect(companyToday(new Date(2026, 0, 2, 23, 30))).toBe('2026-01-02');
  });

  it('know which countries and regions the holiday library has', () => {
    expect(isKnownHolidayCountry(US)).toBe(true);
    expect(isKnownHolidayCountry({ country: 'US', region: 'CA' })).toBe(true);
    expect(isKnownHolidayCountry({ country: 'XX', region: null })).toBe(false);
    expect(isKnownHolidayCountry({ country: 'US', region: 'ZZ' })).toBe(false);
  });
});
