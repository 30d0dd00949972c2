import { formatAmount } from './format';

describe('formatAmount', () => {
  it('writes an exact decimal amount as money with its sign and thousands separators', () => {
    expect(formatAmount('12000.00', 'USD')).toBe('$12,000.00');
    expect(formatAmount('12000.5', 'EUR')).toBe('€12,000.50');
    expect(formatAmount('0', 'GBP')).toBe('£0.00');
    expect(formatAmount('100000000.01', 'USD')).toBe('$100,000,000.01');
  });

  it('keeps every digit of an amount too long for a floating-point number', () => {
    expect(formatAmount('9007199254740993.99', 'USD')).toBe('$9,007,199,254,740,993.99');
  });

  it('writes the code after the amount for a currency without a sign, and odd text as it is', () => {
    expect(formatAmount('1500', 'CHF')).toBe('1,500.00 CHF');
    expect(formatAmount('n/a', 'USD')).toBe('n/a USD');
  });
});
