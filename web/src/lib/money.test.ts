import { formatMoney } from './format';
import { centsToDecimal, formatCents, parseCents } from './money';

describe('parseCents', () => {
  it.each([
    ['5200', 520000n],
    ['5200.5', 520050n],
    ['5200.50', 520050n],
    [' 0.05 ', 5n],
    ['.75', 75n],
    ['12.', 1200n],
    ['-12.30', -1230n],
    ['+3', 300n],
    // Far past any float's exact range, still exact.
    ['90071992547409931.99', 9007199254740993199n],
  ])('reads %p as %p cents', (text, cents) => expect(parseCents(text)).toBe(cents));

  it.each(['', ' ', '.', '-', 'abc', '1,200', '1.234', '1e3', '0x10', '12 34', '--1'])('refuses %p', (text) =>
    expect(parseCents(text)).toBeNull(),
  );
});

describe('centsToDecimal and formatCents', () => {
  it('write cents back as the API writes amounts', () => {
    expect(centsToDecimal(123456n)).toBe('1234.56');
    expect(centsToDecimal(5n)).toBe('0.05');
    expect(centsToDecimal(0n)).toBe('0.00');
    expect(centsToDecimal(-1230n)).toBe('-12.30');
  });

  it('shows cents with a dollar sign, thousands separators and two places', () => {
    expect(formatCents(123456n)).toBe('$1,234.56');
    expect(formatCents(100000000n)).toBe('$1,000,000.00');
    expect(formatCents(99n)).toBe('$0.99');
    expect(formatCents(-520050n)).toBe('-$5,200.50');
  });
});

describe('formatMoney', () => {
  it("shows the API's decimal text exactly", () => {
    expect(formatMoney('5200.00')).toBe('$5,200.00');
    expect(formatMoney('6175.5')).toBe('$6,175.50');
    // 0.1 + 0.2 style drift cannot happen: the digits are never a float.
    expect(formatMoney('1234567.89')).toBe('$1,234,567.89');
  });

  it('shows text that is no amount as it is', () => expect(formatMoney('n/a')).toBe('n/a'));
});
