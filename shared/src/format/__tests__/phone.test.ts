import { formatPhone } from '../phone';

describe('formatPhone', () => {
  it('puts the country code before the number, and shows nothing without a number', () => {
    expect(formatPhone('9876543210', '+91')).toBe('+91 9876543210');
    expect(formatPhone('9876543210', null)).toBe('9876543210');
    expect(formatPhone(null, '+91')).toBe('');
  });
});
