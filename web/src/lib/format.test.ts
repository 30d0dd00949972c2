import { formatMoney } from './format';

describe('formatMoney', () => {
  it('writes an exact decimal amount as money with its sign and thousands separators', () => {
    expect(formatMoney('5200.5')).toBe('$5,200.50');
    expect(formatMoney('12000.00', 'USD')).toBe('$12,000.00');
    expect(formatMoney('12000.5', 'EUR')).toBe('€12,000.50');
    expect(formatMoney('0', 'GBP')).toBe('£0.00');
    expect(formatMoney('100000000.01', 'USD')).toBe('$100,000,000.01');
    expect(formatMoney('-12.5')).toBe('-$12.50');
  });

  it('keeps every digit of an amount too long for a floating-point number', () => {
    expect(formatMoney('9007199254740993.99', 'USD')).toBe('$9,007,199,254,740,993.99');
  });

  it('writes the code before the amount for a currency without a sign, and odd text as it is', () => {
    expect(formatMoney('1500', 'CHF')).toBe('CHF 1,500.00');
    expect(formatMoney('n/a', 'USD')).toBe('n/a');
  });
});
