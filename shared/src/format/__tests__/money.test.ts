import { formatMoney } from '../money';

describe('formatMoney', () => {
  it('always shows 2 decimals', () => {
    expect(formatMoney(12)).toBe('12.00');
    expect(formatMoney(1234.5)).toBe('1,234.50');
  });

  it('rounds to 2 decimals', () => {
    expect(formatMoney(10.005)).toBe('10.01');
    expect(formatMoney(0.004)).toBe('0.00');
  });

  it('accepts numeric strings (PostgreSQL numeric)', () => {
    expect(formatMoney('1999.9')).toBe('1,999.90');
  });

  it('prefixes the currency symbol for a known code', () => {
    expect(formatMoney(1234.5, 'INR')).toBe('₹1,234.50');
    expect(formatMoney(99, 'USD')).toBe('$99.00');
  });

  it('keeps 2 decimals even for currencies without minor units', () => {
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500.00');
  });

  it('falls back to "CODE amount" for an invalid code', () => {
    expect(formatMoney(5, 'XX1')).toBe('XX1 5.00');
  });

  it('gives an empty string for empty or non-numeric values', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined, 'INR')).toBe('');
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });
});
