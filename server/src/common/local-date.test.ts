import { Kind } from 'graphql';
import { isIsoDate, LocalDate } from './local-date';

describe('isIsoDate', () => {
  it.each(['2026-03-14', '2024-02-29', '2000-02-29', '1999-12-31', '2026-01-01'])(
    'accepts the real day %p',
    (value) => {
      expect(isIsoDate(value)).toBe(true);
    },
  );

  it.each([
    ['2026-02-29', 'not a leap year'],
    ['1900-02-29', 'a century that is not a leap year'],
    ['2026-02-30', 'no 30 February'],
    ['2026-04-31', 'April has 30 days'],
    ['2026-13-01', 'no month 13'],
    ['2026-00-10', 'no month 0'],
    ['2026-01-00', 'no day 0'],
    ['2026-3-14', 'month without a leading zero'],
    ['14/03/2026', 'another format'],
    ['2026-03-14T00:00:00Z', 'a date-time'],
    [' 2026-03-14', 'surrounding space'],
    ['', 'empty'],
  ])('refuses %p (%s)', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });

  it.each([20260314, null, undefined, new Date('2026-03-14')])('refuses the non-string %p', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('the LocalDate scalar', () => {
  it('serializes a stored string as it is and a Date as its UTC day', () => {
    expect(LocalDate.serialize('2026-03-14')).toBe('2026-03-14');
    expect(LocalDate.serialize(new Date('2026-03-14T23:30:00Z'))).toBe('2026-03-14');
  });

  it('parses a real day from a variable or a literal', () => {
    expect(LocalDate.parseValue('2024-02-29')).toBe('2024-02-29');
    expect(LocalDate.parseLiteral({ kind: Kind.STRING, value: '2024-02-29' })).toBe('2024-02-29');
  });

  it('refuses anything else with BAD_USER_INPUT', () => {
    const refusal = { message: 'Dates are written YYYY-MM-DD', extensions: { code: 'BAD_USER_INPUT' } };
    expect(() => LocalDate.parseValue('2026-02-30')).toThrow(expect.objectContaining(refusal));
    expect(() => LocalDate.parseLiteral({ kind: Kind.INT, value: '20260314' })).toThrow(
      expect.objectContaining(refusal),
    );
  });
});
