import { describe, expect, it } from 'vitest';
import { formatCountdown, formatQrAmount } from './qr-amount.js';

describe('the QR modal texts', () => {
  it('formats amounts in the currency’s own decimals', () => {
    expect(formatQrAmount(2000, 'sgd', 'en')).toMatch(/20\.00/);
    expect(formatQrAmount(2000, 'jpy', 'en')).toMatch(/2,000/);
    expect(formatQrAmount(2000, 'jpy', 'en')).not.toMatch(/20\.00/);
  });

  it('counts down in minutes and seconds, stopping at zero', () => {
    expect(formatCountdown(125)).toBe('2:05');
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(86_399)).toBe('23:59:59');
    expect(formatCountdown(3661)).toBe('1:01:01');
  });
});
