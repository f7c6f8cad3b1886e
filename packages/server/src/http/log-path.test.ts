import { describe, expect, it } from 'vitest';
import { loggedPath } from './log-path.js';

describe('loggedPath', () => {
  it.each([
    ['/receipts/ch_123/tok_abcdef0123456789', '/receipts/ch_123/[redacted]'],
    ['/mandates/mandate_1/Zx9yT0k3n?x=1', '/mandates/mandate_1/[redacted]'],
    ['/v1/payment_intents/pi_1?client_secret=pi_1_secret_x', '/v1/payment_intents/pi_1'],
    ['/v1/mandates/mandate_1', '/v1/mandates/mandate_1'],
    ['/frames/payment.html', '/frames/payment.html'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggedPath(url)).toBe(logged);
  });
});
